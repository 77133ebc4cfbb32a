import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../src/nginx-app';
import { REMOTES as REGISTRY } from '../../scripts/remotes';
import { compose, interpolate, REMOTES, service, SERVICES } from './compose-file';

// docker-compose.yml's containers: the ports they publish, how each is built, run and stopped, and the
// order they start in. Their addresses, contact-api's database and the health checks have files of
// their own (compose-addresses, compose-database, compose-health).

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
});
