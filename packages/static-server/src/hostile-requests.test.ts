import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RuntimeConfig } from '@worldatlas/contracts';
import { sendRaw, type SocketAnswer, trickle } from '@worldatlas/service-kit/test/raw-socket';
import { buildStaticServer, contentSecurityPolicy, type StaticServerOptions } from './index';

const RUNTIME_CONFIG: RuntimeConfig = {
  remotes: { facts: 'http://127.0.0.1:3001/mf-manifest.json', countries: 'http://127.0.0.1:3002/mf-manifest.json', contact: 'http://127.0.0.1:3003/mf-manifest.json' },
  apiBaseUrl: 'http://127.0.0.1:4000',
};
const INDEX = '<!doctype html><title>home page</title><script type="application/json" id="runtime-config"></script>';
/** The headers every answer carries, a refusal included (a page's, as the nginx images send them). */
const SECURITY_HEADERS = {
  'content-security-policy': contentSecurityPolicy(RUNTIME_CONFIG),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'access-control-allow-origin': '*',
};

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'static-server-hostile-'));
  writeFileSync(join(root, 'index.html'), INDEX);
  writeFileSync(join(root, 'remoteEntry.js'), 'var facts;');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Starts a server on a free port; stopped after each test. */
let running: FastifyInstance | undefined;
afterEach(() => running?.close());
async function start(options: Partial<StaticServerOptions> = {}): Promise<number> {
  running = await buildStaticServer({ root, runtimeConfig: RUNTIME_CONFIG, ...options });
  await running.listen({ host: '127.0.0.1', port: 0 });
  return (running.server.address() as AddressInfo).port;
}

const get = (port: number, target: string, accept = 'text/html') => sendRaw(port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: ${accept}\r\nConnection: close\r\n\r\n`);

/** A refusal as the tests expect it: its status, the page's security headers, and a body that repeats nothing the client sent. */
function expectRefusal(answer: SocketAnswer, statuses: number[], sent: string[]): void {
  expect(statuses).toContain(answer.status);
  expect(answer.headers).toMatchObject(SECURITY_HEADERS);
  for (const text of sent) expect(answer.body).not.toContain(text);
}

describe('connections that never finish their request', () => {
  // Short limits here; the defaults are seconds (@worldatlas/service-kit's CONNECTION_LIMITS).
  const limits = { headersTimeoutMs: 500, requestTimeoutMs: 1000, idleTimeoutMs: 20_000, checkIntervalMs: 100 };

  /** Trickles `head` then a byte every 100 ms: the answer, and how long until the server closed the connection (ms). */
  async function trickleTimed(port: number, head: string) {
    const started = performance.now();
    const answer = await trickle(port, head, 100);
    return { ...answer, closedAfterMs: performance.now() - started };
  }

  it('cuts off a body sent a byte at a time (POST / with Content-Length: 100000) at the request deadline: 408, the security headers', async () => {
    const port = await start({ limits });
    const answer = await trickleTimed(port, 'POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: 100000\r\n\r\n');
    expectRefusal(answer, [408], []);
    expect(answer.body).toBe('Request Timeout');
    // At the 1 s deadline (checked every 100 ms), not when the body would have ended (at 10 bytes a second, hours later).
    expect(answer.closedAfterMs).toBeGreaterThanOrEqual(limits.requestTimeoutMs - 100);
    expect(answer.closedAfterMs).toBeLessThan(limits.requestTimeoutMs + 1_500);
    expect(answer.bytesAfterHead).toBeLessThanOrEqual(25);
  }, 30_000);

  it('cuts off headers sent a byte at a time at the header deadline: 408, the security headers', async () => {
    const port = await start({ limits });
    const answer = await trickleTimed(port, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    expectRefusal(answer, [408], []);
    expect(answer.body).toBe('Request Timeout');
    expect(answer.closedAfterMs).toBeGreaterThanOrEqual(limits.headersTimeoutMs - 100);
    expect(answer.closedAfterMs).toBeLessThan(limits.headersTimeoutMs + 1_500);
  }, 30_000);

  it('refuses headers larger than its limit with 431, the security headers and no echo', async () => {
    const port = await start({ limits: { maxHeaderBytes: 8 * 1024 } });
    const answer = await sendRaw(port, `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'b'.repeat(10 * 1024)}\r\nConnection: close\r\n\r\n`);
    expectRefusal(answer, [431], ['bbbb']);
  });
});

describe.each([
  ['a static server (files only)', {}],
  ['the render server (every other path is a page)', { pages: async (_request: unknown, reply: { send: (body: string) => unknown }) => reply.send('a rendered page') }],
] as const)('bad URLs on %s', (_name, extra) => {
  it('answers an undecodable URL with 400, the security headers and a body that does not repeat it', async () => {
    const port = await start(extra as Partial<StaticServerOptions>);
    for (const target of ['/country/%ZZ', '/%E0%A4%A', '/country/%ZZ?q=<script>']) {
      expectRefusal(await get(port, target), [400], ['%ZZ', 'country', 'script', '%A']);
    }
  });

  it('never answers dot segments or the request target * with the home page, a page or a file', async () => {
    const port = await start(extra as Partial<StaticServerOptions>);
    for (const target of ['/%2e%2e', '/%2e%2e/', '/%2E%2E/index.html', '/..', '/../', '/./', '/.', '/%2e/', '/country/..', '/a/%2e%2e/remoteEntry.js', '/a/..%2fremoteEntry.js', '*']) {
      const answer = await get(port, target);
      expect([target, answer.status === 400 || answer.status === 404]).toEqual([target, true]);
      expectRefusal(answer, [400, 404], ['home page', 'a rendered page', 'var facts', '%2e', '..']);
    }
    const options = await sendRaw(port, 'OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expectRefusal(options, [400, 404], ['home page', 'a rendered page']);
  });

  it('answers a method it does not serve with a 404 that does not repeat the method or path', async () => {
    const port = await start(extra as Partial<StaticServerOptions>);
    const answer = await sendRaw(port, 'POST /contact-us HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
    expectRefusal(answer, [404, 405], ['POST', 'contact-us']);
  });
});
