import type { ContactMessageReceived, ContactValidationErrorBody } from '@worldatlas/contracts';
import type { FastifyInstance } from 'fastify';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DATABASE_KINDS } from '../../../test/databases';
import { aMessage, logCapture, newToken, SECRET, submit, useTestApp } from '../../../test/helper';
import { listMessages } from '../../store/messages';
import { issueFormToken } from '../../token/form-token';

const idsStored = async (app: FastifyInstance) => (await listMessages(app.database.db)).map((message) => message.id);

/** A token issued `ageMs` ago, signed as the app signs its own. */
const tokenAged = (ageMs: number) => issueFormToken(SECRET, Date.now() - ageMs).token;
const TIMING = { minAgeMs: 3000, maxAgeMs: 86_400_000 };
/** The log lines written since line `from`, read. */
const linesSince = (lines: string[], from: number) => lines.slice(from).map((line) => JSON.parse(line) as Record<string, unknown>);

describe.each(DATABASE_KINDS)('POST /v1/messages: robots refused quietly, and forms sent too soon or too late [%s]', (kind) => {
  const logs = logCapture();
  const { app } = useTestApp(kind, { tokenTiming: TIMING, logLevel: 'info', logStream: logs.stream });

  it('answers a filled honeypot 201 like a stored message, stores nothing, and logs a counter without the content', async () => {
    const before = logs.lines.length;
    const response = await submit(app(), aMessage(tokenAged(10_000), { website: 'https://spam.example' }));
    expect(response.statusCode).toBe(201);
    const { id, receivedAt } = response.json<ContactMessageReceived>();
    expect([id, Date.parse(receivedAt) > 0]).toEqual([expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), true]);
    expect(await idsStored(app())).not.toContain(id);
    expect(linesSince(logs.lines, before)).toEqual([expect.objectContaining({ msg: 'submission refused', reason: 'honeypot', refused: expect.objectContaining({ honeypot: expect.any(Number) }) })]);
  });

  it.each([
    ['sent 1 s after the form was served', () => tokenAged(1000), 'too-soon', 'was sent sooner after the form was served than a person fills it; send it again in a moment'],
    ['sent with a token from tomorrow', () => tokenAged(-86_400_000), 'too-soon', 'was sent sooner after the form was served than a person fills it; send it again in a moment'],
    ['sent 25 hours after the form was served', () => tokenAged(25 * 3_600_000), 'expired', 'has expired: the form was open too long; get a new one'],
  ])('%s: answered 400 naming the token and the rule, so a person sends it again; nothing stored, a counter logged without the content', async (_case, token, rule, message) => {
    const before = logs.lines.length;
    const response = await submit(app(), aMessage(token()));
    expect(response.statusCode).toBe(400);
    expect(response.json<ContactValidationErrorBody>().errors).toEqual([{ field: 'token', rule, message }]);
    expect(await listMessages(app().database.db)).toEqual([]);
    expect(linesSince(logs.lines, before)).toEqual([expect.objectContaining({ msg: 'submission refused', reason: rule, refused: expect.objectContaining({ [rule]: expect.any(Number) }) })]);
    expect(logs.lines.join('\n')).not.toMatch(/Alice|alice@example|Nepal/);
  });

  it('stores a message sent too soon once it is sent again, unchanged, a moment later', async () => {
    const token = tokenAged(2500);
    expect((await submit(app(), aMessage(token))).statusCode).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 600));
    const again = await submit(app(), aMessage(token));
    expect(again.statusCode).toBe(201);
    expect(await idsStored(app())).toContain(again.json<ContactMessageReceived>().id);
  });

  it('stores a message sent 3 s after its form was served, and one sent after 23 hours', async () => {
    for (const age of [3000, 23 * 3_600_000]) {
      const response = await submit(app(), aMessage(tokenAged(age)));
      expect(response.statusCode).toBe(201);
      expect(await idsStored(app())).toContain(response.json<ContactMessageReceived>().id);
    }
  });
});

describe.each(DATABASE_KINDS)('POST /v1/messages: refusals counted by reason [%s]', (kind) => {
  const logs = logCapture();
  const { app } = useTestApp(kind, { tokenTiming: TIMING, logLevel: 'info', logStream: logs.stream });

  it('counts each reason on its own', async () => {
    for (const body of [aMessage(tokenAged(10_000), { website: 'x' }), aMessage(tokenAged(1000)), aMessage(tokenAged(-60_000)), aMessage(tokenAged(25 * 3_600_000))]) await submit(app(), body);
    const counters = linesSince(logs.lines, 0).map((line) => line.refused);
    expect(counters.at(-1)).toEqual({ honeypot: 1, 'too-soon': 2, expired: 1 });
    expect(counters).toHaveLength(4);
  });
});

describe.each(DATABASE_KINDS)('POST /v1/messages: 5 messages in 10 minutes per address [%s]', (kind) => {
  const { app } = useTestApp(kind, { submissionLimit: { max: 5, windowMs: 600_000 }, trustProxy: ['10.0.0.2'] });
  const send = async (ip: string, headers: Record<string, string> = {}) => submit(app(), aMessage(await newToken(app())), ip, headers);

  it('stores five from one address, answers the sixth 429 with Retry-After and a sentence, and stores nothing more', async () => {
    for (let n = 0; n < 5; n += 1) expect((await send('192.0.2.10')).statusCode).toBe(201);
    const count = (await idsStored(app())).length;
    const sixth = await send('192.0.2.10');
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(590);
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(sixth.json()).toEqual({ status: 429, message: expect.stringMatching(/^Too Many Requests: more than 5 messages in 10 minutes from one address; retry in \d+ s$/) });
    expect(await idsStored(app())).toHaveLength(count);
    // Another address is not held back.
    expect((await send('192.0.2.11')).statusCode).toBe(201);
  });

  it('still answers a repeat of a stored message as first answered, past the limit: a double click costs nothing', async () => {
    const token = await newToken(app());
    const first = await submit(app(), aMessage(token), '192.0.2.20');
    for (let n = 0; n < 4; n += 1) await send('192.0.2.20');
    expect((await send('192.0.2.20')).statusCode).toBe(429);
    const again = await submit(app(), aMessage(token), '192.0.2.20');
    expect([again.statusCode, again.body]).toEqual([200, first.body]);
  });

  it("spends nothing of an address's limit on robots (the honeypot), forms sent too soon or invalid bodies", async () => {
    for (let n = 0; n < 10; n += 1) expect((await submit(app(), { name: '' }, '192.0.2.30')).statusCode).toBe(400);
    for (let n = 0; n < 10; n += 1) expect((await submit(app(), aMessage(await newToken(app()), { website: 'x' }), '192.0.2.30')).statusCode).toBe(201);
    for (let n = 0; n < 10; n += 1) expect((await submit(app(), aMessage(tokenAged(-60_000)), '192.0.2.30')).statusCode).toBe(400);
    for (let n = 0; n < 5; n += 1) expect((await send('192.0.2.30')).statusCode).toBe(201);
    expect((await send('192.0.2.30')).statusCode).toBe(429);
  });

  it('counts IPv6 clients by their /64 network', async () => {
    for (let n = 1; n <= 5; n += 1) expect((await send(`2001:db8:1:2::${n}`)).statusCode).toBe(201);
    expect((await send('2001:db8:1:2:ffff::1')).statusCode).toBe(429);
    expect((await send('2001:db8:1:3::1')).statusCode).toBe(201);
  });

  it('takes the address from X-Forwarded-For only when a trusted proxy sends it', async () => {
    // From the trusted render server: each visitor counted on their own.
    for (let n = 0; n < 5; n += 1) expect((await send('10.0.0.2', { 'x-forwarded-for': '198.51.100.7' })).statusCode).toBe(201);
    expect((await send('10.0.0.2', { 'x-forwarded-for': '198.51.100.7' })).statusCode).toBe(429);
    expect((await send('10.0.0.2', { 'x-forwarded-for': '198.51.100.8' })).statusCode).toBe(201);
    // From anyone else, the header is ignored: a new address per request buys nothing.
    for (let n = 0; n < 5; n += 1) expect((await send('192.0.2.40', { 'x-forwarded-for': `203.0.113.${n}` })).statusCode).toBe(201);
    expect((await send('192.0.2.40', { 'x-forwarded-for': '203.0.113.99' })).statusCode).toBe(429);
  });
});

describe.each(DATABASE_KINDS)('POST /v1/messages: X-Forwarded-For believed from the trusted proxy alone, over real connections [%s]', (kind) => {
  const { app } = useTestApp(kind, { submissionLimit: { max: 2, windowMs: 600_000 }, trustProxy: ['127.0.0.1'] });
  let port = 0;
  beforeAll(async () => {
    await app().listen({ host: '127.0.0.1', port: 0 });
    port = (app().server.address() as AddressInfo).port;
  });

  /** Sends a message over a connection from `localAddress` (a loopback address of this machine), claiming to be `forwardedFor`. */
  async function sendFrom(localAddress: string, forwardedFor: string): Promise<number> {
    const body = JSON.stringify(aMessage(await newToken(app())));
    return new Promise((resolve, reject) => {
      const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-forwarded-for': forwardedFor };
      const sent = request({ host: '127.0.0.1', port, localAddress, method: 'POST', path: '/v1/messages', headers, agent: false }, (response) => {
        response.resume().on('end', () => resolve(response.statusCode ?? 0));
      });
      sent.on('error', reject).end(body);
    });
  }

  it('counts a client that is not the proxy as its own address, whatever it claims', async () => {
    expect(await sendFrom('127.0.0.2', '203.0.113.1')).toBe(201);
    expect(await sendFrom('127.0.0.2', '203.0.113.2')).toBe(201);
    expect(await sendFrom('127.0.0.2', '203.0.113.3')).toBe(429);
  });

  it("believes the proxy's claim: each visitor it names is counted apart", async () => {
    for (const visitor of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      expect(await sendFrom('127.0.0.1', visitor)).toBe(201);
      expect(await sendFrom('127.0.0.1', visitor)).toBe(201);
    }
    expect(await sendFrom('127.0.0.1', '198.51.100.1')).toBe(429);
  });
});
