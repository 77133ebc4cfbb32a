import { holdRequest, refusesConnections } from '../test/held-request';
import { type ServerProcess, startServer } from '../test/server-process';

const LIST = '/v3.1/all?fields=name,population,region,capital,flags';

let server: ServerProcess | undefined;
afterEach(() => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
});

/** Polls `check` every 20 ms until it is true. @throws Error after `timeoutMs`. */
async function until(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('server shutdown on SIGTERM', () => {
  it('stops accepting, answers /healthz 503 while draining, finishes the request in flight, and exits 0', async () => {
    server = await startServer();
    const { port } = server;
    // Requests the server has begun to read when the signal comes: their last header lines are still to be sent.
    const inFlight = await holdRequest(port, '/healthz', LIST);
    const health = await holdRequest(port, '/healthz', '/healthz');
    server.child.kill('SIGTERM');
    await until(() => refusesConnections(port));
    expect(server.child.exitCode).toBeNull();

    const draining = await health.release();
    expect([draining.status, draining.headers.connection]).toEqual([503, 'close']);
    expect(JSON.parse(draining.body)).toEqual({ status: 503, message: 'Service Unavailable: shutting down, finishing the requests in flight' });

    const answered = await inFlight.release();
    expect([answered.status, answered.headers.connection]).toEqual([200, 'close']);
    expect(JSON.parse(answered.body)).toHaveLength(250);
    expect(await server.exited).toBe(0);
    expect(server.logs).toContainEqual(expect.objectContaining({ signal: 'SIGTERM', msg: 'shutting down: finishing requests in flight' }));
  });

  it('exits 1 once SHUTDOWN_TIMEOUT_MS has passed with a request still in flight', async () => {
    server = await startServer({ SHUTDOWN_TIMEOUT_MS: '300' });
    const stuck = await holdRequest(server.port, '/healthz', LIST);
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(300);
    expect(Date.now() - signalled).toBeLessThan(5000);
    expect(server.logs).toContainEqual(expect.objectContaining({ level: 50, msg: 'requests still in flight after 300 ms: exiting 1 without them' }));
    await stuck.closed;
  });

  it('exits 0 at once when nothing is in flight, on SIGINT too', async () => {
    server = await startServer();
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
  });
});
