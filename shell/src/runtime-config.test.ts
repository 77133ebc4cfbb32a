import { DEFAULT_RUNTIME_CONFIG } from '@worldatlas/contracts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inlineRuntimeConfig, loadRuntimeConfig, parseRuntimeConfig } from './runtime-config';

describe('parseRuntimeConfig', () => {
  it('takes remote manifests and the API base URL from the file', () => {
    const warn = jest.spyOn(console, 'warn');
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
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to the defaults for missing or invalid entries, and says so', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const config = parseRuntimeConfig({ remotes: { facts: 'javascript:alert(1)' }, apiBaseUrl: 42 });
    expect(config).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('"facts"'));
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('apiBaseUrl'));
    expect(parseRuntimeConfig('not an object')).toEqual(DEFAULT_RUNTIME_CONFIG);
  });
});

describe('inlineRuntimeConfig', () => {
  const page = (slot: string) => new DOMParser().parseFromString(`<!doctype html><head>${slot}</head><body></body>`, 'text/html');
  const remotes = { facts: 'https://cdn.example/f.json', countries: 'https://cdn.example/c.json', contact: 'https://cdn.example/k.json' };

  it('reads the configuration the server wrote into the page', () => {
    const json = JSON.stringify({ remotes, apiBaseUrl: 'https://api.example' });
    expect(inlineRuntimeConfig(page(`<script type="application/json" id="runtime-config">${json}</script>`))).toEqual({ remotes, apiBaseUrl: 'https://api.example' });
  });

  it('is undefined when the slot is missing or left empty (the development server)', () => {
    expect(inlineRuntimeConfig(page(''))).toBeUndefined();
    expect(inlineRuntimeConfig(page('<script type="application/json" id="runtime-config">\n</script>'))).toBeUndefined();
  });

  it('is undefined when the slot is not JSON, and says so', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(inlineRuntimeConfig(page('<script type="application/json" id="runtime-config">{remotes:</script>'))).toBeUndefined();
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('not JSON'), expect.any(SyntaxError));
  });
});

describe('loadRuntimeConfig', () => {
  const remotes = { facts: 'https://cdn.example/f.json', countries: 'https://cdn.example/c.json', contact: 'https://cdn.example/k.json' };
  /** Answers each path as the table says; `/hang` never answers. */
  const answers: Record<string, { status: number; body: string }> = {
    '/ok.json': { status: 200, body: JSON.stringify({ remotes, apiBaseUrl: 'https://api.example' }) },
    '/missing.json': { status: 404, body: 'Not Found' },
    '/broken.json': { status: 200, body: '{"remotes":' },
  };
  let server: Server;
  let base = '';

  beforeAll(async () => {
    server = createServer((request, response) => {
      const answer = answers[request.url ?? ''];
      if (!answer) return; // /hang: no answer at all
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  it('reads the configuration the server answers', async () => {
    const error = jest.spyOn(console, 'error');
    expect(await loadRuntimeConfig(`${base}/ok.json`)).toEqual({ remotes, apiBaseUrl: 'https://api.example' });
    expect(error).not.toHaveBeenCalled();
  });

  it.each(['/missing.json', '/broken.json', '/hang'])('starts on the defaults and logs why when %s cannot be read', async (path) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await loadRuntimeConfig(`${base}${path}`, 300)).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('using the default configuration'), expect.anything());
  });
});
