import { inlineRuntimeConfig } from './runtime-config';

const pageWith = (json: string) => new DOMParser().parseFromString(`<script type="application/json" id="runtime-config">${json}</script>`, 'text/html');

describe('inlineRuntimeConfig', () => {
  it('reads the remotes by name and the API from the page', () => {
    const config = { remotes: { facts: 'https://cdn.example/facts/mf-manifest.json', maps: 'http://127.0.0.1:3009/mf-manifest.json' }, apiBaseUrl: 'https://api.example' };
    expect(inlineRuntimeConfig(pageWith(JSON.stringify(config)))).toEqual(config);
  });

  it('leaves out entries that are not http(s) URLs', () => {
    expect(inlineRuntimeConfig(pageWith('{"remotes":{"facts":"javascript:alert(1)","contact":"http://c.example/mf-manifest.json"},"apiBaseUrl":42}'))).toEqual({
      remotes: { contact: 'http://c.example/mf-manifest.json' },
      apiBaseUrl: '',
    });
  });

  it('is undefined without a configuration, and says so when it is not JSON', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(inlineRuntimeConfig(new DOMParser().parseFromString('<p>no configuration</p>', 'text/html'))).toBeUndefined();
    expect(inlineRuntimeConfig(pageWith('{not json'))).toBeUndefined();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('not JSON'), expect.any(SyntaxError));
  });
});
