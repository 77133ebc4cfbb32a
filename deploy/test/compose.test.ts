import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { BlockList } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { type DeployEnv, entrypointEnv, NginxApp, ROOT } from '../src/nginx-app';
import { freePort } from '../../jest/free-port';
import { answersOk, waitUntil } from '../src/wait-until';
import { readServerConfig } from '../../shell/render-server/config';
import { readConfig as readContactConfig } from '../../contact-api/src/config';
import { readConfig as readApiConfig } from '../../countries-api/src/config';
import { type PostgresCluster, startPostgresCluster } from '../../contact-api/test/postgres-cluster';
import { REMOTES as REGISTRY } from '../../scripts/remotes';

interface Service {
  build?: { context: string; dockerfile: string };
  image?: string;
  user?: string;
  volumes?: string[];
  ports?: string[];
  /** Container ports other containers reach, not published on the host. */
  expose?: string[];
  networks?: Record<string, { ipv4_address?: string } | null>;
  restart?: string;
  read_only?: boolean;
  cap_drop?: string[];
  tmpfs?: string[];
  stop_signal?: string;
  stop_grace_period?: string;
  depends_on?: unknown;
  healthcheck?: { test: string[]; interval?: string; timeout?: string; retries?: number; start_interval?: string };
  environment?: Record<string, string>;
}

// merge: true resolves the `<<` keys the file uses to share settings between services.
const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
  networks?: Record<string, { internal?: boolean; ipam?: { config?: Array<{ subnet?: string; ip_range?: string }> } }>;
};
/** The remotes' services (remotes.json): served by the unprivileged nginx image. The shell and the API run on Node. */
const REMOTES = REGISTRY.map(({ folder }) => folder);
const WEB = ['shell', ...REMOTES];
/** What this repository builds: every service but contact-api's database. */
const SERVICES = [...WEB, 'countries-api', 'contact-api'];
const service = (name: string) => compose.services[name] as Service;

/**
 * `value` with each `${NAME:-default}` and `${NAME:?message}` replaced as compose does: the host's
 * `NAME` when set and not empty, else the default. @throws Error, as compose stops, when a
 * `${NAME:?message}` has no value: naming the variable and the message.
 */
const interpolate = (value: string, hostEnv: Record<string, string> = {}) =>
  value.replace(/\$\{(\w+):([-?])([^}]*)\}/g, (_match, name: string, kind: string, text: string) => {
    if (hostEnv[name]) return hostEnv[name];
    if (kind === '?') throw new Error(`required variable ${name} is missing a value: ${text}`);
    return text;
  });

/** The password `.env` holds in these tests, made as the README says (`openssl rand -hex 24`). */
const DB_PASSWORD = 'c0ffee'.repeat(8);
/** What the host must hold for compose to start: the database's password (README, "Deploy"). */
const REQUIRED = { CONTACT_DB_PASSWORD: DB_PASSWORD };

/** The environment a container gets with `hostEnv` on the host (by default what compose requires): each `${NAME:-default}` as compose fills it. */
const defaultsOf = (environment: Record<string, string> = {}, hostEnv: Record<string, string> = REQUIRED) =>
  Object.fromEntries(Object.entries(environment).map(([name, value]) => [name, interpolate(value, hostEnv)]));

/** Every text of the compose file (service settings, networks, volumes), as compose interpolates them all before starting anything. */
const everyValue = (node: unknown): string[] => (typeof node === 'string' ? [node] : node && typeof node === 'object' ? Object.values(node).flatMap(everyValue) : []);

/** The networks a service is on: `default` when it names none. */
const networksOf = (name: string) => Object.keys(service(name).networks ?? { default: null });

/** The port a service listens on inside the compose network: its published port's container side, else the one it exposes. */
const containerPortOf = (name: string) => service(name).ports?.[0]?.split(':').at(-1) ?? service(name).expose?.[0];

/** Whether IPv4 `address` is in `cidr` (`10.0.0.0/24`). */
function inRange(address: string, cidr: string): boolean {
  const [network = '', prefix = ''] = cidr.split('/');
  const range = new BlockList();
  range.addSubnet(network, Number(prefix), 'ipv4');
  return range.check(address, 'ipv4');
}

describe('docker-compose.yml', () => {
  it('publishes the shell, each remote, and countries-api on the ports of npm start, on 127.0.0.1 unless WORLDATLAS_BIND says otherwise; contact-api and the database on none', () => {
    const published = (hostEnv: Record<string, string>) => Object.fromEntries(Object.entries(compose.services).map(([name, { ports = [] }]) => [name, ports.map((port) => interpolate(port, hostEnv))]));
    expect(published({})).toEqual({
      shell: ['127.0.0.1:3000:8080'],
      ...Object.fromEntries(REGISTRY.map(({ folder, port }) => [folder, [`127.0.0.1:${port}:8080`]])),
      'countries-api': ['127.0.0.1:4000:4000'],
      // Only the render server calls it (the contact form's action), over the compose network.
      'contact-api': [],
      // Only contact-api connects to it, over the compose network.
      postgres: [],
    });
    expect(service('contact-api').expose).toEqual(['4100']);
    expect(published({ WORLDATLAS_BIND: '' }).shell).toEqual(['127.0.0.1:3000:8080']);
    expect(Object.values(published({ WORLDATLAS_BIND: '0.0.0.0' })).flat()).toEqual(['0.0.0.0:3000:8080', ...REGISTRY.map(({ port }) => `0.0.0.0:${port}:8080`), '0.0.0.0:4000:4000']);
  });

  describe("the visitor's address, forwarded by the render server", () => {
    /** What compose makes of the network and the addresses with `hostEnv` on the host. */
    const addressing = (hostEnv: Record<string, string> = {}) => {
      const [pool] = compose.networks?.default?.ipam?.config ?? [];
      return {
        subnet: interpolate(pool?.subnet ?? '', hostEnv),
        dynamic: interpolate(pool?.ip_range ?? '', hostEnv),
        shell: interpolate(service('shell').networks?.default?.ipv4_address ?? '', hostEnv),
        api: readApiConfig(defaultsOf(service('countries-api').environment, { ...REQUIRED, ...hostEnv })).trustProxy,
        contact: readContactConfig({ ...defaultsOf(service('contact-api').environment, { ...REQUIRED, ...hostEnv }), CONTACT_TOKEN_SECRET: 'x'.repeat(32) }).trustProxy,
      };
    };

    it.each([
      ['by default', {}, '10.213.47'],
      ['with WORLDATLAS_SUBNET', { WORLDATLAS_SUBNET: '192.168.77' }, '192.168.77'],
    ])("%s: the shell has a fixed address on the network's subnet, outside the range the other containers take, and the two APIs trust it alone", (_when, hostEnv, prefix) => {
      const { subnet, dynamic, shell, api, contact } = addressing(hostEnv);
      expect([subnet, dynamic, shell]).toEqual([`${prefix}.0/24`, `${prefix}.128/25`, `${prefix}.2`]);
      expect(inRange(shell, subnet)).toBe(true);
      expect(inRange(dynamic.split('/')[0] ?? '', subnet)).toBe(true);
      expect(inRange(shell, dynamic)).toBe(false);
      // Not a private range (uniquelocal): a client of the published port could then name any address.
      expect([api, contact]).toEqual([[shell], [shell]]);
    });

    it("leaves the render server trusting no proxy (browsers connect to it directly) and gives no other container the shell's address", () => {
      expect(service('shell').environment?.TRUST_PROXY).toBeUndefined();
      expect(readServerConfig(defaultsOf(service('shell').environment), tmpdir()).trustProxy).toBe(false);
      const fixed = Object.entries(compose.services).filter(([, { networks = {} }]) => Object.values(networks).some((network) => network?.ipv4_address !== undefined)).map(([name]) => name);
      expect(fixed).toEqual(['shell']);
    });
  });

  it.each(SERVICES)('%s builds from the repository root with its own Dockerfile and restarts unless stopped', (name) => {
    expect(service(name).build).toEqual({ context: '.', dockerfile: `${name}/Dockerfile` });
    expect(existsSync(join(ROOT, name, 'Dockerfile'))).toBe(true);
    expect(service(name).restart).toBe('unless-stopped');
  });

  it('runs every container read-only and without capabilities, as Kubernetes does (deploy/k8s)', () => {
    for (const name of [...SERVICES, 'postgres']) expect([name, service(name).read_only, service(name).cap_drop]).toEqual([name, true, ['ALL']]);
    // What the nginx image writes at start: the filled templates, nginx's pid and temporary files.
    for (const name of REMOTES) expect(service(name).tmpfs).toEqual(['/tmp', '/etc/nginx/conf.d']);
    // The render server writes nothing; /tmp is there for Node's and the libraries' temporary files.
    expect(service('shell').tmpfs).toEqual(['/tmp']);
  });

  it('stops nginx with SIGQUIT (it finishes requests in flight) and gives the Node servers time to drain on SIGTERM', () => {
    for (const name of REMOTES) expect([name, service(name).stop_signal]).toEqual([name, 'SIGQUIT']);
    expect(service('shell').stop_signal).toBe('SIGTERM'); // the render server's drain: 10 s at most
    expect(service('countries-api').stop_signal).toBeUndefined(); // SIGTERM: the API drains on it
    expect(service('contact-api').stop_signal).toBeUndefined(); // SIGTERM: submissions in flight are finished
    for (const name of SERVICES) expect(service(name).stop_grace_period).toBe('15s');
  });

  it('lets every service start alone but contact-api, which waits for its database to be healthy', () => {
    expect(SERVICES.filter((name) => service(name).depends_on !== undefined)).toEqual(['contact-api']);
    expect(service('contact-api').depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
  });

  it("runs contact-api's PostgreSQL unprivileged, its data in a named volume, stopped by the image's signal", () => {
    const postgres = service('postgres');
    expect(postgres.user).toBe('postgres');
    expect(postgres.restart).toBe('unless-stopped');
    // The image's entrypoint writes its socket and temporary files; nothing else outside the volume.
    expect(postgres.tmpfs).toEqual(['/tmp', '/var/run/postgresql']);
    const [volume, path] = (postgres.volumes?.[0] ?? '').split(':');
    expect(path).toBe('/var/lib/postgresql/data');
    expect(compose.volumes).toHaveProperty(volume ?? '');
    // SIGINT, the image's STOPSIGNAL: a fast shutdown that ends with a checkpoint.
    expect(postgres.stop_signal).toBeUndefined();
    const env = defaultsOf(postgres.environment);
    const url = new URL(defaultsOf(service('contact-api').environment).DATABASE_URL ?? '');
    expect([url.hostname, url.port, url.username, url.password, url.pathname]).toEqual(['postgres', '5432', env.POSTGRES_USER, DB_PASSWORD, `/${env.POSTGRES_DB}`]);
    expect(env.POSTGRES_PASSWORD).toBe(DB_PASSWORD);
  });

  it("has no default database password: without CONTACT_DB_PASSWORD compose stops before starting anything, saying where to set it", () => {
    const interpolateAll = (hostEnv: Record<string, string>) => everyValue(compose).map((value) => interpolate(value, hostEnv));
    for (const hostEnv of [{}, { CONTACT_DB_PASSWORD: '' }] as Record<string, string>[]) expect(() => interpolateAll(hostEnv)).toThrow(/^required variable CONTACT_DB_PASSWORD is missing a value: .*\.env.*openssl rand -hex/);
    expect(() => interpolateAll(REQUIRED)).not.toThrow();
    // Both ends take it from there: the database's password and contact-api's URL to it.
    expect(() => defaultsOf(service('postgres').environment, {})).toThrow('CONTACT_DB_PASSWORD');
    expect(() => defaultsOf(service('contact-api').environment, {})).toThrow('CONTACT_DB_PASSWORD');
  });

  it('keeps PostgreSQL on an internal network that only contact-api shares: the render server, which runs the remotes\' code, cannot reach it', () => {
    expect(networksOf('postgres')).toEqual(['contact-db']);
    expect(compose.networks?.['contact-db']?.internal).toBe(true);
    const onDatabaseNetwork = Object.keys(compose.services).filter((name) => networksOf(name).includes('contact-db'));
    expect(onDatabaseNetwork).toEqual(['contact-api', 'postgres']);
    // contact-api on the compose network too: the render server posts the form's messages to it, and it reaches its mail relay.
    expect(networksOf('contact-api')).toEqual(['default', 'contact-db']);
    expect(networksOf('shell')).toEqual(['default']);
  });

  it("gives every web app the remotes' and API's URLs, valid by default, and the shell the site's origin", () => {
    // What the render server will accept at start (shell/render-server/config.ts).
    expect(defaultsOf(service('shell').environment).SITE_URL).toBe('http://localhost:3000');
    const config = readServerConfig(defaultsOf(service('shell').environment), tmpdir());
    expect(config.runtimeConfig.apiBaseUrl).toBe('http://localhost:4000');
    // The render server's own requests go to the services on the compose network, at their container ports (in any order).
    expect([...config.internalRoutes].sort((a, b) => a.publicPrefix.localeCompare(b.publicPrefix))).toEqual([
      ...REGISTRY.map(({ folder, port }) => ({ publicPrefix: `http://localhost:${port}/`, internalPrefix: `http://${folder}:8080/` })),
      { publicPrefix: 'http://localhost:4000/', internalPrefix: 'http://countries-api:4000/' },
    ].sort((a, b) => a.publicPrefix.localeCompare(b.publicPrefix)));
    for (const { internalPrefix } of config.internalRoutes) {
      const { hostname, port } = new URL(internalPrefix);
      expect(containerPortOf(hostname)).toBe(port);
    }
    for (const name of WEB) {
      const env = defaultsOf(service(name).environment);
      expect(Object.keys(env)).toEqual(expect.arrayContaining([...REGISTRY.map(({ envPrefix }) => `${envPrefix}_MANIFEST_URL`), 'API_URL']));
      // What the image's entrypoint will accept at start.
      expect(() => entrypointEnv({ ...env, WEB_ROOT: tmpdir() })).not.toThrow();
    }
    expect(defaultsOf(service('countries-api').environment).PUBLIC_URL).toBe(defaultsOf(service('shell').environment).API_URL);
    // The contact service, which the render server alone calls, at its container port.
    const contactApi = new URL(defaultsOf(service('shell').environment).CONTACT_API_INTERNAL_URL ?? '');
    expect([contactApi.hostname, contactApi.port]).toEqual(['contact-api', containerPortOf('contact-api')]);
  });

  it("gives contact-api a configuration its own reader accepts once CONTACT_TOKEN_SECRET is set, and refuses to start without it", () => {
    const env = { ...defaultsOf(service('contact-api').environment), NODE_ENV: 'production' };
    expect(() => readContactConfig(env)).toThrow('CONTACT_TOKEN_SECRET must be set in production');
    const config = readContactConfig({ ...env, CONTACT_TOKEN_SECRET: 'x'.repeat(32) });
    expect(config).toMatchObject({ database: { kind: 'postgresql' }, delivery: null, retentionDays: 180, trustProxy: ['10.213.47.2'] });
    expect(readContactConfig({ ...env, CONTACT_TOKEN_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://relay:587', CONTACT_MAIL_TO: 'team@example.org', CONTACT_MAIL_FROM: 'contact@example.org' }).delivery).not.toBeNull();
  });

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
