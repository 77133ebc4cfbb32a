import { screen, within } from '@testing-library/react';
import { Provider } from '@worldatlas/design-system';
import { renderToString } from 'react-dom/server';
import { FORM_STYLES } from '../features/contact-form/form-styles';
import { type RunningContactApi, startContactApi } from '../../../contact-api/test/contact-service';
import { DOWN_SERVICE } from '../test/contact-api';
import { answer, answerPage, CONTACT_ROUTES, contactContext, formPost, islandProps, pageRequest, type PostedFields, show, tokenIn } from '../test/render';
import { HydrateFallback } from './contact';

// The contact route's loader and action as the render server runs them, on the real contact
// service (contact-api's build, its own SQLite database): one taking a form's message at once; one
// as deployed, taking it from a moment after the form is served (1 s here); and one whose forms
// expire soon (2 s), so a form left open too long is seen in a test's time. Each window is wide
// enough that a busy machine's slow render does not close it.
let service: RunningContactApi;
let timed: RunningContactApi;
let expiring: RunningContactApi;
beforeAll(async () => {
  [service, timed, expiring] = await Promise.all([
    startContactApi(),
    startContactApi({ CONTACT_TOKEN_MIN_AGE_MS: '1000' }),
    startContactApi({ CONTACT_TOKEN_MIN_AGE_MS: '300', CONTACT_TOKEN_MAX_AGE_MS: '2000' }),
  ]);
});
afterAll(() => Promise.all([service?.stop(), timed?.stop(), expiring?.stop()]));

/** The form page's token, as a visitor's browser gets it. */
async function freshToken(url = service.url): Promise<string> {
  return tokenIn((await answerPage(pageRequest(), contactContext(url))).html);
}

/** The route's context for the service at `url`, counting the form tokens asked for. */
function countingTokens(url: string) {
  const context = contactContext(url);
  const asked = { tokens: 0 };
  context.fetch = (input, init) => {
    if ((input instanceof Request ? input.url : input.toString()).endsWith('/v1/form-tokens')) asked.tokens += 1;
    return fetch(input, init);
  };
  return { context, asked };
}

/** The issue time a token carries (`v1.<issued at, ms>.…`). */
const issuedAt = (token: string) => Number(token.split('.')[1]);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Whether the page `answered` is the 303 to the confirmation. */
const confirmed = (answered: Awaited<ReturnType<typeof answer>>) => answered.kind === 'response' && answered.response.status === 303 && answered.response.headers.get('location') === '/contact?sent=1';

const field = (name: string) => screen.getByRole('textbox', { name });

describe('the contact page', () => {
  it('shows the heading and the form as a dom island, with a fresh token and a honeypot people never reach, kept by no shared cache', async () => {
    const first = await answerPage(pageRequest(), contactContext(service.url));
    const second = await answerPage(pageRequest(), contactContext(service.url));
    expect([first.status, first.headers.get('cache-control')]).toEqual([200, 'private, no-cache']);
    expect(tokenIn(first.html)).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(tokenIn(first.html)).not.toBe(tokenIn(second.html));
    // When it expires, for the island to get another before: a day after it was issued.
    expect(show(first.html).querySelector('form')?.dataset.tokenExpires).toBe(String(issuedAt(tokenIn(first.html)) + 86_400_000));

    const page = show(first.html);
    const section = screen.getByRole('region', { name: 'Contact Us' });
    expect(within(section).getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    const island = page.querySelector<HTMLElement>('[data-island]');
    expect([island?.dataset.island, island?.dataset.islandRuntime]).toEqual(['contact/ContactFormIsland', 'dom']);
    expect(island).toContainElement(screen.getByRole('button', { name: 'Send' }));
    const honeypot = page.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /Leave this field empty/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual(['userName', 'Email', 'message']);
  });

  it('says under the heading what to write about, before the form and its spec words', async () => {
    show((await answerPage(pageRequest(), contactContext(service.url))).html);
    const section = screen.getByRole('region', { name: 'Contact Us' });
    const heading = within(section).getByRole('heading', { level: 1, name: 'Contact Us' });
    const intro = within(section).getByText('Found a mistake in a country’s facts, or have an idea for WorldAtlas? Write to us.');
    // Heading, then the sentence, then the form's first field.
    expect([heading.compareDocumentPosition(intro), intro.compareDocumentPosition(field('Name'))]).toEqual([Node.DOCUMENT_POSITION_FOLLOWING, Node.DOCUMENT_POSITION_FOLLOWING]);
  });

  it("gives the island the form's classes, resolved on the server, and its token as its props", async () => {
    const { html } = await answerPage(pageRequest(), contactContext(service.url));
    const props = islandProps(show(html)) as { classes: Record<string, string>; token: string; tokenExpiresAt: string };
    expect(Object.keys(props.classes).sort()).toEqual(Object.keys(FORM_STYLES).sort());
    for (const name of Object.values(props.classes)) expect(name).toMatch(/^css-\w+$/);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveClass(props.classes.send ?? 'missing');
    expect(props.token).toBe(tokenIn(html));
    expect(props.tokenExpiresAt).toBe(String(issuedAt(props.token) + 86_400_000));
  });

  it('answers a valid post with a 303 to the confirmation and stores the message once, even sent twice', async () => {
    const fields: PostedFields = { userName: 'Ada Lovelace', Email: 'ada@example.org', message: 'Which country has the most borders?', token: await freshToken(), website: '' };
    for (const attempt of [1, 2]) {
      const answered = await answer(formPost(fields), contactContext(service.url));
      const response = answered.kind === 'response' ? answered.response : undefined;
      expect([attempt, response?.status, response?.headers.get('location')]).toEqual([attempt, 303, '/contact?sent=1']);
    }
    expect(service.stored().filter((stored) => stored.message === fields.message)).toEqual([expect.objectContaining({ name: 'Ada Lovelace', email: 'ada@example.org' })]);
  });

  it("shows the service's refusal beside the field, with what was typed back in the fields, escaped, answered 400", async () => {
    const typed = { userName: 'Grace "Amazing" <Hopper>', Email: 'grace@localhost', message: 'Hello <there> & "you"</script><script>alert(1)</script>' };
    const token = await freshToken();
    const { status, headers, html } = await answerPage(formPost({ ...typed, token, website: '' }), contactContext(service.url));
    expect([status, headers.get('cache-control')]).toEqual([400, 'private, no-cache']);
    expect(html).toContain('value="Grace &quot;Amazing&quot; &lt;Hopper&gt;"');
    expect(html).toContain('Hello &lt;there&gt; &amp; &quot;you&quot;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</textarea>');
    expect(html).not.toMatch(/<there>|<script>alert/);
    expect(islandProps(show(html)).values).toEqual(typed);

    show(html);
    const email = field('E-mail');
    expect(email).toHaveValue('grace@localhost');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter an e-mail address, like name@example.org.');
    expect(field('Name')).toHaveValue(typed.userName);
    expect(field('Name')).not.toHaveAttribute('aria-invalid');
    expect(field('Message')).toHaveValue(typed.message);
    // The token was not used: the form carries it still.
    expect(tokenIn(html)).toBe(token);
    expect(service.stored().some((stored) => stored.email === 'grace@localhost')).toBe(false);
  });

  it('keeps the token it posted when a field is refused, asks for no other, and a corrected message sent at once is stored', async () => {
    const token = await freshToken(timed.url);
    await wait(1000);
    const typed = { userName: 'Ada', Email: 'ada@localhost', message: 'Corrected and sent at once' };
    const { context, asked } = countingTokens(timed.url);
    const refused = await answerPage(formPost({ ...typed, token, website: '' }), context);
    expect([refused.status, asked.tokens, tokenIn(refused.html)]).toEqual([400, 0, token]);
    const again = await answer(formPost({ ...typed, Email: 'ada@example.org', token: tokenIn(refused.html), website: '' }), contactContext(timed.url));
    expect(confirmed(again)).toBe(true);
    expect(timed.stored().filter((stored) => stored.message === typed.message)).toEqual([expect.objectContaining({ email: 'ada@example.org' })]);
  });

  it('says to press Send again, keeping what was typed and its token, for a form sent too soon after it opened; sent again, it is stored', async () => {
    const typed = { userName: 'Ada', Email: 'ada@example.org', message: 'Sent the moment the form opened' };
    const token = await freshToken(timed.url);
    const refused = await answerPage(formPost({ ...typed, token, website: '' }), contactContext(timed.url));
    expect([refused.status, tokenIn(refused.html)]).toEqual([400, token]);
    show(refused.html);
    expect(screen.getByRole('alert')).toHaveTextContent('This form was sent a moment too soon after it opened. Your message is still here: press Send again.');
    expect(field('Message')).toHaveValue(typed.message);
    expect(timed.stored().some((stored) => stored.message === typed.message)).toBe(false);
    await wait(1000);
    expect(confirmed(await answer(formPost({ ...typed, token: tokenIn(refused.html), website: '' }), contactContext(timed.url)))).toBe(true);
    expect(timed.stored().filter((stored) => stored.message === typed.message)).toHaveLength(1);
  });

  it('says the form was open too long, with what was typed and a new token, when its token expired; sent again, it is stored', async () => {
    const typed = { userName: 'Ada', Email: 'ada@example.org', message: 'Sent after the form expired' };
    const token = await freshToken(expiring.url);
    await wait(2100);
    const refused = await answerPage(formPost({ ...typed, token, website: '' }), contactContext(expiring.url));
    expect(refused.status).toBe(400);
    show(refused.html);
    expect(screen.getByRole('alert')).toHaveTextContent('This form was open too long to be sent. Your message is still here: press Send again.');
    expect(field('Message')).toHaveValue(typed.message);
    expect(issuedAt(tokenIn(refused.html))).toBeGreaterThan(issuedAt(token) + 2000);
    await wait(400);
    expect(confirmed(await answer(formPost({ ...typed, token: tokenIn(refused.html), website: '' }), contactContext(expiring.url)))).toBe(true);
    expect(expiring.stored().filter((stored) => stored.message === typed.message)).toHaveLength(1);
  });

  it("renews the token of a form already used (409) with the form's issue time, so the other message sent at once is stored", async () => {
    const token = await freshToken(timed.url);
    await wait(1000);
    const first = { userName: 'Ada', Email: 'ada@example.org', message: 'The first message of this form' };
    expect(confirmed(await answer(formPost({ ...first, token, website: '' }), contactContext(timed.url)))).toBe(true);
    const second = { ...first, message: 'Another message, after Back' };
    const used = await answerPage(formPost({ ...second, token, website: '' }), contactContext(timed.url));
    expect(used.status).toBe(409);
    show(used.html);
    expect(screen.getByRole('alert')).toHaveTextContent('This form was already used to send another message. Press Send to send this one too.');
    expect(field('Message')).toHaveValue(second.message);
    expect(tokenIn(used.html)).not.toBe(token);
    expect(issuedAt(tokenIn(used.html))).toBe(issuedAt(token));
    expect(confirmed(await answer(formPost({ ...second, token: tokenIn(used.html), website: '' }), contactContext(timed.url)))).toBe(true);
    expect(timed.stored().map((stored) => stored.message)).toEqual(expect.arrayContaining([first.message, second.message]));
  });

  it('asks to send again, with a new token and the message kept, when the form carries a token the service did not sign', async () => {
    const typed = { userName: 'Ada', Email: 'ada@example.org', message: 'Sent from a form open too long' };
    const token = await freshToken();
    const refused = await answerPage(formPost({ ...typed, token: `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`, website: '' }), contactContext(service.url));
    expect(refused.status).toBe(400);
    show(refused.html);
    expect(screen.getByRole('alert')).toHaveTextContent('This form was open too long to be sent. Your message is still here: press Send again.');
    expect(field('Message')).toHaveValue(typed.message);
    expect(tokenIn(refused.html)).not.toBe(token);
    const again = await answer(formPost({ ...typed, token: tokenIn(refused.html), website: '' }), contactContext(service.url));
    expect(again.kind === 'response' && [again.response.status, again.response.headers.get('location')]).toEqual([303, '/contact?sent=1']);
    expect(service.stored().filter((stored) => stored.message === typed.message)).toHaveLength(1);
  });

  it('says so and keeps what was typed when the contact service is down: 503 with Retry-After', async () => {
    const typed = { userName: 'Hedy', Email: 'hedy@example.org', message: 'Frequency hopping & <spread> spectrum' };
    const { status, headers, html } = await answerPage(formPost({ ...typed, token: 'v1.x', website: '' }), contactContext(DOWN_SERVICE));
    expect([status, headers.get('retry-after')]).toEqual([503, '10']);
    show(html);
    expect(screen.getByRole('alert')).toHaveTextContent('Your message could not be sent just now: the contact service is not answering. It is still here; try again in a moment.');
    expect(field('Name')).toHaveValue('Hedy');
    expect(field('E-mail')).toHaveValue('hedy@example.org');
    expect(field('Message')).toHaveValue(typed.message);
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('still shows the form when the service cannot give a token, saying so, answered 503 with Retry-After', async () => {
    const { status, headers, html } = await answerPage(pageRequest(), contactContext(DOWN_SERVICE));
    expect([status, headers.get('retry-after'), headers.get('cache-control')]).toEqual([503, '10', 'private, no-cache']);
    show(html);
    expect(screen.getByRole('alert')).toHaveTextContent('The contact form cannot take messages just now.');
    for (const name of ['Name', 'E-mail', 'Message']) expect(field(name)).toHaveValue('');
  });

  it('shows the confirmation at /contact?sent=1, with the link to write another message, and asks for no token', async () => {
    const { status, headers, html } = await answerPage(pageRequest('/contact?sent=1'), contactContext(DOWN_SERVICE));
    expect([status, headers.get('cache-control')]).toEqual([200, 'private, no-cache']);
    show(html);
    expect(screen.getByRole('status')).toHaveTextContent('Thank you! Your message has been received.');
    expect(screen.getByRole('heading', { level: 2, name: 'Thank you! Your message has been received.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write another message' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('has its title and description', async () => {
    const { meta } = await answerPage(pageRequest('/contact?sent=1'), contactContext(DOWN_SERVICE));
    expect(meta).toEqual([{ title: 'Contact · WorldAtlas' }, { name: 'description', content: 'Write to the WorldAtlas team.' }]);
  });

  it('posts to and links to the contact route wherever the route table puts it', async () => {
    const routes = CONTACT_ROUTES.map((route) => ({ ...route, path: '/write-to-us' }));
    const page = await answer(new Request('http://localhost/write-to-us'), contactContext(service.url), routes);
    if (page.kind !== 'page') throw new Error('expected the form');
    show(page.html);
    expect(document.querySelector('form')).toHaveAttribute('action', '/write-to-us');
    const sent = await answer(new Request('http://localhost/write-to-us?sent=1'), contactContext(service.url), routes);
    show(sent.kind === 'page' ? sent.html : '');
    expect(screen.getByRole('link', { name: 'Write another message' })).toHaveAttribute('href', '/write-to-us');
  });

  it('has an outline hidden from assistive technology, with no form in it', () => {
    const page = show(renderToString(<Provider locale="en-US"><HydrateFallback /></Provider>));
    expect(page.querySelector('[data-skeleton="form"]')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
