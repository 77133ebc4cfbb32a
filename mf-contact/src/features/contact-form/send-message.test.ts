import { type RunningContactApi, startContactApi } from '../../../../contact-api/test/contact-service';
import { DOWN_SERVICE } from '../../test/contact-api';
import { type ContactService, formToken, sendMessage } from './send-message';

// sendMessage and formToken against the real contact service (contact-api's build): one as deployed
// behind the render server, and one that trusts this machine as its proxy and takes one message per
// visitor, to see the visitor's address arrive and the limit answer.
let service: RunningContactApi;
let limited: RunningContactApi;
beforeAll(async () => {
  [service, limited] = await Promise.all([startContactApi(), startContactApi({ TRUST_PROXY: '127.0.0.1', CONTACT_RATE_LIMIT_MAX: '1' })]);
});
afterAll(() => Promise.all([service?.stop(), limited?.stop()]));

const at = (baseUrl: string, visitorAddress = '198.51.100.1'): ContactService => ({ baseUrl, fetch, visitorAddress });

/** The form as the browser posts it. */
function form(fields: { userName: string; Email: string; message: string; token: string; website?: string }): FormData {
  const posted = new FormData();
  for (const [name, value] of Object.entries({ website: '', ...fields })) posted.append(name, value);
  return posted;
}

const ada = { userName: 'Ada Lovelace', Email: 'ada@example.org', message: 'Which country has the most borders?' };

describe('formToken', () => {
  it("gives a new signed token from the contact service each time it is asked", async () => {
    const [first, second] = await Promise.all([formToken(at(service.url)), formToken(at(service.url))]);
    expect(first).toMatch(/^v1\.\d+\.[\w-]+\.[\w-]+$/);
    expect(second).not.toBe(first);
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
    const posted = form({ ...ada, token: await formToken(at(service.url)) });
    expect(await sendMessage(posted, at(service.url))).toEqual({ received: true });
    expect(await sendMessage(posted, at(service.url))).toEqual({ received: true });
    expect(service.stored().filter((stored) => stored.message === ada.message)).toEqual([expect.objectContaining({ name: ada.userName, email: ada.Email })]);
  });

  it("maps each field the service refuses (400) to the form's field, with a sentence, and gives back what was typed", async () => {
    const typed = { userName: 'x'.repeat(101), Email: 'grace@localhost', message: '   ' };
    const outcome = await sendMessage(form({ ...typed, token: await formToken(at(service.url)) }), at(service.url));
    expect(outcome).toEqual({
      received: false,
      status: 400,
      values: typed,
      errors: { userName: 'Must be at most 100 characters.', Email: 'Enter an e-mail address, like name@example.org.', message: 'Must contain a visible character.' },
      problem: undefined,
    });
  });

  it('says the form was open too long for a token the service did not sign (400), keeping the message', async () => {
    const token = await formToken(at(service.url));
    const altered = `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    const outcome = await sendMessage(form({ ...ada, message: 'An altered token', token: altered }), at(service.url));
    expect(outcome).toEqual({ received: false, status: 400, values: { ...ada, message: 'An altered token' }, errors: {}, problem: 'This form was open too long to be sent. Your message is still here: press Send again.' });
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
    });
  });

  it('says the form was already used (409) when its token comes back with other content, keeping both messages apart', async () => {
    const token = await formToken(at(service.url));
    expect(await sendMessage(form({ ...ada, message: 'First of two', token }), at(service.url))).toEqual({ received: true });
    const outcome = await sendMessage(form({ ...ada, message: 'Second, edited', token }), at(service.url));
    expect(outcome).toEqual({ received: false, status: 409, values: { ...ada, message: 'Second, edited' }, problem: 'This form was already used to send another message. Press Send to send this one too.' });
    expect(service.stored().map((stored) => stored.message)).toContain('First of two');
    expect(service.stored().map((stored) => stored.message)).not.toContain('Second, edited');
  });

  it("passes on the service's limit (429) with its Retry-After, keeping the message", async () => {
    const visitor = at(limited.url, '198.51.100.20');
    expect(await sendMessage(form({ ...ada, message: 'One', token: await formToken(visitor) }), visitor)).toEqual({ received: true });
    const outcome = await sendMessage(form({ ...ada, message: 'Two', token: await formToken(visitor) }), visitor);
    expect(outcome).toEqual({
      received: false,
      status: 429,
      values: { ...ada, message: 'Two' },
      problem: 'You have sent several messages in a short time. Your message is still here: send it again in a few minutes.',
      retryAfter: expect.stringMatching(/^\d+$/),
    });
    expect(Number(outcome.received ? 0 : outcome.retryAfter)).toBeGreaterThan(500);
  });

  it("sends the visitor's address on (X-Forwarded-For): each visitor has a limit of their own", async () => {
    const [first, second] = [at(limited.url, '192.0.2.31'), at(limited.url, '192.0.2.32')];
    expect(await sendMessage(form({ ...ada, message: 'From the first', token: await formToken(first) }), first)).toEqual({ received: true });
    expect(await sendMessage(form({ ...ada, message: 'From the second', token: await formToken(second) }), second)).toEqual({ received: true });
    expect(await sendMessage(form({ ...ada, message: 'First again', token: await formToken(first) }), first)).toMatchObject({ received: false, status: 429 });
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
    });
  });
});
