import type { ConsoleMessage, Locator, Page, Request } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { storedMessages, waitAsAPersonWould } from './contact-form';
import { block, expect, networkQuiet, SITE, test, unreachable } from './fixtures';

// The contact form posts to its page (`POST /contact`), whose action hands the message to the contact
// service behind the render server: with the form's island the post is made without leaving the
// page, and its answer shown in place; without it, the browser posts the form as a page.

const validity = (field: Locator) =>
  field.evaluate((input: HTMLInputElement | HTMLTextAreaElement) => ({ valueMissing: input.validity.valueMissing, typeMismatch: input.validity.typeMismatch, valid: input.validity.valid }));

/** The form's parts, by role and label, and the confirmation that replaces it once the message is received. */
function formOf(page: Page) {
  return {
    name: page.getByRole('textbox', { name: /^Name/ }),
    email: page.getByRole('textbox', { name: /^E-mail/ }),
    message: page.getByRole('textbox', { name: /^Message/ }),
    send: page.getByRole('button', { name: 'Send' }),
    confirmation: page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Thank you! Your message has been received.' }) }),
  };
}

async function openForm(page: Page) {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  return formOf(page);
}

const MESSAGE = { userName: 'Ada Lovelace', Email: 'ada@example.org', message: 'Which country has the most borders?' };

/** Whether `text` holds any of what the visitor typed (URL-encoded or not). */
const holdsTyped = (text: string) => Object.values(MESSAGE).some((value) => text.includes(value) || text.includes(encodeURIComponent(value)) || text.includes(value.replace(/ /g, '+')));

test.describe('contact form', () => {
  for (const [width, spans] of [[390, true], [1350, false]] as const) {
    test(`at ${width} px Send ${spans ? 'spans the form, as wide as its fields' : 'sits at the start of its row, narrower than the fields'}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      const form = await openForm(page);
      const [send, field] = await Promise.all([form.send.boundingBox(), form.message.boundingBox()]);
      if (!send || !field) throw new Error('Send or the message field has no box');
      expect(Math.round(send.x)).toBe(Math.round(field.x));
      if (spans) expect(Math.round(send.width)).toBe(Math.round(field.width));
      else expect(send.width).toBeLessThan(field.width / 3);
    });
  }

  test('name, e-mail and message are required and the e-mail must be an address; the browser blocks Send until they are', async ({ page }) => {
    const logged: ConsoleMessage[] = [];
    page.on('console', (message) => message.type() === 'log' && logged.push(message));
    const posts: Request[] = [];
    page.on('request', (request) => request.method() === 'POST' && posts.push(request));
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
    await expect(form.confirmation).toHaveCount(0);
    expect(posts, 'nothing is sent while a field is missing or wrong').toEqual([]);

    // The one Send that goes through is logged and posted; console events arrive in order, so once
    // its entry is here, anything a blocked Send had logged would be here too.
    await form.message.fill('Hello');
    await waitAsAPersonWould(page);
    const sent = page.waitForEvent('console', (message) => message.type() === 'log' && message.text().includes('Hello'));
    await form.send.click();
    await sent;
    await expect(form.confirmation).toBeVisible();
    expect(logged).toHaveLength(1);
    expect(posts).toHaveLength(1);
  });

  test('Send logs the values and posts them to /contact without leaving the page; the confirmation takes the focus, and nothing typed lands in an address', async ({ page }) => {
    const form = await openForm(page);
    await page.evaluate(() => Object.assign(window, { contactDocument: true }));
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    const logged = page.waitForEvent('console', (message) => message.type() === 'log');
    await form.name.fill(MESSAGE.userName);
    await form.email.fill(MESSAGE.Email);
    await form.message.fill(MESSAGE.message);
    await waitAsAPersonWould(page);
    await form.send.click();
    expect(await (await logged).args()[0]?.jsonValue()).toEqual(MESSAGE);
    await expect(form.confirmation).toBeVisible();
    await expect(form.confirmation).toContainText('We read every message and answer by e-mail.');
    await expect(page.getByRole('heading', { name: 'Thank you! Your message has been received.' })).toBeFocused();
    await expect(form.send).toHaveCount(0);
    await expect(page).toHaveURL('/contact');
    expect(await page.evaluate(() => (window as { contactDocument?: boolean }).contactDocument)).toBe(true);
    await networkQuiet(page);
    // One post of the form, to the page's own address, with the fields in its body only.
    const posts = requests.filter((request) => request.method() === 'POST');
    expect(posts.map((request) => new URL(request.url()).pathname + new URL(request.url()).search)).toEqual(['/contact']);
    expect(new URLSearchParams(posts[0]?.postData() ?? '').get('userName')).toBe(MESSAGE.userName);
    expect(requests.map((request) => request.url()).filter(holdsTyped)).toEqual([]);

    // Another message: a new, empty form.
    await page.getByRole('link', { name: 'Write another message' }).click();
    await expect(page).toHaveURL('/contact');
    for (const field of [form.name, form.email, form.message]) await expect(field).toHaveValue('');
  });

  test('a field the contact service refuses comes back with its reason beside it, focused, and everything typed kept; corrected and sent at once, it is stored', async ({ page, problems }) => {
    // The browser takes a name of spaces; the service does not, and says why (400).
    problems.expect(
      new RegExp(String.raw`^HTTP 400: http:\/\/127\.0\.0\.1:${new URL(SITE.shell).port}\/contact$`),
      new RegExp(String.raw`^console\.error: Failed to load resource: the server responded with a status of 400 \(Bad Request\) \[\S+\/contact\]$`),
    );
    const text = `${MESSAGE.message} (${randomUUID()})`;
    const form = await openForm(page);
    await form.name.fill('   ');
    await form.email.fill(MESSAGE.Email);
    await form.message.fill(text);
    // Sent as a person would, some seconds after the page opened: the form's token is taken.
    await waitAsAPersonWould(page);
    await form.send.click();
    await expect(form.name).toHaveAttribute('aria-invalid', 'true');
    await expect(form.name).toBeFocused();
    await expect(form.name).toHaveAccessibleDescription('Must contain a visible character.');
    await expect(form.email).not.toHaveAttribute('aria-invalid');
    await expect(form.email).toHaveValue(MESSAGE.Email);
    await expect(form.message).toHaveValue(text);
    await expect(form.confirmation).toHaveCount(0);
    // Corrected and sent at once, it goes through, and is stored: the form kept the token it was served with.
    await form.name.fill(MESSAGE.userName);
    await form.send.click();
    await expect(form.confirmation).toBeVisible();
    expect(storedMessages().filter((stored) => stored.message === text)).toEqual([expect.objectContaining({ name: MESSAGE.userName, email: MESSAGE.Email })]);
  });

  test('when the browser cannot reach the contact remote, the form still sends: the browser posts it as a page, which confirms, and nothing typed lands in the address', async ({ page, problems }) => {
    problems.expect(...unreachable(SITE.remote('contact'), 'contact/ContactFormIsland'));
    await block(page, SITE.remote('contact'));
    const failed = page.waitForEvent('console', (message) => message.text().startsWith('The contact/ContactFormIsland island could not start'));
    await page.goto('/contact', { waitUntil: 'commit' });
    await failed;
    const form = formOf(page);
    await form.name.fill(MESSAGE.userName);
    await form.email.fill(MESSAGE.Email);
    await form.message.fill(MESSAGE.message);
    await waitAsAPersonWould(page);
    const answer = page.waitForResponse((response) => response.request().isNavigationRequest() && response.request().method() === 'POST');
    await form.send.click();
    // 303 to the confirmation: a reload or Back does not send it again.
    expect((await answer).status()).toBe(303);
    await expect(form.confirmation).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    expect(holdsTyped(page.url())).toBe(false);
  });
});
