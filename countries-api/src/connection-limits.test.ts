import { CONNECTION_LIMITS } from '@worldatlas/service-kit';
import { sendRaw } from '@worldatlas/service-kit/test/raw-socket';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { TEST_APP_OPTIONS } from '../test/helper';
import { buildApp } from './app';

/** Half a request line, then nothing: a slow-header client holding a connection. */
const STALLED = 'GET /v3.1/name/nep';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('a connection whose request never arrives', () => {
  it('is answered 408, with the headers of every answer, and closed once the header deadline passes', async () => {
    // A short deadline through the real option; the default is the kit's 10 s.
    const limits = { headersTimeoutMs: 600, checkIntervalMs: 100 };
    app = await buildApp({ ...TEST_APP_OPTIONS, limits });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const started = performance.now();
    // Given up by the client after three times the deadline: the server should have closed it long before.
    const answer = await sendRaw((app.server.address() as AddressInfo).port, STALLED, 3 * limits.headersTimeoutMs);
    const heldMs = performance.now() - started;

    expect(answer.status).toBe(408);
    expect(answer.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'access-control-allow-origin': '*', connection: 'close' });
    expect(answer.body).toBe('Request Timeout');
    // Closed after the deadline, within one check interval and the test machine's scheduling.
    expect(heldMs).toBeGreaterThanOrEqual(limits.headersTimeoutMs - 50);
    expect(heldMs).toBeLessThan(limits.headersTimeoutMs + 1000);
  });

  it('has the header deadline of every Node server of the site by default', async () => {
    app = await buildApp(TEST_APP_OPTIONS);
    expect(app.server.headersTimeout).toBe(CONNECTION_LIMITS.headersTimeoutMs);
    expect(app.server.requestTimeout).toBe(CONNECTION_LIMITS.requestTimeoutMs);
  });
});
