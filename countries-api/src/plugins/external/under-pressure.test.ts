import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../../app';
import { DATA_DIR, PUBLIC_URL } from '../../../test/helper';
import type { PressureLimits } from './under-pressure';

const LIST = '/v3.1/all?fields=name,population,region,capital,flags';
const NONE: PressureLimits = { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0, maxRssBytes: 0, sampleIntervalMs: 50 };
const MIB = 1024 * 1024;

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

async function start(pressure: PressureLimits, options: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  app = await buildApp({ dataDir: DATA_DIR, publicUrl: PUBLIC_URL, logLevel: 'silent', pressure, ...options });
  return app;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Keeps the event loop busy for `ms`, as a long synchronous task would. */
function blockEventLoop(ms: number): void {
  const end = Date.now() + ms;
  while (Date.now() < end);
}

/** Blocks the event loop until `url` is answered 503 (the lag is measured every 50 ms), and returns that answer. */
async function lagUntilShed(server: FastifyInstance, url: string) {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    blockEventLoop(300);
    // Let the overdue timers run first, the pressure sample among them.
    await new Promise((resolve) => setImmediate(resolve));
    const response = await server.inject({ url, headers: { origin: 'http://elsewhere.example' } });
    if (response.statusCode === 503) return response;
  }
  throw new Error(`${url} was never answered 503 while the event loop lagged`);
}

/**
 * Waits until `url` is answered 200: a loop that has been idle for a few samples serves again. The
 * loop of a test process on a busy machine lags too, now and then; this waits that out (up to 3 s).
 */
async function untilServed(server: FastifyInstance, url: string): Promise<number> {
  let status = 0;
  for (let attempt = 0; attempt < 30 && status !== 200; attempt += 1) {
    if (attempt > 0) await sleep(100);
    status = (await server.inject(url)).statusCode;
  }
  return status;
}

describe('load shedding', () => {
  it('answers 503 in v3.1 shape with Retry-After, CORS and no caching while the event loop lags, then serves again', async () => {
    const server = await start({ ...NONE, maxEventLoopDelayMs: 30 });
    expect(await untilServed(server, LIST)).toBe(200);
    const shed = await lagUntilShed(server, LIST);
    expect(shed.json()).toEqual({ status: 503, message: expect.stringMatching(/^Service Unavailable: the event loop is (more than )?\d+ ms behind, over the 30 ms limit$/) });
    expect(shed.headers['retry-after']).toBe('10');
    expect(shed.headers['access-control-allow-origin']).toBe('*');
    expect(shed.headers['cache-control']).toBe('no-store');
    // Once the loop has been idle for a few samples, answers come back.
    expect(await untilServed(server, LIST)).toBe(200);
  });

  it('reports the lag on /healthz', async () => {
    const server = await start({ ...NONE, maxEventLoopDelayMs: 30 });
    const health = await lagUntilShed(server, '/healthz');
    expect(health.json<{ message: string }>().message).toMatch(/event loop is (more than )?\d+ ms behind/);
  });

  it('answers 503 while memory is over its limit, on cached answers and /healthz too, saying which limit', async () => {
    // Any running process holds more than 1 MiB: the real measure is over the limit from the first sample.
    const server = await start({ ...NONE, maxRssBytes: MIB });
    await server.ready();
    await sleep(120);
    for (const url of [LIST, LIST, '/healthz', '/flags/np.svg', '/nowhere']) {
      const response = await server.inject(url);
      expect([url, response.statusCode]).toEqual([url, 503]);
      expect(response.json()).toEqual({ status: 503, message: expect.stringMatching(/^Service Unavailable: \d+\.\d MiB resident, over the 1\.0 MiB limit$/) });
    }
    await server.close();

    const heap = await start({ ...NONE, maxHeapUsedBytes: MIB });
    await heap.ready();
    await sleep(120);
    expect((await heap.inject('/healthz')).json<{ message: string }>().message).toMatch(/MiB of heap in use, over the 1\.0 MiB limit$/);
  });

  it('sheds before the rate limit counts', async () => {
    const server = await start({ ...NONE, maxRssBytes: MIB }, { rateLimit: { max: 1, missMax: 1, windowMs: 60_000 } });
    await server.ready();
    await sleep(120);
    const codes = [];
    for (let index = 0; index < 3; index += 1) codes.push((await server.inject('/healthz')).statusCode);
    expect(codes).toEqual([503, 503, 503]);
  });
});
