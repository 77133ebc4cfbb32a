import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { internalRoutesFrom } from './internal-urls';
import { runtimeConfigFrom } from './site-config';

/** A build's folder holding a runtime-config.json of local ports, as a deploy without the variables would ship it. */
const DIST = mkdtempSync(join(tmpdir(), 'runtime-config-from-'));
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

describe('internalRoutesFrom', () => {
  const config = runtimeConfigFrom(DEPLOYED, CONFIG_FILE);

  it("routes each remote's public folder and the API's base URL to the internal address set for it", () => {
    expect(internalRoutesFrom({ COUNTRIES_INTERNAL_URL: 'http://mf-countries', API_INTERNAL_URL: 'http://countries-api:4000/' }, config)).toEqual([
      { publicPrefix: 'https://worldatlas.example/remotes/countries/', internalPrefix: 'http://mf-countries/' },
      { publicPrefix: 'https://worldatlas.example/api/', internalPrefix: 'http://countries-api:4000/' },
    ]);
  });

  it('routes nothing when none is set', () => {
    expect(internalRoutesFrom({}, config)).toEqual([]);
  });

  it('stops with a message naming the variable when an internal URL is malformed', () => {
    expect(() => internalRoutesFrom({ API_INTERNAL_URL: 'countries-api:4000' }, config)).toThrow(/^API_INTERNAL_URL must be http\(s\)/);
  });
});
