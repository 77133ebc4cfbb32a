import type { ConsoleMessage, Locator, Page } from '@playwright/test';
import { expect, networkQuiet, test } from './fixtures';

const validity = (field: Locator) =>
  field.evaluate((input: HTMLInputElement | HTMLTextAreaElement) => ({ valueMissing: input.validity.valueMissing, typeMismatch: input.validity.typeMismatch, valid: input.validity.valid }));

async function openForm(page: Page) {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  return {
    name: page.getByRole('textbox', { name: /^Name/ }),
    email: page.getByRole('textbox', { name: /^E-mail/ }),
    message: page.getByRole('textbox', { name: /^Message/ }),
    send: page.getByRole('button', { name: 'Send' }),
    confirmation: page.getByRole('status').filter({ hasText: 'Thank you' }),
  };
}

test.describe('contact form', () => {
  test('name, e-mail and message are required and the e-mail must be an address; the browser blocks Send until they are', async ({ page }) => {
    const logged: ConsoleMessage[] = [];
    page.on('console', (message) => message.type() === 'log' && logged.push(message));
    const form = await openForm(page);
    for (const field of [form.name, form.email, form.message]) {
      await expect(field).toHaveAttribute('required', '');
      await expect(field).toHaveAttribute('autocomplete', 'off');
    }
    await expect(form.email).toHaveAttribute('type', 'email');

    // Each empty field in turn is the one the browser stops at and focuses.
    await form.send.click();
    await expect(form.name).toBeFocused();
    expect(await validity(form.name)).toMatchObject({ valueMissing: true });
    await form.name.fill('Ada');
    await form.send.click();
    await expect(form.email).toBeFocused();
    expect(await validity(form.email)).toMatchObject({ valueMissing: true });
    await form.email.fill('not-an-address');
    await form.send.click();
    await expect(form.email).toBeFocused();
    expect(await validity(form.email)).toEqual({ valueMissing: false, typeMismatch: true, valid: false });
    await form.email.fill('ada@example.org');
    await form.send.click();
    await expect(form.message).toBeFocused();
    expect(await validity(form.message)).toMatchObject({ valueMissing: true });
    await expect(form.confirmation).toBeHidden();

    // The one Send that goes through is logged; console events arrive in order, so once its entry
    // is here, anything a blocked Send had logged would be here too.
    await form.message.fill('Hello');
    const sent = page.waitForEvent('console', (message) => message.type() === 'log' && message.text().includes('Hello'));
    await form.send.click();
    await sent;
    await expect(form.confirmation).toBeVisible();
    expect(logged).toHaveLength(1);
  });

  test('Send logs the values, makes no request, clears the form and confirms', async ({ page }) => {
    const form = await openForm(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const logged = page.waitForEvent('console', (message) => message.type() === 'log');
    await form.name.fill('Ada Lovelace');
    await form.email.fill('ada@example.org');
    await form.message.fill('Which country has the most borders?');
    await form.send.click();
    const message = await logged;
    expect(await message.args()[0]?.jsonValue()).toEqual({ userName: 'Ada Lovelace', Email: 'ada@example.org', message: 'Which country has the most borders?' });
    await expect(form.confirmation).toHaveText('Thank you! Your message has been noted.');
    for (const field of [form.name, form.email, form.message]) await expect(field).toHaveValue('');
    await expect(page).toHaveURL('/contact');
    await networkQuiet(page);
    expect(requests).toEqual([]);
  });
});
