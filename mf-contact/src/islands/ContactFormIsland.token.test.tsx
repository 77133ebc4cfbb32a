import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ada, field, fillIn, pointFormAt, send, servePage, site, startPage } from '../test/island-page';

// A form left open: the island renews its token before it expires.

describe('the contact form island', () => {
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
      const expires = fromNow(86_400_000);
      servePage(site.action, { token: 'v1.first', tokenExpiresAt: expires });
      await startPage();
      const user = userEvent.setup();
      await fillIn(user, { ...ada, Email: 'ada@localhost' });
      await user.click(send());
      await waitFor(() => expect(field('E-mail')).toHaveAttribute('aria-invalid', 'true'));
      pointFormAt(site.action);
      expect([tokenNow(), document.querySelector('form')?.dataset.tokenExpires]).toEqual(['v1.first', expires]);
      // A minute before that expiry (the clock moved on, not the test's time), the form gets a new token.
      jest.spyOn(Date, 'now').mockReturnValue(Number(expires) - 60_000);
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      await waitFor(() => expect(tokenNow()).toBe('v1.page-1'));
    });
  });
});
