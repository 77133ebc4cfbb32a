import { CONNECTION_LIMITS } from '@worldatlas/service-kit';
import { sendRaw } from '@worldatlas/service-kit/test/raw-socket';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { createTestDatabase, type TestDatabase } from '../test/databases';
import { testOptions } from '../test/helper';
import { buildApp } from './app';

/** Half a request line, then nothing: a slow-header client holding a connection. */
const STALLED = 'POST /v1/mess';

let app: FastifyInstance | undefined;
let database: TestDatabase | undefined;
afterEach(async () => {
  await app?.close();
  await database?.drop();
  app = undefined;
  database = undefined;
});

describe('a connection whose request never arrives', () => {
  it('is answered 408 and closed once the header deadline passes', async () => {
    // A short deadline through the real option; the default is the kit's 10 s.
    const limits = { headersTimeoutMs: 600, checkIntervalMs: 100 };
    database = await createTestDatabase('sqlite');
    app = await buildApp(testOptions(database, { limits }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    const started = performance.now();
    // Given up by the client after three times the deadline: the server should have closed it long before.
    const answer = await sendRaw((app.server.address() as AddressInfo).port, STALLED, 3 * limits.headersTimeoutMs);
    const heldMs = performance.now() - started;

    expect(answer.status).toBe(408);
    expect(answer.headers).toMatchObject({ connection: 'close' });
    expect(answer.body).toBe('Request Timeout');
    // Closed after the deadline, within one check interval and the test machine's scheduling.
    expect(heldMs).toBeGreaterThanOrEqual(limits.headersTimeoutMs - 50);
    expect(heldMs).toBeLessThan(limits.headersTimeoutMs + 1000);
  });

  it('has the header deadline of every Node server of the site by default', async () => {
    database = await createTestDatabase('sqlite');
    app = await buildApp(testOptions(database));
    expect(app.server.headersTimeout).toBe(CONNECTION_LIMITS.headersTimeoutMs);
    expect(app.server.requestTimeout).toBe(CONNECTION_LIMITS.requestTimeoutMs);
  });
});
