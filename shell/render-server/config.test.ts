import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readServerConfig } from './config';

/** A build's folder whose runtime-config.json names one remote, as a deploy without the variables ships it. */
const DIST = mkdtempSync(join(tmpdir(), 'render-config-dist-'));
writeFileSync(join(DIST, 'runtime-config.json'), JSON.stringify({ remotes: { facts: 'http://127.0.0.1:3001/mf-manifest.json' }, apiBaseUrl: 'http://127.0.0.1:4000' }));
afterAll(() => rmSync(DIST, { recursive: true, force: true }));
/** What a deploy sets for the site's configuration; how each is read is runtimeConfigFrom's (service-kit) to test. */
const DEPLOYED = { FACTS_MANIFEST_URL: 'https://cdn.example.org/facts/mf-manifest.json', API_URL: 'https://worldatlas.example/api' };

describe('readServerConfig', () => {
  const dist = DIST;

  it('listens on 127.0.0.1:3000 with canonical URLs on localhost by default, trusting no proxy', () => {
    expect(readServerConfig({}, dist)).toMatchObject({ dist, host: '127.0.0.1', port: 3000, siteUrl: 'http://localhost:3000', releaseCheckSeconds: 10, pageCacheBytes: 64 * 1024 * 1024, trustProxy: false });
    expect(readServerConfig({ TRUST_PROXY: ' ' }, dist).trustProxy).toBe(false);
  });

  it("trusts the proxies TRUST_PROXY names, as the APIs read it: the ingress controller's range", () => {
    expect(readServerConfig({ TRUST_PROXY: '10.244.0.0/16, 192.0.2.10,fd00::/8, loopback' }, dist).trustProxy).toEqual(['10.244.0.0/16', '192.0.2.10', 'fd00::/8', 'loopback']);
  });

  it.each(['*', 'true', '10.244.0.0/33', 'ingress-nginx', '10.0.0.1,'])('stops with a message naming TRUST_PROXY=%j', (value) => {
    expect(() => readServerConfig({ ...DEPLOYED, TRUST_PROXY: value }, dist)).toThrow(`TRUST_PROXY must be a comma-separated list of addresses, CIDR ranges, loopback, linklocal, uniquelocal; got "${value}"`);
  });

  it('sends its own requests from SOURCE_ADDRESS when set, and refuses anything but an IP address', () => {
    expect(readServerConfig({}, dist).sourceAddress).toBeUndefined();
    expect(readServerConfig({ SOURCE_ADDRESS: ' 127.0.0.2 ' }, dist).sourceAddress).toBe('127.0.0.2');
    expect(readServerConfig({ SOURCE_ADDRESS: '::1' }, dist).sourceAddress).toBe('::1');
    for (const value of ['localhost', '127.0.0.0/8', '127.0.0.300']) {
      expect(() => readServerConfig({ SOURCE_ADDRESS: value }, dist)).toThrow(`SOURCE_ADDRESS must be an IP address of this machine, got ${JSON.stringify(value)}`);
    }
  });

  it('takes the container’s address, port, public origin and release check', () => {
    const config = readServerConfig({ ...DEPLOYED, HOST: '0.0.0.0', PORT: '8080', SITE_URL: 'https://worldatlas.example', RELEASE_CHECK_SECONDS: '30', PAGE_CACHE_MB: '0' }, dist);
    expect(config).toMatchObject({ host: '0.0.0.0', port: 8080, siteUrl: 'https://worldatlas.example', releaseCheckSeconds: 30, pageCacheBytes: 0 });
    expect(config.runtimeConfig.apiBaseUrl).toBe(DEPLOYED.API_URL);
  });

  it('reads RUNTIME_CONFIG when it names another file', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'render-config-')), 'site.json');
    writeFileSync(file, JSON.stringify({ remotes: { facts: DEPLOYED.FACTS_MANIFEST_URL }, apiBaseUrl: 'https://api.example.org' }));
    expect(readServerConfig({ RUNTIME_CONFIG: file }, '/no/such/dist').runtimeConfig.apiBaseUrl).toBe('https://api.example.org');
  });

  it.each([
    ['PORT', '80a'],
    ['PORT', '70000'],
    ['SITE_URL', 'worldatlas.example'],
    ['RELEASE_CHECK_SECONDS', '0'],
    ['RELEASE_CHECK_SECONDS', 'often'],
    ['PAGE_CACHE_MB', '-1'],
    ['PAGE_CACHE_MB', 'lots'],
  ])('stops with a message naming %s=%s', (name, value) => {
    expect(() => readServerConfig({ ...DEPLOYED, [name]: value }, dist)).toThrow(new RegExp(`^${name} must be`));
  });
});

describe('readServerConfig, its internal routes', () => {
  it('routes a remote whose internal URL is set', () => {
    expect(readServerConfig({ ...DEPLOYED, FACTS_INTERNAL_URL: 'http://mf-facts:8080' }, '/no/such/dist').internalRoutes).toEqual([
      { publicPrefix: 'https://cdn.example.org/facts/', internalPrefix: 'http://mf-facts:8080/' },
    ]);
  });
});
