import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startIslands } from '@worldatlas/islands/hydrate';
import { DOWN_SERVICE } from '../test/contact-api';
import { contactPageHtml, type FormState, type IslandSite, startIslandSite } from '../test/island-site';

// The test environment puts Node's FormData on the window (for fetch), which refuses a form element;
// a browser's takes one. jsdom's own, from a frame, is the browser's.
beforeAll(() => {
  const frame = document.createElement('iframe');
  document.head.append(frame);
  globalThis.FormData = (frame.contentWindow as unknown as typeof globalThis).FormData;
});

// A stand-in render server the form posts to, answering with pages the real ContactForm renders.
let site: IslandSite;
beforeEach(async () => {
  site = await startIslandSite();
});
afterEach(() => site.close());

/** The contact page as the server renders it, in the document, its form posting to `action`: plain HTML, no script running yet. */
function servePage(action = site.action, state: FormState = { token: 'v1.first' }): void {
  const page = document.createElement('div');
  page.innerHTML = /<main>[\s\S]*<\/main>/.exec(contactPageHtml(state))?.[0] ?? '';
  document.body.replaceChildren(page);
  pointFormAt(action);
}

/** Points the form in the page at `action` (the served HTML posts to the site's own `/contact`). */
const pointFormAt = (action: string) => document.querySelector('form')?.setAttribute('action', action);

/** Starts the page's islands as the host's island loader does, with this remote's island module. */
async function startPage() {
  const results = await startIslands({
    load: async (module) => {
      if (module !== 'contact/ContactFormIsland') throw new Error(`${module} is not exposed`);
      return import('./ContactFormIsland');
    },
    react: () => {
      throw new Error('a dom island needs no React');
    },
  });
  expect(results).toEqual([{ status: 'fulfilled', value: undefined }]);
}

const field = (name: string) => screen.getByRole('textbox', { name });
const send = () => screen.getByRole('button', { name: 'Send' });
const ada = { userName: 'Ada Lovelace', Email: 'ada@example.org', message: 'Which country has the most borders?' };

async function fillIn(user: ReturnType<typeof userEvent.setup>, values: { userName: string; Email: string; message: string }) {
  await user.type(field('Name'), values.userName);
  await user.type(field('E-mail'), values.Email);
  await user.type(field('Message'), values.message);
}

describe('the contact form island', () => {
  it('logs the values and posts the form to its action as a browser would (URL-encoded, with its token and honeypot)', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    servePage();
    await startPage();
    const user = userEvent.setup();
    await fillIn(user, ada);
    await user.click(send());
    expect(log).toHaveBeenCalledWith(ada);
    await screen.findByRole('heading', { name: 'Thank you! Your message has been received.' });
    expect(site.posts.map(({ contentType, fields }) => [contentType, Object.fromEntries(fields)])).toEqual([
      [expect.stringMatching(/^application\/x-www-form-urlencoded/), { token: 'v1.first', website: '', ...ada }],
    ]);
  });

  it('disables Send while the post is under way (a second click or Enter sends nothing more), then puts the confirmation in place of the form and focuses it', async () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    let release = () => {};
    site.answer = () => new Promise((resolve) => (release = () => resolve({ redirect: '/contact?sent=1' })));
    servePage();
    await startPage();
    const user = userEvent.setup();
    await fillIn(user, ada);
    const posted = site.nextPost();
    await user.click(send());
    await posted;
    expect(send()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Sending…');
    await user.click(send());
    await user.type(field('Name'), '{Enter}', { skipClick: true });
    release();

    const confirmation = await screen.findByRole('heading', { level: 2, name: 'Thank you! Your message has been received.' });
    expect(confirmation).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Write another message' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(site.posts).toHaveLength(1);
  });

  it("shows a refused field's reason with what was typed, focuses that field, and sends again from the new form", async () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    site.answer = (fields) => ({ status: 400, form: { token: 'v1.second', values: { userName: fields.get('userName') ?? '', Email: fields.get('Email') ?? '', message: fields.get('message') ?? '' }, errors: { Email: 'Enter an e-mail address, like name@example.org.' } } });
    servePage();
    await startPage();
    const user = userEvent.setup();
    await fillIn(user, { ...ada, Email: 'ada@localhost' });
    await user.click(send());

    await waitFor(() => expect(field('E-mail')).toHaveFocus());
    expect(field('E-mail')).toHaveAccessibleDescription('Enter an e-mail address, like name@example.org.');
    expect(field('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect([field('Name'), field('E-mail'), field('Message')].map((box) => (box as HTMLInputElement).value)).toEqual([ada.userName, 'ada@localhost', ada.message]);
    expect(send()).toBeEnabled();

    site.answer = () => ({ redirect: '/contact?sent=1' });
    pointFormAt(site.action);
    await user.clear(field('E-mail'));
    await user.type(field('E-mail'), ada.Email);
    await user.click(send());
    await screen.findByRole('heading', { name: 'Thank you! Your message has been received.' });
    expect(Object.fromEntries(site.posts[1]?.fields ?? [])).toEqual({ token: 'v1.second', website: '', ...ada });
  });

  it("shows why the server could not take the message (its page's alert), focused, with what was typed", async () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const problem = 'Your message could not be sent just now: the contact service is not answering. It is still here; try again in a moment.';
    site.answer = (fields) => ({ status: 503, form: { token: 'v1.second', problem, values: { userName: fields.get('userName') ?? '', Email: fields.get('Email') ?? '', message: fields.get('message') ?? '' } } });
    servePage();
    await startPage();
    const user = userEvent.setup();
    await fillIn(user, ada);
    await user.click(send());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(problem);
    expect(alert).toHaveFocus();
    expect(field('Message')).toHaveValue(ada.message);
  });

  it('keeps what the visitor typed while the post was under way when the answer is the form again', async () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    let release = () => {};
    site.answer = (fields) =>
      new Promise((resolve) => {
        const values = { userName: fields.get('userName') ?? '', Email: fields.get('Email') ?? '', message: fields.get('message') ?? '' };
        release = () => resolve({ status: 503, form: { token: 'v1.second', problem: 'Your message could not be sent just now.', values } });
      });
    servePage();
    await startPage();
    const user = userEvent.setup();
    await fillIn(user, ada);
    const posted = site.nextPost();
    await user.click(send());
    await posted;
    await user.type(field('Message'), ' And one more thing.');
    release();

    await screen.findByRole('alert');
    expect(field('Message')).toHaveValue(`${ada.message} And one more thing.`);
    expect(field('Name')).toHaveValue(ada.userName);
    expect(send()).toBeEnabled();
  });

  it('keeps the form, enables Send again and says so when the post cannot be made; typing clears that', async () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    servePage(`${DOWN_SERVICE}/contact`);
    await startPage();
    const user = userEvent.setup();
    await fillIn(user, ada);
    await user.click(send());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Your message could not be sent: check your connection and press Send again.'));
    expect(send()).toBeEnabled();
    expect(field('Message')).toHaveValue(ada.message);
    await user.type(field('Message'), '!');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('keeps the form and says so when the answer is not a contact page (an error page)', async () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    site.answer = () => ({ status: 500, html: '<!doctype html><h1>Something went wrong</h1>' });
    servePage();
    await startPage();
    const user = userEvent.setup();
    await fillIn(user, ada);
    await user.click(send());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Your message could not be sent'));
    expect(send()).toBeEnabled();
    expect(field('Name')).toHaveValue(ada.userName);
  });

  it('lets the browser block an empty or malformed form: nothing is logged or posted, what was typed stays', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    servePage();
    await startPage();
    const user = userEvent.setup();
    await user.click(send());
    await fillIn(user, { ...ada, Email: 'not-an-address' });
    await user.click(send());
    expect(field('E-mail')).toBeInvalid();
    expect(field('Name')).toHaveValue(ada.userName);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(send()).toBeEnabled();
    expect(log).not.toHaveBeenCalled();
    expect(site.posts).toEqual([]);
  });

  it('sends what the visitor typed before its code arrived, as typed', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    servePage();
    const user = userEvent.setup();
    await fillIn(user, { userName: 'Early', Email: 'early@example.org', message: 'Typed before the script' });
    await startPage();
    await user.click(send());
    expect(log).toHaveBeenCalledWith({ userName: 'Early', Email: 'early@example.org', message: 'Typed before the script' });
    await screen.findByRole('heading', { name: 'Thank you! Your message has been received.' });
    expect(site.posts[0]?.fields.get('message')).toBe('Typed before the script');
  });

  describe('a form left open', () => {
    /** The form's token now, as a Send would post it. */
    const tokenNow = () => document.querySelector<HTMLInputElement>('input[name="token"]')?.value;
    /** `ms` from now, as the page writes a token's expiry. */
    const fromNow = (ms: number) => String(Date.now() + ms);

    it("gets a new token from the page's address a few minutes before its own expires, and sends with it", async () => {
      jest.spyOn(console, 'log').mockImplementation(() => undefined);
      servePage(site.action, { token: 'v1.first', tokenExpiresAt: fromNow(1000) });
      await startPage();
      expect(tokenNow()).toBe('v1.first');
      await waitFor(() => expect(tokenNow()).toBe('v1.page-1'), { timeout: 3000 });
      const user = userEvent.setup();
      await fillIn(user, ada);
      await user.click(send());
      await screen.findByRole('heading', { name: 'Thank you! Your message has been received.' });
      expect(site.posts[0]?.fields.get('token')).toBe('v1.page-1');
      expect(site.pageLoads).toBe(1);
    });

    it('keeps its token when the page cannot give another, without asking again and again', async () => {
      site.page = () => ({ status: 503, form: { token: '', problem: 'The contact form cannot take messages just now.' } });
      servePage(site.action, { token: 'v1.first', tokenExpiresAt: fromNow(600) });
      await startPage();
      await waitFor(() => expect(site.pageLoads).toBe(1));
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect([site.pageLoads, tokenNow()]).toEqual([1, 'v1.first']);
    });

    it('gets a new token at once when the page is shown again past that time (its timer may not have run while hidden)', async () => {
      servePage(site.action, { token: 'v1.first', tokenExpiresAt: fromNow(86_400_000) });
      await startPage();
      const now = Date.now();
      jest.spyOn(Date, 'now').mockReturnValue(now + 86_400_000 - 60_000);
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      await waitFor(() => expect(tokenNow()).toBe('v1.page-1'));
    });

    it('keeps when its token expires when a refused post brings the same token back, and still renews it', async () => {
      jest.spyOn(console, 'log').mockImplementation(() => undefined);
      site.answer = (fields) => ({ status: 400, form: { token: fields.get('token') ?? '', values: { userName: fields.get('userName') ?? '', Email: 'ada@localhost', message: ada.message }, errors: { Email: 'Enter an e-mail address, like name@example.org.' } } });
      servePage(site.action, { token: 'v1.first', tokenExpiresAt: fromNow(1500) });
      await startPage();
      const user = userEvent.setup();
      await fillIn(user, { ...ada, Email: 'ada@localhost' });
      await user.click(send());
      await waitFor(() => expect(field('E-mail')).toHaveAttribute('aria-invalid', 'true'));
      pointFormAt(site.action);
      expect(tokenNow()).toBe('v1.first');
      await waitFor(() => expect(tokenNow()).toBe('v1.page-1'), { timeout: 3000 });
    });
  });
});
