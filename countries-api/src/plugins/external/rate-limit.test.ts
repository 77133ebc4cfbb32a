import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../../app';
import { DATA_DIR, PUBLIC_URL } from '../../../test/helper';

const LIST = '/v3.1/all?fields=name,population,region,capital,flags';
const TOO_MANY = { status: 429, message: expect.stringMatching(/^Too Many Requests: more than \d+ requests in \d+ s from one address; retry in /) };

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

/** The real app with `options`, silent. */
async function start(options: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  app = await buildApp({ dataDir: DATA_DIR, publicUrl: PUBLIC_URL, logLevel: 'silent', ...options });
  return app;
}

/** Status codes of `count` GETs of `url` from `headers`' client, in order. */
async function statuses(server: FastifyInstance, url: string, count: number, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) {
  const codes: number[] = [];
  for (let index = 0; index < count; index += 1) codes.push((await server.inject({ url, ...options })).statusCode);
  return codes;
}

describe('rate limit per client address', () => {
  it('allows 600 requests a minute by default and answers the 601st 429 in v3.1 shape, with Retry-After and CORS', async () => {
    const server = await start();
    expect(new Set(await statuses(server, '/healthz', 600))).toEqual(new Set([200]));
    const refused = await server.inject({ url: LIST, headers: { origin: 'http://elsewhere.example' } });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(refused.json()).toEqual(TOO_MANY);
    expect(refused.json<{ message: string }>().message).toMatch(/more than 600 requests in 60 s/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.headers['access-control-allow-origin']).toBe('*');
    expect(refused.headers['cache-control']).toBeUndefined();
  });

  it('counts answers the response cache gives before routing, and keeps counters out of the answers that pass', async () => {
    const server = await start({ rateLimit: { max: 3, windowMs: 60_000 } });
    const first = await server.inject(LIST);
    expect(first.headers['x-ratelimit-remaining']).toBeUndefined();
    // The second and third are answered from the cache's URL index, in its onRequest hook.
    expect(await statuses(server, LIST, 3)).toEqual([200, 200, 429]);
    expect((await server.inject('/v3.1/name/atlantis')).json()).toEqual(TOO_MANY);
  });

  it('limits each address on its own; X-Forwarded-For counts only from a trusted proxy', async () => {
    const direct = await start({ rateLimit: { max: 2, windowMs: 60_000 } });
    // Not trusted: a client cannot get a fresh counter by naming another address.
    const spoofed = ['198.51.100.1', '198.51.100.2', '198.51.100.3'].map((address) => ({ 'x-forwarded-for': address }));
    const codes = [];
    for (const headers of spoofed) codes.push((await direct.inject({ url: '/healthz', headers })).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    expect(await statuses(direct, '/healthz', 1, { remoteAddress: '203.0.113.9' })).toEqual([200]);
    await direct.close();

    const proxied = await start({ rateLimit: { max: 2, windowMs: 60_000 }, trustProxy: ['127.0.0.1'] });
    const fromProxy = (client: string) => ({ headers: { 'x-forwarded-for': client } });
    expect(await statuses(proxied, '/healthz', 3, fromProxy('198.51.100.1'))).toEqual([200, 200, 429]);
    expect(await statuses(proxied, '/healthz', 2, fromProxy('198.51.100.2'))).toEqual([200, 200]);
    // The same header from an address that is not a trusted proxy is ignored: that address is counted.
    const untrusted = { remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': '198.51.100.77' } };
    expect(await statuses(proxied, '/healthz', 3, untrusted)).toEqual([200, 200, 429]);
  });

  it('lets the address in again once its window has passed', async () => {
    const server = await start({ rateLimit: { max: 1, windowMs: 1000 } });
    expect(await statuses(server, '/healthz', 2)).toEqual([200, 429]);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await statuses(server, '/healthz', 1)).toEqual([200]);
  });
});
