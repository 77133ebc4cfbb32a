import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { internalRoutesFrom, readServerConfig, runtimeConfigFrom } from './config';

/** A build's folder holding a runtime-config.json of local ports, as a deploy without the variables would ship it. */
const DIST = mkdtempSync(join(tmpdir(), 'render-config-dist-'));
const FILE_CONFIG = { remotes: { facts: 'http://127.0.0.1:3001/mf-manifest.json', countries: 'http://127.0.0.1:3002/mf-manifest.json' }, apiBaseUrl: 'http://127.0.0.1:4000' };
const CONFIG_FILE = join(DIST, 'runtime-config.json');
writeFileSync(CONFIG_FILE, JSON.stringify(FILE_CONFIG));
afterAll(() => rmSync(DIST, { recursive: true, force: true }));
const DEPLOYED = {
  FACTS_MANIFEST_URL: 'https://cdn.example.org/facts/mf-manifest.json',
  COUNTRIES_MANIFEST_URL: 'https://worldatlas.example/remotes/countries/mf-manifest.json',
  CONTACT_MANIFEST_URL: 'https://worldatlas.example/remotes/contact/mf-manifest.json',
  API_URL: 'https://worldatlas.example/api',
};
const DEPLOYED_REMOTES = { facts: DEPLOYED.FACTS_MANIFEST_URL, countries: DEPLOYED.COUNTRIES_MANIFEST_URL, contact: DEPLOYED.CONTACT_MANIFEST_URL };

describe('runtimeConfigFrom', () => {
  it('builds the configuration from the images’ variables, each in its place', () => {
    expect(runtimeConfigFrom(DEPLOYED, '/no/such/file.json')).toEqual({
      remotes: DEPLOYED_REMOTES,
      apiBaseUrl: DEPLOYED.API_URL,
    });
  });

  it('takes every remote a variable names, whatever its name: a new remote is one more variable', () => {
    expect(runtimeConfigFrom({ ...DEPLOYED, WEATHER_MAPS_MANIFEST_URL: 'https://cdn.example.org/weather/mf-manifest.json' }, '/no/such/file.json').remotes).toEqual({
      ...DEPLOYED_REMOTES,
      weather_maps: 'https://cdn.example.org/weather/mf-manifest.json',
    });
  });

  it('gives the API its local address when only remotes are named, and names no remote when only the API is', () => {
    expect(runtimeConfigFrom({ FACTS_MANIFEST_URL: DEPLOYED.FACTS_MANIFEST_URL }, '/no/such/file.json')).toEqual({ remotes: { facts: DEPLOYED.FACTS_MANIFEST_URL }, apiBaseUrl: 'http://localhost:4000' });
    expect(runtimeConfigFrom({ API_URL: 'http://api.internal:4000' }, '/no/such/file.json')).toEqual({ remotes: {}, apiBaseUrl: 'http://api.internal:4000' });
  });

  it('reads the file when none of the variables is set', () => {
    expect(runtimeConfigFrom({ PORT: '8080' }, CONFIG_FILE)).toEqual(FILE_CONFIG);
  });

  it('says where a configuration comes from when there is neither a variable nor the file', () => {
    expect(() => runtimeConfigFrom({ PORT: '8080' }, join(tmpdir(), 'no-such-runtime-config.json'))).toThrow(
      /^No runtime configuration: no <NAME>_MANIFEST_URL or API_URL variable is set \(npm start at the root sets them from remotes.json\), and there is no .*no-such-runtime-config.json \(RUNTIME_CONFIG\)$/,
    );
  });

  it.each([
    ['COUNTRIES_MANIFEST_URL', 'ftp://cdn.example.org/countries/mf-manifest.json'],
    ['API_URL', 'https://worldatlas.example/api?x=1'],
    ['FACTS_MANIFEST_URL', 'http://x.example/"><script>'],
    ['CONTACT_MANIFEST_URL', ''],
  ])('stops with a message naming %s when it is malformed', (name, value) => {
    expect(() => runtimeConfigFrom({ ...DEPLOYED, [name]: value }, CONFIG_FILE)).toThrow(new RegExp(`^${name} must be http\\(s\\)://host`));
  });

  it('names the file and the key when the file is the source and is wrong', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'render-config-')), 'runtime-config.json');
    writeFileSync(file, JSON.stringify({ remotes: { facts: 'x', countries: 'x', contact: 'x' }, apiBaseUrl: 'x' }));
    expect(() => runtimeConfigFrom({}, file)).toThrow(`${file}: remotes.facts must be`);
    expect(() => runtimeConfigFrom({}, join(tmpdir(), 'no-such-runtime-config.json'))).toThrow('no-such-runtime-config.json');
  });
});

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
    writeFileSync(file, JSON.stringify({ remotes: DEPLOYED_REMOTES, apiBaseUrl: 'https://api.example.org' }));
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

describe('internalRoutesFrom', () => {
  const config = runtimeConfigFrom(DEPLOYED, CONFIG_FILE);

  it("routes each remote's public folder and the API's base URL to the internal address set for it", () => {
    expect(internalRoutesFrom({ COUNTRIES_INTERNAL_URL: 'http://mf-countries', API_INTERNAL_URL: 'http://countries-api:4000/' }, config)).toEqual([
      { publicPrefix: 'https://worldatlas.example/remotes/countries/', internalPrefix: 'http://mf-countries/' },
      { publicPrefix: 'https://worldatlas.example/api/', internalPrefix: 'http://countries-api:4000/' },
    ]);
  });

  it('routes nothing when none is set, and reaches readServerConfig', () => {
    expect(internalRoutesFrom({}, config)).toEqual([]);
    expect(readServerConfig({ ...DEPLOYED, FACTS_INTERNAL_URL: 'http://mf-facts:8080' }, '/no/such/dist').internalRoutes).toEqual([
      { publicPrefix: 'https://cdn.example.org/facts/', internalPrefix: 'http://mf-facts:8080/' },
    ]);
  });

  it('stops with a message naming the variable when an internal URL is malformed', () => {
    expect(() => internalRoutesFrom({ API_INTERNAL_URL: 'countries-api:4000' }, config)).toThrow(/^API_INTERNAL_URL must be http\(s\)/);
  });
});
