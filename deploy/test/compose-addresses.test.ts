import { BlockList } from 'node:net';
import { tmpdir } from 'node:os';
import { entrypointEnv } from '../src/nginx-app';
import { readServerConfig } from '../../shell/render-server/config';
import { readConfig as readContactConfig } from '../../contact-api/src/config';
import { readConfig as readApiConfig } from '../../countries-api/src/config';
import { REMOTES as REGISTRY } from '../../scripts/remotes';
import { compose, defaultsOf, interpolate, REQUIRED, service, WEB } from './compose-file';

// How docker-compose.yml's containers find each other: the shell's fixed address, which the two APIs
// trust, and the URLs each web app is given.

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
});
