import { readConfig as readContactConfig } from '../../contact-api/src/config';
import { compose, DB_PASSWORD, defaultsOf, interpolate, REQUIRED, service } from './compose-file';

// contact-api and its PostgreSQL in docker-compose.yml: the database's container, its password,
// its network, and contact-api's configuration.

/** Every text of the compose file (service settings, networks, volumes), as compose interpolates them all before starting anything. */
const everyValue = (node: unknown): string[] => (typeof node === 'string' ? [node] : node && typeof node === 'object' ? Object.values(node).flatMap(everyValue) : []);

/** The networks a service is on: `default` when it names none. */
const networksOf = (name: string) => Object.keys(service(name).networks ?? { default: null });

describe('docker-compose.yml', () => {
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

  it("gives contact-api a configuration its own reader accepts once CONTACT_TOKEN_SECRET is set, and refuses to start without it", () => {
    const env = { ...defaultsOf(service('contact-api').environment), NODE_ENV: 'production' };
    expect(() => readContactConfig(env)).toThrow('CONTACT_TOKEN_SECRET must be set in production');
    const config = readContactConfig({ ...env, CONTACT_TOKEN_SECRET: 'x'.repeat(32) });
    expect(config).toMatchObject({ database: { kind: 'postgresql' }, delivery: null, retentionDays: 180, trustProxy: ['10.213.47.2'] });
    expect(readContactConfig({ ...env, CONTACT_TOKEN_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://relay:587', CONTACT_MAIL_TO: 'team@example.org', CONTACT_MAIL_FROM: 'contact@example.org' }).delivery).not.toBeNull();
  });
});
