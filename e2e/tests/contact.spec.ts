import { expect, test } from './fixtures';

test.describe('contact form', () => {
  test('the browser blocks an incomplete or malformed form, and nothing is logged', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (message) => message.type() === 'log' && logs.push(message.text()));
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    const name = page.getByRole('textbox', { name: /Name/ });
    const email = page.getByRole('textbox', { name: /E-mail/ });
    await page.getByRole('button', { name: 'Send' }).click();
    expect(await name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await name.fill('Ada');
    await email.fill('not-an-address');
    await page.getByRole('textbox', { name: /Message/ }).fill('Hello');
    await page.getByRole('button', { name: 'Send' }).click();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    await expect(email).toHaveAttribute('type', 'email');
    await expect(name).toHaveAttribute('autocomplete', 'off');
    expect(logs).toEqual([]);
  });

  test('Send logs the values, makes no request, clears the form and confirms', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const logged = page.waitForEvent('console', (message) => message.type() === 'log');
    await page.getByRole('textbox', { name: /Name/ }).fill('Ada Lovelace');
    await page.getByRole('textbox', { name: /E-mail/ }).fill('ada@example.org');
    await page.getByRole('textbox', { name: /Message/ }).fill('Which country has the most borders?');
    await page.getByRole('button', { name: 'Send' }).click();
    const message = await logged;
    expect(await message.args()[0]?.jsonValue()).toEqual({ userName: 'Ada Lovelace', Email: 'ada@example.org', message: 'Which country has the most borders?' });
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Name/ })).toHaveValue('');
    expect(requests).toEqual([]);
  });
});
