import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ada, field, fillIn, send, servePage, site, startPage } from '../test/island-page';

// The island sending the form: what it posts, Send while the post is under way, what the browser
// blocks, and what was typed before its code arrived. The answers that send nothing and a form left
// open have files of their own (ContactFormIsland.not-sent, ContactFormIsland.token).

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
});
