import { DEFAULT_RUNTIME_CONFIG } from '@worldatlas/contracts';
import { parseRuntimeConfig } from './runtime-config';

describe('parseRuntimeConfig', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

  it('takes remote manifests and the API base URL from the file', () => {
    const config = parseRuntimeConfig({
      remotes: {
        facts: 'https://cdn.example/facts/mf-manifest.json',
        countries: 'https://cdn.example/countries/mf-manifest.json',
        contact: 'https://cdn.example/contact/mf-manifest.json',
      },
      apiBaseUrl: 'https://api.example/',
    });
    expect(config).toEqual({
      remotes: {
        facts: 'https://cdn.example/facts/mf-manifest.json',
        countries: 'https://cdn.example/countries/mf-manifest.json',
        contact: 'https://cdn.example/contact/mf-manifest.json',
      },
      apiBaseUrl: 'https://api.example',
    });
  });

  it('falls back to the defaults for missing or invalid entries, and says so', () => {
    const config = parseRuntimeConfig({ remotes: { facts: 'javascript:alert(1)' }, apiBaseUrl: 42 });
    expect(config).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('"facts"'));
    expect(parseRuntimeConfig('not an object')).toEqual(DEFAULT_RUNTIME_CONFIG);
  });
});
