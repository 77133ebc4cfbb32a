import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../../app';
import { TEST_APP_OPTIONS } from '../../../test/helper';

const LIST = '/v3.1/all?fields=name,population,region,capital,flags';
const TOO_MANY = { status: 429, message: expect.stringMatching(/^Too Many Requests: more than \d+ requests( for answers not cached)? in \d+ s from one address; retry in \d+ s$/) };

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

/** The real app with `options`, silent. */
async function start(options: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  app = await buildApp({ ...TEST_APP_OPTIONS, ...options });
  return app;
}

type InjectOptions = { remoteAddress?: string; headers?: Record<string, string> };

/** Status codes of GETs of `urls`, in order, from `options`' client. */
async function statusesOf(server: FastifyInstance, urls: string[], options: InjectOptions = {}) {
  const codes: number[] = [];
  for (const url of urls) codes.push((await server.inject({ url, ...options })).statusCode);
  return codes;
}

/** Status codes of `count` GETs of `url`. */
const statuses = (server: FastifyInstance, url: string, count: number, options: InjectOptions = {}) =>
  statusesOf(server, Array.from({ length: count }, () => url), options);

/** `count` names no country has, each a new answer for the cache: `/v3.1/name/nowhere-0`… */
const uniqueMisses = (count: number, from = 0) => Array.from({ length: count }, (_, index) => `/v3.1/name/nowhere-${from + index}`);

describe('rate limit per client address', () => {
  it('refuses a client asking for ever new answers after 600 a minute, in v3.1 shape with Retry-After and CORS', async () => {
    const server = await start();
    // 404s are answers too: every unknown name is computed and kept.
    expect(new Set(await statusesOf(server, uniqueMisses(600)))).toEqual(new Set([404]));
    const refused = await server.inject({ url: uniqueMisses(1, 600)[0], headers: { origin: 'http://elsewhere.example' } });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(refused.json()).toEqual(TOO_MANY);
    expect(refused.json<{ message: string }>().message).toMatch(/more than 600 requests for answers not cached in 60 s/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.headers['access-control-allow-origin']).toBe('*');
    expect(refused.headers['cache-control']).toBeUndefined();
    // Answers already cached are still served to it, within the wider budget.
    expect(await statuses(server, uniqueMisses(1)[0] ?? '', 3)).toEqual([404, 404, 404]);
    // Another address is not affected.
    expect(await statusesOf(server, uniqueMisses(3, 1000), { remoteAddress: '203.0.113.9' })).toEqual([404, 404, 404]);
  });

  it('serves cached answers to one address well past the budget of new ones (20 times it), up to the budget of all answers', async () => {
    // The default budgets (12 000 answers and 600 new ones a minute, config.test.ts) scaled down by ten,
    // so the requests fit well inside the window on a loaded machine.
    const server = await start({ rateLimit: { max: 1200, missMax: 60, windowMs: 60_000 } });
    const codes = await statuses(server, LIST, 1200);
    expect(codes.filter((code) => code !== 200)).toEqual([]);
    const refused = await server.inject(LIST);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    expect(refused.json<{ message: string }>().message).toMatch(/more than 1200 requests in 60 s/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('counts as new what the cache has not answered by URL: other spellings of a cached answer, unknown paths and bad input', async () => {
    const server = await start({ rateLimit: { max: 100, missMax: 4, windowMs: 60_000 } });
    const urls = [LIST, `${LIST}&lang=en`, '/nowhere', '/v3.1/name/x?fullText=maybe', LIST, LIST, '/v3.1/name/nepal'];
    expect(await statusesOf(server, urls)).toEqual([200, 200, 404, 400, 200, 200, 429]);
  });

  it('does not count flag images, without a hash or with one', async () => {
    const server = await start({ rateLimit: { max: 2, missMax: 2, windowMs: 60_000 } });
    const nepal = (await server.inject('/v3.1/alpha/np?fields=flags')).json<{ flags: { svg: string } }>();
    const hashed = new URL(nepal?.flags.svg ?? 'http://api.test/').pathname;
    expect(await statuses(server, hashed, 50)).toEqual(Array.from({ length: 50 }, () => 200));
    expect(await statuses(server, '/flags/np.png', 50)).toEqual(Array.from({ length: 50 }, () => 200));
    expect(await statuses(server, '/v3.1/alpha/np?fields=flags', 2)).toEqual([200, 429]);
  });

  it('counts answers the response cache gives before routing, and keeps counters out of the answers that pass', async () => {
    const server = await start({ rateLimit: { max: 3, missMax: 3, windowMs: 60_000 } });
    const first = await server.inject(LIST);
    expect(first.headers['x-ratelimit-remaining']).toBeUndefined();
    // The second and third are answered from the cache's URL index, in its onRequest hook.
    expect(await statuses(server, LIST, 3)).toEqual([200, 200, 429]);
    expect((await server.inject('/v3.1/name/atlantis')).json()).toEqual(TOO_MANY);
  });

  it('limits each address on its own; X-Forwarded-For counts only from a trusted proxy', async () => {
    const limit = { max: 2, missMax: 2, windowMs: 60_000 };
    const direct = await start({ rateLimit: limit });
    // Not trusted: a client cannot get a fresh counter by naming another address.
    const spoofed = ['198.51.100.1', '198.51.100.2', '198.51.100.3'].map((address) => ({ 'x-forwarded-for': address }));
    const codes = [];
    for (const headers of spoofed) codes.push((await direct.inject({ url: '/healthz', headers })).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    expect(await statuses(direct, '/healthz', 1, { remoteAddress: '203.0.113.9' })).toEqual([200]);
    await direct.close();

    const proxied = await start({ rateLimit: limit, trustProxy: ['127.0.0.1'] });
    const fromProxy = (client: string) => ({ headers: { 'x-forwarded-for': client } });
    expect(await statuses(proxied, '/healthz', 3, fromProxy('198.51.100.1'))).toEqual([200, 200, 429]);
    expect(await statuses(proxied, '/healthz', 2, fromProxy('198.51.100.2'))).toEqual([200, 200]);
    // The same header from an address that is not a trusted proxy is ignored: that address is counted.
    const untrusted = { remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': '198.51.100.77' } };
    expect(await statuses(proxied, '/healthz', 3, untrusted)).toEqual([200, 200, 429]);
  });

  it('counts an IPv6 client by its /64 network and an IPv4-mapped one by its IPv4 address, in both budgets', async () => {
    const server = await start({ rateLimit: { max: 2, missMax: 100, windowMs: 60_000 } });
    const from = (remoteAddress: string) => ({ remoteAddress });
    expect(await statuses(server, '/healthz', 1, from('2001:db8:0:1::1'))).toEqual([200]);
    expect(await statuses(server, '/healthz', 2, from('2001:db8:0:1:ffff::2'))).toEqual([200, 429]);
    expect(await statuses(server, '/healthz', 2, from('2001:db8:0:2::1'))).toEqual([200, 200]);
    expect(await statuses(server, '/healthz', 2, from('192.0.2.7'))).toEqual([200, 200]);
    expect(await statuses(server, '/healthz', 1, from('::ffff:192.0.2.7'))).toEqual([429]);
    await server.close();

    const misses = await start({ rateLimit: { max: 100, missMax: 2, windowMs: 60_000 } });
    expect(await statusesOf(misses, uniqueMisses(2), from('2001:db8:0:1::1'))).toEqual([404, 404]);
    expect(await statusesOf(misses, uniqueMisses(1, 2), from('2001:db8:0:1::9'))).toEqual([429]);
  });

  it('lets the address in again once its window has passed', async () => {
    const server = await start({ rateLimit: { max: 1, missMax: 1, windowMs: 1000 } });
    expect(await statuses(server, '/healthz', 2)).toEqual([200, 429]);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await statuses(server, '/healthz', 1)).toEqual([200]);
  });
});
