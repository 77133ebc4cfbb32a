import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../../app';
import { DATA_DIR, PUBLIC_URL } from '../../../test/helper';
import { type PressureLimits, SERVICE_UNAVAILABLE } from './under-pressure';

const LIST = '/v3.1/all?fields=name,population,region,capital,flags';
const NONE: PressureLimits = { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0, maxRssBytes: 0, sampleIntervalMs: 50 };
const MIB = 1024 * 1024;
/**
 * The lag limit of these tests, ms, and how long they block the loop to pass it: far apart, so a
 * test process that lags on its own on a busy machine neither misses the limit nor stays over it.
 */
const LAG_LIMIT_MS = 200;
const BLOCK_MS = 5 * LAG_LIMIT_MS;

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
    blockEventLoop(BLOCK_MS);
    // Let the overdue timers run first, the pressure sample among them.
    await new Promise((resolve) => setImmediate(resolve));
    const response = await server.inject({ url, headers: { origin: 'http://elsewhere.example' } });
    if (response.statusCode === 503) return response;
  }
  throw new Error(`${url} was never answered 503 while the event loop lagged`);
}

/**
 * Waits until `url` is answered 200: a loop that has been idle for a few samples serves again. The
 * loop of a test process on a busy machine lags too, now and then; this waits that out (up to 10 s).
 */
async function untilServed(server: FastifyInstance, url: string): Promise<number> {
  let status = 0;
  for (let attempt = 0; attempt < 100 && status !== 200; attempt += 1) {
    if (attempt > 0) await sleep(100);
    status = (await server.inject(url)).statusCode;
  }
  return status;
}

describe('load shedding', () => {
  it('answers 503 in v3.1 shape with Retry-After, CORS and no caching while the event loop lags, then serves again', async () => {
    const server = await start({ ...NONE, maxEventLoopDelayMs: LAG_LIMIT_MS });
    expect(await untilServed(server, LIST)).toBe(200);
    const shed = await lagUntilShed(server, LIST);
    expect(shed.json()).toEqual({ status: 503, message: 'Service Unavailable' });
    expect(shed.headers['retry-after']).toBe('10');
    expect(shed.headers['access-control-allow-origin']).toBe('*');
    expect(shed.headers['cache-control']).toBe('no-store');
    // Once the loop has been idle for a few samples, answers come back.
    expect(await untilServed(server, LIST)).toBe(200);
  }, 30_000);

  it('answers /healthz 503 with the generic body while the loop lags, and logs the lag', async () => {
    const lines: string[] = [];
    const server = await start({ ...NONE, maxEventLoopDelayMs: LAG_LIMIT_MS }, { logLevel: 'warn', logStream: { write: (line) => lines.push(line) } });
    const health = await lagUntilShed(server, '/healthz');
    expect(health.json()).toEqual(SERVICE_UNAVAILABLE);
    expect(lines.map((line) => JSON.parse(line).msg)).toContainEqual(
      expect.stringMatching(/^shedding load \(503\): the event loop is (more than )?\d+ ms behind, over the 200 ms limit;/),
    );
  }, 30_000);

  it('answers 503 while memory is over its limit, on cached answers and /healthz too, without the figures', async () => {
    // Any running process holds more than 1 MiB: the real measure is over the limit from the first sample.
    const server = await start({ ...NONE, maxRssBytes: MIB });
    await server.ready();
    await sleep(120);
    for (const url of [LIST, LIST, '/healthz', '/flags/np.svg', '/nowhere']) {
      const response = await server.inject(url);
      expect([url, response.statusCode, response.headers['retry-after']]).toEqual([url, 503, '10']);
      expect(response.json()).toEqual({ status: 503, message: 'Service Unavailable' });
      expect(response.body).not.toMatch(/MiB|limit/);
    }
  });

  it('logs why it sheds, with the figures and the limit, once per interval rather than once per request', async () => {
    // The app's own logger, written to a stream the test reads: the same path as the server's stdout.
    const lines: string[] = [];
    const server = await start({ ...NONE, maxRssBytes: MIB }, { logLevel: 'info', logStream: { write: (line) => lines.push(line) } });
    await server.ready();
    await sleep(120);
    for (let index = 0; index < 20; index += 1) expect((await server.inject(LIST)).statusCode).toBe(503);
    const shedLines = lines.map((line) => JSON.parse(line)).filter((entry) => /^shedding load/.test(entry.msg));
    expect(shedLines).toHaveLength(1);
    expect(shedLines[0]).toMatchObject({ level: 40, pressure: { type: 'rssBytes', value: expect.any(Number) }, shed: 1 });
    expect(shedLines[0].msg).toMatch(/^shedding load \(503\): \d+\.\d MiB resident, over the 1\.0 MiB limit; 1 request\(s\) refused since the last line$/);
    await server.close();

    lines.length = 0;
    const heap = await start({ ...NONE, maxHeapUsedBytes: MIB }, { logLevel: 'warn', logStream: { write: (line) => lines.push(line) } });
    await heap.ready();
    await sleep(120);
    expect((await heap.inject('/healthz')).json()).toEqual(SERVICE_UNAVAILABLE);
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual([expect.stringMatching(/MiB of heap in use, over the 1\.0 MiB limit;/)]);
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
