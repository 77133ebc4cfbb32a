import { type RunningContactApi, startContactApi } from '../../../../contact-api/test/contact-service';
import { DOWN_SERVICE } from '../../test/contact-api';
import { type ContactService, formToken, nextPageToken, sendMessage } from './send-message';

// sendMessage and formToken against the real contact service (contact-api's build): one as deployed
// behind the render server, one that trusts this machine as its proxy and takes one message per
// visitor, to see the visitor's address arrive and the limit answer, and one whose forms may be sent
// from 1 s to 2 s after they are served, to see tokens refused as too soon and as expired.
let service: RunningContactApi;
let limited: RunningContactApi;
let timed: RunningContactApi;
beforeAll(async () => {
  [service, limited, timed] = await Promise.all([
    startContactApi(),
    startContactApi({ TRUST_PROXY: '127.0.0.1', CONTACT_RATE_LIMIT_MAX: '1' }),
    startContactApi({ CONTACT_TOKEN_MIN_AGE_MS: '1000', CONTACT_TOKEN_MAX_AGE_MS: '2000' }),
  ]);
});
afterAll(() => Promise.all([service?.stop(), limited?.stop(), timed?.stop()]));

const at = (baseUrl: string, visitorAddress = '198.51.100.1'): ContactService => ({ baseUrl, fetch, visitorAddress });
/** A new form's token from the service at `baseUrl`. */
const newToken = async (baseUrl: string) => (await formToken(at(baseUrl))).token;
/** The issue time a token carries (`v1.<issued at, ms>.…`). */
const issuedAt = (token: string) => Number(token.split('.')[1]);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The form as the browser posts it. */
function form(fields: { userName: string; Email: string; message: string; token: string; website?: string }): FormData {
  const posted = new FormData();
  for (const [name, value] of Object.entries({ website: '', ...fields })) posted.append(name, value);
  return posted;
}

const ada = { userName: 'Ada Lovelace', Email: 'ada@example.org', message: 'Which country has the most borders?' };

describe('formToken', () => {
  it('gives a new signed token from the contact service each time it is asked, with when it expires (ms, as text)', async () => {
    const before = Date.now();
    const [first, second] = await Promise.all([formToken(at(service.url)), formToken(at(service.url))]);
    expect(first.token).toMatch(/^v1\.\d+\.[\w-]+\.[\w-]+$/);
    expect(second.token).not.toBe(first.token);
    expect(Number(first.expiresAt)).toBe(issuedAt(first.token) + 86_400_000);
    expect(issuedAt(first.token)).toBeGreaterThanOrEqual(before);
  });

  it("renews a form's token: another token, with the form's issue time and expiry", async () => {
    const first = await formToken(at(service.url));
    await wait(20);
    const renewed = await formToken(at(service.url), first.token);
    expect(renewed.token).not.toBe(first.token);
    expect([issuedAt(renewed.token), renewed.expiresAt]).toEqual([issuedAt(first.token), first.expiresAt]);
  });

  it('throws when the contact service does not answer', async () => {
    await expect(formToken(at(DOWN_SERVICE))).rejects.toThrow();
  });

  it('throws when the contact service answers anything but a token', async () => {
    await expect(formToken(at(`${service.url}/nowhere`))).rejects.toThrow('The contact service answered 404 for a form token');
  });
});

describe('sendMessage', () => {
  it('hands the message to the service: received when stored (201), and received again, stored once, when sent again (200)', async () => {
    const posted = form({ ...ada, token: await newToken(service.url) });
    expect(await sendMessage(posted, at(service.url))).toEqual({ received: true });
    expect(await sendMessage(posted, at(service.url))).toEqual({ received: true });
    expect(service.stored().filter((stored) => stored.message === ada.message)).toEqual([expect.objectContaining({ name: ada.userName, email: ada.Email })]);
  });

  it("maps each field the service refuses (400) to the form's field, with a sentence, and gives back what was typed", async () => {
    const typed = { userName: 'x'.repeat(101), Email: 'grace@localhost', message: '   ' };
    const outcome = await sendMessage(form({ ...typed, token: await newToken(service.url) }), at(service.url));
    expect(outcome).toEqual({
      received: false,
      status: 400,
      values: typed,
      errors: { userName: 'Must be at most 100 characters.', Email: 'Enter an e-mail address, like name@example.org.', message: 'Must contain a visible character.' },
      problem: undefined,
      nextToken: 'keep',
    });
  });

  it('says the form was open too long for a token the service did not sign (400), keeping the message', async () => {
    const token = await newToken(service.url);
    const altered = `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    const outcome = await sendMessage(form({ ...ada, message: 'An altered token', token: altered }), at(service.url));
    expect(outcome).toEqual({ received: false, status: 400, values: { ...ada, message: 'An altered token' }, errors: {}, problem: 'This form was open too long to be sent. Your message is still here: press Send again.', nextToken: 'new' });
    expect(service.stored().some((stored) => stored.message === 'An altered token')).toBe(false);
  });

  it('says the form was not ready, not that it was open too long, when its page had no token (the service was down then)', async () => {
    const outcome = await sendMessage(form({ ...ada, message: 'Sent from a page without a token', token: '' }), at(service.url));
    expect(outcome).toEqual({
      received: false,
      status: 400,
      values: { ...ada, message: 'Sent from a page without a token' },
      errors: {},
      problem: 'This form could not be prepared when the page opened. It is ready now and your message is still here: press Send again.',
      nextToken: 'new',
    });
  });

  it('says to press Send again for a form sent too soon after it opened (400), keeping its token, which is taken a moment later', async () => {
    const posted = form({ ...ada, message: 'Sent at once', token: await newToken(timed.url) });
    expect(await sendMessage(posted, at(timed.url))).toEqual({
      received: false,
      status: 400,
      values: { ...ada, message: 'Sent at once' },
      errors: {},
      problem: 'This form was sent a moment too soon after it opened. Your message is still here: press Send again.',
      nextToken: 'keep',
    });
    expect(timed.stored().some((stored) => stored.message === 'Sent at once')).toBe(false);
    await wait(1000);
    expect(await sendMessage(posted, at(timed.url))).toEqual({ received: true });
    expect(timed.stored().filter((stored) => stored.message === 'Sent at once')).toHaveLength(1);
  });

  it('says the form was open too long (400) for an expired token, and asks for a new one', async () => {
    const token = await newToken(timed.url);
    await wait(2100);
    expect(await sendMessage(form({ ...ada, message: 'Sent too late', token }), at(timed.url))).toEqual({
      received: false,
      status: 400,
      values: { ...ada, message: 'Sent too late' },
      errors: {},
      problem: 'This form was open too long to be sent. Your message is still here: press Send again.',
      nextToken: 'new',
    });
    expect(timed.stored().some((stored) => stored.message === 'Sent too late')).toBe(false);
  });

  it('says the form was already used (409) when its token comes back with other content, keeping both messages apart', async () => {
    const token = await newToken(service.url);
    expect(await sendMessage(form({ ...ada, message: 'First of two', token }), at(service.url))).toEqual({ received: true });
    const outcome = await sendMessage(form({ ...ada, message: 'Second, edited', token }), at(service.url));
    expect(outcome).toEqual({ received: false, status: 409, values: { ...ada, message: 'Second, edited' }, problem: 'This form was already used to send another message. Press Send to send this one too.', nextToken: 'renew' });
    expect(service.stored().map((stored) => stored.message)).toContain('First of two');
    expect(service.stored().map((stored) => stored.message)).not.toContain('Second, edited');
  });

  it("passes on the service's limit (429) with its Retry-After, keeping the message", async () => {
    const visitor = at(limited.url, '198.51.100.20');
    expect(await sendMessage(form({ ...ada, message: 'One', token: (await formToken(visitor)).token }), visitor)).toEqual({ received: true });
    const outcome = await sendMessage(form({ ...ada, message: 'Two', token: (await formToken(visitor)).token }), visitor);
    expect(outcome).toEqual({
      received: false,
      status: 429,
      values: { ...ada, message: 'Two' },
      problem: 'You have sent several messages in a short time. Your message is still here: send it again in a few minutes.',
      retryAfter: expect.stringMatching(/^\d+$/),
      nextToken: 'keep',
    });
    expect(Number(outcome.received ? 0 : outcome.retryAfter)).toBeGreaterThan(500);
  });

  it("sends the visitor's address on (X-Forwarded-For): each visitor has a limit of their own", async () => {
    const [first, second] = [at(limited.url, '192.0.2.31'), at(limited.url, '192.0.2.32')];
    expect(await sendMessage(form({ ...ada, message: 'From the first', token: (await formToken(first)).token }), first)).toEqual({ received: true });
    expect(await sendMessage(form({ ...ada, message: 'From the second', token: (await formToken(second)).token }), second)).toEqual({ received: true });
    expect(await sendMessage(form({ ...ada, message: 'First again', token: (await formToken(first)).token }), first)).toMatchObject({ received: false, status: 429 });
    expect(limited.stored().map((stored) => stored.message)).toEqual(expect.arrayContaining(['From the first', 'From the second']));
  });

  it('says the message could not be sent now (503, Retry-After) when the service does not answer, keeping it', async () => {
    const outcome = await sendMessage(form({ ...ada, token: 'v1.x' }), at(DOWN_SERVICE));
    expect(outcome).toEqual({
      received: false,
      status: 503,
      values: ada,
      problem: 'Your message could not be sent just now: the contact service is not answering. It is still here; try again in a moment.',
      retryAfter: '10',
      nextToken: 'keep',
    });
  });
});

describe('nextPageToken', () => {
  it("keeps the posted token, renews it with the form's issue time, or gets a new form's", async () => {
    const posted = await formToken(at(service.url));
    await wait(20);
    expect(await nextPageToken('keep', posted.token, at(service.url))).toEqual({ token: posted.token });
    const renewed = await nextPageToken('renew', posted.token, at(service.url));
    expect(renewed?.token).not.toBe(posted.token);
    expect([issuedAt(renewed?.token ?? ''), renewed?.expiresAt]).toEqual([issuedAt(posted.token), posted.expiresAt]);
    const fresh = await nextPageToken('new', posted.token, at(service.url));
    expect(issuedAt(fresh?.token ?? '')).toBeGreaterThan(issuedAt(posted.token));
  });

  it('gives none when the service cannot give one', async () => {
    expect(await nextPageToken('new', 'v1.x', at(DOWN_SERVICE))).toBeUndefined();
  });
});
