import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { freePort } from '../../jest/free-port';
import { SERVER, type ServerProcess, startServer, stopServer } from '../test/server-process';
import { until } from '@worldatlas/service-kit/test/until';

beforeAll(() => {
  if (!existsSync(SERVER)) throw new Error('countries-api is not built: run "npm run build -w countries-api" first');
});

let server: ServerProcess | undefined;
afterEach(async () => {
  await stopServer(server);
  server = undefined;
});

describe('server start-up', () => {
  it.each([
    ['PORT', 'eighty', 'PORT must be a whole number from 1 to 65535, got "eighty"'],
    ['PORT', '0', 'PORT must be a whole number from 1 to 65535, got "0"'],
    ['PORT', '70000', 'PORT must be a whole number from 1 to 65535, got "70000"'],
    ['TRUST_PROXY', 'everyone', 'TRUST_PROXY must be a comma-separated list of addresses, CIDR ranges, loopback, linklocal, uniquelocal; got "everyone"'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"'],
  ])('refuses %s=%s with a one-line error and exit code 1', (name, value, message) => {
    const run = spawnSync(process.execPath, [SERVER], { env: { ...process.env, HOST: '127.0.0.1', PORT: '4999', [name]: value }, encoding: 'utf8', timeout: 20_000 });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(`countries-api: ${message}`);
  });
});

describe('metrics listener', () => {
  it('serves GET /metrics on METRICS_PORT, loopback by default, and never on the API port', async () => {
    const metricsPort = await freePort();
    server = await startServer({ METRICS_PORT: String(metricsPort) });
    expect(server.logs).toContainEqual(expect.objectContaining({ msg: `metrics at http://127.0.0.1:${metricsPort}/metrics` }));
    await fetch(`http://127.0.0.1:${server.port}/v3.1/name/nepal?fullText=true&fields=cca3`);
    const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toContain('http_request_duration_seconds_count{method="GET",route="/v3.1/name/:name",status_code="200"} 1');
    expect((await fetch(`http://127.0.0.1:${server.port}/metrics`)).status).toBe(404);
  });

  it('is off without METRICS_PORT', async () => {
    server = await startServer();
    expect(server.logs.filter((line) => String(line.msg).startsWith('metrics at'))).toEqual([]);
  });
});

/** Stops `running` with SIGTERM and resolves once it has exited and its output has closed: every line it logged is in `logs`. */
async function stopAndReadAll(running: ServerProcess): Promise<void> {
  const stdout = running.child.stdout;
  const closed = stdout && !stdout.closed ? new Promise((resolve) => stdout.once('close', resolve)) : Promise.resolve();
  running.child.kill('SIGTERM');
  await Promise.all([running.exited, closed]);
}

describe('request logs', () => {
  it('are JSON lines with the request id from X-Request-Id (or a new UUID) with LOG_REQUESTS=true', async () => {
    server = await startServer({ LOG_REQUESTS: 'true' });
    await fetch(`http://127.0.0.1:${server.port}/healthz`, { headers: { 'x-request-id': 'edge-7f3a' } });
    await fetch(`http://127.0.0.1:${server.port}/healthz`, { headers: { 'x-request-id': 'not a plain id!' } });
    // The completion line is written once the answer has been sent, and read from the process's output some time after.
    const completedLines = () => (server?.logs ?? []).filter((line) => line.msg === 'request completed');
    await until('two request lines logged', async () => completedLines().length >= 2);
    const completed = completedLines();
    expect(completed).toHaveLength(2);
    expect(completed[0]).toMatchObject({ level: 30, reqId: 'edge-7f3a', res: { statusCode: 200 }, responseTime: expect.any(Number) });
    expect(completed[1]?.reqId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(server.logs).toContainEqual(expect.objectContaining({ msg: 'incoming request', reqId: 'edge-7f3a', req: expect.objectContaining({ method: 'GET', url: '/healthz' }) }));
  });

  it('are off by default, and LOG_LEVEL=warn leaves out the start-up lines', async () => {
    server = await startServer();
    await fetch(`http://127.0.0.1:${server.port}/healthz`);
    // Every line it wrote has been read once its output has closed, however late it came.
    await stopAndReadAll(server);
    expect(server.logs.filter((line) => line.reqId !== undefined)).toEqual([]);

    server = await startServer({ LOG_LEVEL: 'warn' }, 'answering');
    await fetch(`http://127.0.0.1:${server.port}/healthz`);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.logs).toEqual([]);
  });
});
