import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DeployEnv, NginxApp, ROOT } from '../src/nginx-app';
import { freePort } from '../../jest/free-port';
import { answersOk, waitUntil } from '../src/wait-until';
import { type PostgresCluster, startPostgresCluster } from '../../contact-api/test/postgres-cluster';
import { defaultsOf, REMOTES, service, SERVICES } from './compose-file';

// docker-compose.yml's health checks: the programs they run, then each run against the server it checks.

describe('docker-compose.yml', () => {
  it('health-checks each service with a program its image has, timed', () => {
    const programs = Object.fromEntries(SERVICES.map((name) => [name, service(name).healthcheck?.test.slice(0, 2)]));
    // wget is busybox's in nginx:alpine; node is the shell's and the API's own runtime.
    expect(programs).toEqual({ shell: ['CMD', 'node'], ...Object.fromEntries(REMOTES.map((name) => [name, ['CMD', 'wget']])), 'countries-api': ['CMD', 'node'], 'contact-api': ['CMD', 'node'] });
    for (const name of [...SERVICES, 'postgres']) expect(service(name).healthcheck).toMatchObject({ interval: '30s', timeout: '3s', retries: 3 });
    // pg_isready comes with the postgres image; asked over TCP, it fails while the image's
    // entrypoint initialises the database on its socket alone, so contact-api waits for the real start.
    expect(service('postgres').healthcheck?.test).toEqual(['CMD', 'pg_isready', '-U', 'contact', '-d', 'contact', '-h', '127.0.0.1']);
  });
});

/**
 * Runs a health check's command (without its "CMD") with its URL's 127.0.0.1[:port] moved to
 * `origin`, `extraArgs` added (pg_isready's port); returns the exit status.
 */
function runHealthCheck(name: string, origin: string, extraArgs: string[] = []): number | null {
  const [, program = '', ...args] = service(name).healthcheck?.test ?? [];
  const moved = args.map((arg) => arg.replace(/http:\/\/127\.0\.0\.1(:\d+)?/, origin));
  return spawnSync(program, [...moved, ...extraArgs], { timeout: 10_000 }).status;
}

describe('the health checks, run against the servers they check', () => {
  const DEPLOY_ENV = defaultsOf(service('shell').environment) as unknown as DeployEnv;
  const web = (app: string) => new NginxApp({ app, deployEnv: DEPLOY_ENV, dir: mkdtempSync(join(tmpdir(), 'worldatlas-health-')) });
  const contact = web('mf-contact');
  let api: ChildProcess | undefined;
  let apiUrl = '';
  /** The shell's render server, as its image starts it (on the built shell; the remotes it names are down). */
  let shell: ChildProcess | undefined;
  let shellUrl = '';
  /** contact-api as its image starts it, on SQLite in a temporary folder (compose gives it PostgreSQL). */
  let contactApi: ChildProcess | undefined;
  let contactApiUrl = '';
  const contactData = mkdtempSync(join(tmpdir(), 'worldatlas-health-contact-'));
  /** A PostgreSQL server, for the database's check (pg_isready). */
  let postgres: PostgresCluster | undefined;
  /** A port nothing listens on. */
  let silentUrl = '';

  beforeAll(async () => {
    // countries-api refuses port 0 (its flag URLs are built from the port): it gets a free one.
    const apiPort = await freePort();
    apiUrl = `http://127.0.0.1:${apiPort}`;
    silentUrl = `http://127.0.0.1:${await freePort()}`;
    api = spawn(process.execPath, [join(ROOT, 'countries-api', 'dist', 'server.js')], { env: { ...process.env, HOST: '127.0.0.1', PORT: String(apiPort), LOG_LEVEL: 'warn' }, stdio: 'inherit' });
    const shellPort = await freePort();
    shellUrl = `http://127.0.0.1:${shellPort}`;
    shell = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'shell', 'render-server', 'server.ts')], { env: { ...process.env, ...DEPLOY_ENV, HOST: '127.0.0.1', PORT: String(shellPort) }, stdio: 'inherit' });
    const contactApiPort = await freePort();
    contactApiUrl = `http://127.0.0.1:${contactApiPort}`;
    contactApi = spawn(process.execPath, [join(ROOT, 'contact-api', 'dist', 'server.js')], {
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(contactApiPort), DATA_DIR: contactData, CONTACT_TOKEN_SECRET: 'x'.repeat(32), LOG_LEVEL: 'warn' },
      stdio: 'inherit',
    });
    await Promise.all([
      startPostgresCluster().then((cluster) => (postgres = cluster)),
      waitUntil(`contact-api at ${contactApiUrl}`, () => answersOk(`${contactApiUrl}/healthz`), { timeoutMs: 30_000 }),
      contact.start(),
      waitUntil(`countries-api at ${apiUrl}`, () => answersOk(`${apiUrl}/healthz`), { timeoutMs: 30_000 }),
      waitUntil(`the render server at ${shellUrl}`, () => answersOk(`${shellUrl}/healthz`), { timeoutMs: 30_000 }),
    ]);
  }, 40_000);
  afterAll(async () => {
    api?.kill('SIGTERM');
    shell?.kill('SIGTERM');
    contactApi?.kill('SIGTERM');
    postgres?.stop();
    await contact.stop();
    rmSync(contactData, { recursive: true, force: true });
  });

  it.each([
    ['shell', () => shellUrl],
    ['mf-contact', () => contact.url],
    ['countries-api', () => apiUrl],
    ['contact-api', () => contactApiUrl],
  ])('%s passes when it serves and fails when nothing answers', (name, url) => {
    expect(runHealthCheck(name, url())).toBe(0);
    expect(runHealthCheck(name, silentUrl)).not.toBe(0);
  });

  it("postgres passes when the server accepts connections and fails when nothing listens", () => {
    const port = new URL(postgres?.url ?? '').port;
    expect(runHealthCheck('postgres', '', ['-p', port])).toBe(0);
    expect(runHealthCheck('postgres', '', ['-p', new URL(silentUrl).port])).not.toBe(0);
  });

  it('fails on a 404 too: a remote answers none at /healthz, which the shell check asks for', () => {
    expect(runHealthCheck('shell', contact.url)).not.toBe(0);
  });

  it('checks every remote the way it checks mf-contact', () => {
    for (const name of REMOTES) expect([name, service(name).healthcheck?.test]).toEqual([name, service('mf-contact').healthcheck?.test]);
  });
});
