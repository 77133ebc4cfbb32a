import type { ContactMessageReceived } from '@worldatlas/contracts';
import type { FastifyInstance } from 'fastify';
import { DATABASE_KINDS } from '../../../test/databases';
import { aMessage, logCapture, newToken, SECRET, submit, useTestApp } from '../../../test/helper';
import { listMessages } from '../../store/messages';
import { issueFormToken } from '../../token/form-token';

const idsStored = async (app: FastifyInstance) => (await listMessages(app.database.db)).map((message) => message.id);

describe.each(DATABASE_KINDS)('POST /v1/messages: robots, refused quietly [%s]', (kind) => {
  const logs = logCapture();
  const { app } = useTestApp(kind, { tokenTiming: { minAgeMs: 3000, maxAgeMs: 86_400_000 }, logLevel: 'info', logStream: logs.stream });
  /** A token issued `ageMs` ago, signed as the app signs its own. */
  const tokenAged = (ageMs: number) => issueFormToken(SECRET, Date.now() - ageMs).token;

  it.each([
    ['the honeypot filled', () => aMessage(tokenAged(10_000), { website: 'https://spam.example' }), 'honeypot'],
    ['sent 1 s after the form was served', () => aMessage(tokenAged(1000)), 'too-fast'],
    ['sent with a token from tomorrow', () => aMessage(tokenAged(-86_400_000)), 'too-fast'],
    ['sent 25 hours after the form was served', () => aMessage(tokenAged(25 * 3_600_000)), 'too-old'],
  ])('%s: answered 201 like a stored message, not stored, a counter logged without the content', async (_case, body, reason) => {
    const before = logs.lines.length;
    const response = await submit(app(), body());
    expect(response.statusCode).toBe(201);
    const { id, receivedAt } = response.json<ContactMessageReceived>();
    expect([id, Date.parse(receivedAt) > 0]).toEqual([expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), true]);
    expect(await idsStored(app())).not.toContain(id);
    const logged = logs.lines.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toEqual([expect.objectContaining({ msg: 'submission refused quietly', reason, refusedQuietly: expect.objectContaining({ [reason]: expect.any(Number) }) })]);
  });

  it('counts each reason on its own', () => {
    const last = JSON.parse(logs.lines.at(-1) ?? '{}') as { refusedQuietly: Record<string, number> };
    expect(last.refusedQuietly).toEqual({ honeypot: 1, 'too-fast': 2, 'too-old': 1 });
  });

  it('stores a message sent 3 s after its form was served, and one sent after 23 hours', async () => {
    for (const age of [3000, 23 * 3_600_000]) {
      const response = await submit(app(), aMessage(tokenAged(age)));
      expect(response.statusCode).toBe(201);
      expect(await idsStored(app())).toContain(response.json<ContactMessageReceived>().id);
    }
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

  it('counts robots refused quietly too, but not bodies refused as invalid', async () => {
    for (let n = 0; n < 10; n += 1) expect((await submit(app(), { name: '' }, '192.0.2.30')).statusCode).toBe(400);
    for (let n = 0; n < 5; n += 1) expect((await submit(app(), aMessage(await newToken(app()), { website: 'x' }), '192.0.2.30')).statusCode).toBe(201);
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
