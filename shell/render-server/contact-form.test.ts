import { type RunningContactApi, startContactApi } from '../../contact-api/test/contact-service';
import { getRaw, type RunningSite, type ServedRemotes, serveAllRemotes, startSite } from './test-site';

// The contact form's whole journey without scripts, through the real render server, the real remotes
// and the real contact service (contact-api's build, on its own SQLite database): one that takes a
// form's message at once, and one with the timing `npm start` runs it with (a form is taken from 3 s
// after it is served), its forms expiring after 5 s here rather than a day.
let remotes: ServedRemotes;
let contact: RunningContactApi;
let site: RunningSite;
let timedContact: RunningContactApi;
let timedSite: RunningSite;
const MIN_AGE_MS = 3000;
const MAX_AGE_MS = 5000;
/** A timed journey's limit: it waits for the form's minimum age, or for it to expire, then for the minimum again. */
const TIMED_TEST_MS = 30_000;
beforeAll(async () => {
  remotes = await serveAllRemotes();
  // Every post of this file comes from one address: the service's limit of 5 a visitor would refuse the later ones.
  [contact, timedContact] = await Promise.all([
    startContactApi({ CONTACT_RATE_LIMIT_MAX: '100' }),
    startContactApi({ CONTACT_RATE_LIMIT_MAX: '100', CONTACT_TOKEN_MIN_AGE_MS: String(MIN_AGE_MS), CONTACT_TOKEN_MAX_AGE_MS: String(MAX_AGE_MS) }),
  ]);
  [site, timedSite] = await Promise.all([startSite(remotes.manifests(), { CONTACT_API_INTERNAL_URL: contact.url }), startSite(remotes.manifests(), { CONTACT_API_INTERNAL_URL: timedContact.url })]);
}, 60_000);
afterAll(async () => {
  await Promise.all([site?.stop(), timedSite?.stop()]);
  await Promise.all([contact?.stop(), timedContact?.stop()]);
  await remotes?.stop();
});

/** The form token in a contact page's HTML. */
const tokenIn = (html: string) => /<input type="hidden" name="token" value="([^"]+)"/.exec(html)?.[1] ?? '';
/** The issue time a token carries (`v1.<issued at, ms>.…`). */
const issuedAt = (token: string) => Number(token.split('.')[1]);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The contact page's form token on `on`, from its HTML. */
async function formToken(on: RunningSite = site): Promise<string> {
  return tokenIn(await (await fetch(new URL('/contact', on.url))).text());
}

/** Posts the contact form to `on` as a browser without scripts does (URL-encoded, no redirect followed). */
const post = (fields: Record<string, string>, on: RunningSite = site) =>
  fetch(new URL('/contact', on.url), { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });

/** Whether `answer` leads to the confirmation: 303 to `/contact?sent=1`. */
const confirmed = (answer: Response) => answer.status === 303 && answer.headers.get('location') === '/contact?sent=1';

describe('the contact form without scripts', () => {
  it('carries a token of its own on each page, and the page is kept by no cache', async () => {
    const [first, second] = await Promise.all([fetch(new URL('/contact', site.url)), fetch(new URL('/contact', site.url))]);
    for (const page of [first, second]) expect([page.status, page.headers.get('cache-control'), page.headers.get('x-cache')]).toEqual([200, 'private, no-cache', 'MISS']);
    const pages = await Promise.all([first, second].map((page) => page.text()));
    const tokens = pages.map((html) => /name="token" value="([^"]+)"/.exec(html)?.[1] ?? '');
    const expiries = pages.map((html) => /data-token-expires="(\d+)"/.exec(html)?.[1] ?? '');
    expect(tokens[0]).toMatch(/^v1\./);
    expect(tokens[0]).not.toBe(tokens[1]);
    expect(expiries.map(Number)).toEqual(tokens.map((token) => issuedAt(token) + 86_400_000));
    // Each visitor's token is in the form's field and in the island's props.
    for (const [index, html] of pages.entries()) {
      const props = /<script type="application\/json" data-island-props="[^"]+">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}';
      expect(JSON.parse(props) as { token?: string; tokenExpiresAt?: string }).toMatchObject({ token: tokens[index], tokenExpiresAt: expiries[index] });
    }
    const own = (index: number) => pages[index]?.replaceAll(tokens[index] ?? '', 'TOKEN').replaceAll(expiries[index] ?? '', 'EXPIRES');
    expect(own(0)).toBe(own(1));
  });

  it('is rendered for each visitor, with the time its render took', async () => {
    const page = await fetch(new URL('/contact', site.url));
    expect([page.headers.get('server-timing'), page.headers.get('x-cache')]).toEqual([expect.stringMatching(/^render;dur=\d+\.\d$/), 'MISS']);
  });

  it('posts the message to the contact service, answers 303 to the confirmation, and the message is stored once even when sent twice', async () => {
    const fields = { userName: 'Ada Lovelace', Email: 'ada@example.org', message: 'Which country has the most borders?', token: await formToken(), website: '' };
    for (const attempt of [1, 2]) {
      const answer = await post(fields);
      expect([attempt, answer.status, answer.headers.get('location')]).toEqual([attempt, 303, '/contact?sent=1']);
    }
    const confirmation = await (await fetch(new URL('/contact?sent=1', site.url))).text();
    expect(confirmation).toContain('Thank you! Your message has been received.');
    expect(confirmation).toMatch(/<a [^>]*href="\/contact"[^>]*>Write another message<\/a>/);
    expect(contact.stored().filter((message) => message.message === fields.message)).toEqual([expect.objectContaining({ name: 'Ada Lovelace', email: 'ada@example.org' })]);
  });

  it('shows the service\'s refusal beside the field, with what was typed, answered 400', async () => {
    const answer = await post({ userName: 'Grace', Email: 'grace@localhost', message: 'Hello <there> & "you"', token: await formToken(), website: '' });
    expect(answer.status).toBe(400);
    const html = await answer.text();
    const email = /<input [^>]*name="Email"[^>]*>/.exec(html)?.[0] ?? '';
    expect(email).toContain('value="grace@localhost"');
    expect(email).toContain('aria-invalid="true"');
    expect(html).toContain('Enter an e-mail address, like name@example.org.');
    expect(html).toContain('Hello &lt;there&gt; &amp; &quot;you&quot;</textarea>');
    expect(contact.stored().some((message) => message.name === 'Grace')).toBe(false);
  });

  it('says so and keeps what was typed when the contact service is down: 503, nothing in the address, the log or the cache', async () => {
    const down = await startSite(remotes.manifests(), { CONTACT_API_INTERNAL_URL: 'http://127.0.0.1:9' });
    try {
      expect((await fetch(new URL('/contact', down.url))).status).toBe(503);
      const answer = await fetch(new URL('/contact', down.url), { method: 'POST', body: new URLSearchParams({ userName: 'Hedy', Email: 'hedy@example.org', message: 'secret plans for frequency hopping', token: 'v1.x', website: '' }), redirect: 'manual' });
      expect([answer.status, answer.headers.get('retry-after')]).toEqual([503, '10']);
      const html = await answer.text();
      expect(html).toContain('Your message could not be sent just now');
      expect(html).toContain('secret plans for frequency hopping</textarea>');
      expect(down.logged.join('\n')).not.toContain('frequency hopping');
    } finally {
      await down.stop();
    }
    expect(site.logged.join('\n')).not.toMatch(/Ada Lovelace|Which country has the most borders/);
  });

  it('refuses a body that is not a form, and one over the limit', async () => {
    const json = await fetch(new URL('/contact', site.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(json.status).toBe(415);
    const huge = await fetch(new URL('/contact', site.url), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `message=${'a'.repeat(70 * 1024)}` });
    expect(huge.status).toBe(413);
  });
});

describe('a form posted from a page of another site', () => {
  const form = async (message: string) => new URLSearchParams({ userName: 'Eve', Email: 'eve@example.org', message, token: await formToken(), website: '' }).toString();
  const port = () => new URL(site.url).port;

  it.each([
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: cross-site and no Origin', { 'sec-fetch-site': 'cross-site' }],
    ['Origin: null', { origin: 'null' }],
    ['the Origin of another port of the same host', { origin: 'http://127.0.0.1:1' }],
  ])('with %s is refused 403 with the error page, and nothing reaches the contact service', async (what, headers) => {
    const before = contact.stored().length;
    const message = `Posted in a visitor's name, with ${what}`;
    const answer = await getRaw(site, '/contact', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: await form(message) });
    expect([answer.status, answer.headers['cache-control'], answer.headers['access-control-allow-origin']]).toEqual([403, 'no-store', undefined]);
    expect(answer.body).toContain('<title>403 · WorldAtlas</title>');
    expect(answer.body).toContain('This form was sent from a page of another site, so it was not accepted.');
    expect(answer.body).toContain('<header');
    expect(contact.stored()).toHaveLength(before);
  });

  it.each([
    ['localhost', () => ({ host: `localhost:${port()}`, origin: `http://localhost:${port()}` })],
    ['127.0.0.1', () => ({ host: `127.0.0.1:${port()}`, origin: `http://127.0.0.1:${port()}` })],
    ['its public origin (SITE_URL)', () => ({ host: `127.0.0.1:${port()}`, origin: 'https://worldatlas.test' })],
  ])("is taken from the site's own page opened at %s: 303, stored, no CORS header", async (name, headers) => {
    const message = `Sent from the site opened at ${name}`;
    const answer = await getRaw(site, '/contact', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...headers() }, body: await form(message) });
    expect([answer.status, answer.headers.location, answer.headers['access-control-allow-origin']]).toEqual([303, '/contact?sent=1', undefined]);
    expect(contact.stored().filter((stored) => stored.message === message)).toHaveLength(1);
  });
});

describe('a form whose body is not form data', () => {
  it('is answered 400 with the error page, logged once by what failed and never by what it held, and nothing is stored', async () => {
    const before = contact.stored().length;
    const body = `--edge\r\nContent-Disposition: form-data; name="message"\r\n\r\nmy unfinished secret plans`;
    const answer = await fetch(new URL('/contact', site.url), { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=edge' }, body, redirect: 'manual' });
    expect([answer.status, answer.headers.get('cache-control')]).toEqual([400, 'no-store']);
    const html = await answer.text();
    expect(html).toContain('<title>400 · WorldAtlas</title>');
    expect(html).toContain('What was sent could not be read as a form.');
    expect(html).not.toContain('secret plans');
    expect(site.logged.filter((line) => line.includes('did not read as'))).toEqual([expect.stringContaining('a form post to a page did not read as multipart/form-data: answered 400')]);
    expect(site.logged.join('\n')).not.toContain('secret plans');
    expect(contact.stored()).toHaveLength(before);
  });
});

describe('the contact form without scripts, its forms timed as npm start times them', () => {
  const typed = (message: string) => ({ userName: 'Ada Lovelace', Email: 'ada@example.org', message, website: '' });
  const storedWith = (message: string) => timedContact.stored().filter((stored) => stored.message === message);

  it('stores a message whose refused field is corrected and sent again at once, and leads to the confirmation', async () => {
    const token = await formToken(timedSite);
    await wait(MIN_AGE_MS + 100);
    const refused = await post({ ...typed('Corrected, then sent at once'), Email: 'ada@localhost', token }, timedSite);
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('Enter an e-mail address, like name@example.org.');
    const again = await post({ ...typed('Corrected, then sent at once'), token: tokenIn(html) }, timedSite);
    expect(confirmed(again)).toBe(true);
    expect(storedWith('Corrected, then sent at once')).toEqual([expect.objectContaining({ email: 'ada@example.org' })]);
  }, TIMED_TEST_MS);

  it('answers a form sent sooner than a person fills it 400, saying to press Send again with the text kept; sent again, it is stored', async () => {
    const fields = { ...typed('Sent the moment the page opened'), token: await formToken(timedSite) };
    const refused = await post(fields, timedSite);
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('This form was sent a moment too soon after it opened. Your message is still here: press Send again.');
    expect(html).toContain('Sent the moment the page opened</textarea>');
    expect(tokenIn(html)).toBe(fields.token);
    expect(storedWith('Sent the moment the page opened')).toEqual([]);
    await wait(MIN_AGE_MS);
    expect(confirmed(await post({ ...fields, token: tokenIn(html) }, timedSite))).toBe(true);
    expect(storedWith('Sent the moment the page opened')).toHaveLength(1);
  }, TIMED_TEST_MS);

  it('answers a form open too long 400, saying to press Send again with the text kept and a new token; sent again, it is stored', async () => {
    const fields = { ...typed('Sent after the form expired'), token: await formToken(timedSite) };
    await wait(MAX_AGE_MS + 100);
    const refused = await post(fields, timedSite);
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('This form was open too long to be sent. Your message is still here: press Send again.');
    expect(html).toContain('Sent after the form expired</textarea>');
    expect(tokenIn(html)).not.toBe(fields.token);
    await wait(MIN_AGE_MS);
    expect(confirmed(await post({ ...fields, token: tokenIn(html) }, timedSite))).toBe(true);
    expect(storedWith('Sent after the form expired')).toHaveLength(1);
  }, TIMED_TEST_MS);

  it("keeps the form's issue time in the token of a form already used (409), so the other message sent at once is stored", async () => {
    const token = await formToken(timedSite);
    await wait(MIN_AGE_MS + 100);
    expect(confirmed(await post({ ...typed('The first message of this form'), token }, timedSite))).toBe(true);
    const used = await post({ ...typed('Another message, after Back'), token }, timedSite);
    expect(used.status).toBe(409);
    const html = await used.text();
    expect(html).toContain('This form was already used to send another message. Press Send to send this one too.');
    expect([tokenIn(html) !== token, issuedAt(tokenIn(html))]).toEqual([true, issuedAt(token)]);
    expect(confirmed(await post({ ...typed('Another message, after Back'), token: tokenIn(html) }, timedSite))).toBe(true);
    expect(storedWith('Another message, after Back')).toHaveLength(1);
  }, TIMED_TEST_MS);
});
