import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkUrl, readRuntimeConfig } from './site-config';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'site-config-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const write = (name: string, value: unknown) => {
  const file = join(dir, name);
  writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
  return file;
};
const CONFIG = {
  remotes: { facts: 'https://cdn.example.org/facts/mf-manifest.json', countries: 'http://127.0.0.1:3002/mf-manifest.json', contact: 'http://127.0.0.1:3003/mf-manifest.json' },
  apiBaseUrl: 'https://api.example.org',
};

describe('checkUrl', () => {
  it('accepts http(s)://host[:port][/path]', () => {
    for (const url of ['http://127.0.0.1:3000', 'https://cdn.example.org/countries/v2/mf-manifest.json', 'https://api.example.org/']) {
      expect(checkUrl('SHELL_URL', url)).toBe(url);
    }
  });

  it('rejects, naming the setting, what would break a header or the JSON: no scheme, quotes, spaces, a query', () => {
    for (const url of ['cdn.example.org/mf-manifest.json', 'https://a"b.org', 'https://a.org/x y', "https://a.org/'self'", 'https://a.org/x?v=1', 'ftp://a.org', undefined]) {
      expect(() => checkUrl('API_URL', url)).toThrow(/^API_URL must be http\(s\):\/\/host\[:port\]\[\/path\]/);
    }
  });
});

describe('readRuntimeConfig', () => {
  it('reads the remotes and the API base URL', () => {
    expect(readRuntimeConfig(write('ok.json', CONFIG))).toEqual(CONFIG);
  });

  it('names the file and the entry that is missing or malformed', () => {
    const file = write('bad.json', { ...CONFIG, remotes: { ...CONFIG.remotes, contact: 'contact.example.org' } });
    expect(() => readRuntimeConfig(file)).toThrow(`${file}: remotes.contact must be`);
    expect(() => readRuntimeConfig(write('no-api.json', { remotes: CONFIG.remotes }))).toThrow(/apiBaseUrl must be/);
    expect(() => readRuntimeConfig(write('broken.json', '{'))).toThrow(/broken\.json: /);
  });

  it("keeps the pins of remotes' server entries, and refuses pins of unknown remotes or that are not strings", () => {
    const pins = { facts: `sha256-${'A'.repeat(43)}=` };
    expect(readRuntimeConfig(write('pinned.json', { ...CONFIG, serverEntryIntegrity: pins }))).toEqual({ ...CONFIG, serverEntryIntegrity: pins });
    for (const [name, value] of [['unknown.json', { shell: 'sha256-x' }], ['number.json', { facts: 1 }], ['list.json', ['sha256-x']]] as const) {
      const file = write(name, { ...CONFIG, serverEntryIntegrity: value });
      expect(() => readRuntimeConfig(file)).toThrow(`${file}: serverEntryIntegrity must map remote names (facts, countries, contact) to "sha256-…" strings`);
    }
  });
});
