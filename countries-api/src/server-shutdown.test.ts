import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Country } from '@worldatlas/contracts';
import { DATA_DIR } from '../test/helper';
import { heldGet, refusesConnections, stalledResponse } from '../test/held-request';
import { type ServerProcess, startServer } from '../test/server-process';
import { until } from '@worldatlas/service-kit/test/until';

const LIST = '/v3.1/all?fields=name,population,region,capital,flags';

let server: ServerProcess | undefined;
afterEach(() => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
});

describe('server shutdown on SIGTERM', () => {
  it('stops accepting, answers /healthz 503 while draining, finishes the request in flight, and exits 0', async () => {
    server = await startServer();
    const { port } = server;
    // Requests the server has begun to read when the signal comes: their last header lines are still to be sent.
    const inFlight = await heldGet(port, '/healthz', LIST);
    const health = await heldGet(port, '/healthz', '/healthz');
    server.child.kill('SIGTERM');
    await until('the port refuses new connections', () => refusesConnections(port));
    expect(server.child.exitCode).toBeNull();

    const draining = await health.release();
    expect([draining.status, draining.headers.connection, draining.headers['retry-after']]).toEqual([503, 'close', '10']);
    expect(JSON.parse(draining.body)).toEqual({ status: 503, message: 'Service Unavailable: shutting down, finishing the requests in flight' });

    const answered = await inFlight.release();
    expect([answered.status, answered.headers.connection]).toEqual([200, 'close']);
    expect(JSON.parse(answered.body)).toHaveLength(250);
    expect(await server.exited).toBe(0);
    expect(server.logs).toContainEqual(expect.objectContaining({ signal: 'SIGTERM', msg: 'shutting down: finishing requests in flight' }));
  });

  it('closes the keep-alive connection of a flag still being sent at SIGTERM once it is sent, and exits 0', async () => {
    // The built data, with Nepal's flag 8 MB: its stream outlasts what the socket buffers take.
    const dataDir = mkdtempSync(join(tmpdir(), 'countries-api-large-flag-'));
    try {
      symlinkSync(join(DATA_DIR, 'data'), join(dataDir, 'data'));
      mkdirSync(join(dataDir, 'flags'));
      const flag = `<svg xmlns="http://www.w3.org/2000/svg"><!--${'.'.repeat(8 * 1024 * 1024)}--></svg>`;
      // Under the content-hashed name Nepal's record gives.
      const records = JSON.parse(readFileSync(join(DATA_DIR, 'data', 'countries.json'), 'utf8')) as Country[];
      const flagPath = records.find((record) => record.cca2 === 'NP')?.flags.svg ?? '/flags/np.svg';
      writeFileSync(join(dataDir, flagPath), flag);
      // A shutdown that waited for its time limit would exit 1: exit 0 shows it ended because the flag was sent.
      // The limit is far beyond what sending 8 MB on loopback takes, however busy the machine.
      server = await startServer({ DATA_DIR: dataDir, SHUTDOWN_TIMEOUT_MS: '30000' });
      const { port } = server;
      // Its handler ran and its head went out before the signal, so it says keep-alive; the client
      // reads no further for now, so the file's stream waits on backpressure.
      const stalled = await stalledResponse(port, flagPath);
      server.child.kill('SIGTERM');
      await until('the port refuses new connections', () => refusesConnections(port));
      // A drain with nothing left to send would have exited by now: the flag is still under way.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(server.child.exitCode).toBeNull();

      const answered = await stalled.resume();
      expect([answered.status, answered.headers.connection, answered.body === flag]).toEqual([200, 'keep-alive', true]);
      // The server closed the connection itself (a keep-alive connection stays open otherwise) and exited 0.
      const [code] = await Promise.all([server.exited, stalled.closed]);
      expect(code).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('exits 1 once SHUTDOWN_TIMEOUT_MS has passed with a request still in flight', async () => {
    server = await startServer({ SHUTDOWN_TIMEOUT_MS: '300' });
    const stuck = await heldGet(server.port, '/healthz', LIST);
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    // Not before its limit (a busy machine only makes it later); that it ended because of the limit, the log says.
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(300);
    expect(server.logs).toContainEqual(expect.objectContaining({ level: 50, msg: 'requests still in flight after 300 ms: exiting 1 without them' }));
    await stuck.closed;
  });

  it('exits 0 at once when nothing is in flight, on SIGINT too', async () => {
    server = await startServer();
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
  });
});
