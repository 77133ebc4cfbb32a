import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const ROOT = join(__dirname, '..', '..');

interface Service {
  build: { context: string; dockerfile: string };
  ports: string[];
  restart?: string;
  depends_on?: unknown;
  healthcheck?: { test: string[] };
  environment?: Record<string, string>;
}

// merge: true resolves the `<<` keys the file uses to share settings between services.
const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, Service> };

describe('docker-compose.yml', () => {
  it('runs the five deployables on the ports of npm start', () => {
    const ports = Object.fromEntries(Object.entries(compose.services).map(([name, service]) => [name, service.ports]));
    expect(ports).toEqual({
      shell: ['3000:80'],
      'mf-facts': ['3001:80'],
      'mf-countries': ['3002:80'],
      'mf-contact': ['3003:80'],
      'countries-api': ['4000:4000'],
    });
  });

  it.each(['shell', 'mf-facts', 'mf-countries', 'mf-contact', 'countries-api'])('%s builds from its own Dockerfile, restarts and is health-checked', (name) => {
    const service = compose.services[name];
    expect(service?.build.context).toBe('.');
    expect(service?.build.dockerfile).toBe(`${name}/Dockerfile`);
    expect(existsSync(join(ROOT, name, 'Dockerfile'))).toBe(true);
    expect(service?.restart).toBe('unless-stopped');
    expect(service?.healthcheck?.test[0]).toBe('CMD');
  });

  it('lets every service start alone: nothing depends on anything', () => {
    expect(Object.values(compose.services).filter((service) => service.depends_on !== undefined)).toEqual([]);
  });

  it("gives the shell its role and every web app the remotes' and API's URLs", () => {
    expect(compose.services.shell?.environment?.APP_ROLE).toBe('shell');
    for (const name of ['shell', 'mf-facts', 'mf-countries', 'mf-contact']) {
      expect(Object.keys(compose.services[name]?.environment ?? {})).toEqual(
        expect.arrayContaining(['SHELL_URL', 'FACTS_MANIFEST_URL', 'COUNTRIES_MANIFEST_URL', 'CONTACT_MANIFEST_URL', 'API_URL']),
      );
    }
  });
});
