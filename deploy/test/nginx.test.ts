import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DeployEnv, NginxApp, ROOT } from '../src/nginx-app';

// The built apps served by Debian's nginx with the images' own config (see ../src/nginx-app.ts).
const DEPLOY_ENV: DeployEnv = {
  SHELL_URL: 'https://www.worldatlas.test',
  FACTS_MANIFEST_URL: 'https://cdn.worldatlas.test/facts/mf-manifest.json',
  COUNTRIES_MANIFEST_URL: 'https://countries.worldatlas.test/mf-manifest.json',
  CONTACT_MANIFEST_URL: 'https://contact.worldatlas.test/mf-manifest.json',
  API_URL: 'https://api.worldatlas.test',
};
const serve = (app: string, role: 'shell' | 'remote', port: number) =>
  new NginxApp({ app, role, port, deployEnv: DEPLOY_ENV, dir: mkdtempSync(join(tmpdir(), 'worldatlas-nginx-')) });

const hashedChunk = (app: string) => readdirSync(join(ROOT, app, 'dist')).find((file) => /^\d+\.[0-9a-f]{8}\.js$/.test(file)) ?? '';

describe('nginx serving the shell', () => {
  const shell = serve('shell', 'shell', 4180);
  beforeAll(() => shell.start());
  afterAll(() => shell.stop());

  it('writes runtime-config.json from the environment and never caches it', async () => {
    const response = await fetch(`${shell.url}/runtime-config.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({
      remotes: { facts: DEPLOY_ENV.FACTS_MANIFEST_URL, countries: DEPLOY_ENV.COUNTRIES_MANIFEST_URL, contact: DEPLOY_ENV.CONTACT_MANIFEST_URL },
      apiBaseUrl: DEPLOY_ENV.API_URL,
    });
  });

  it('answers client-side routes with index.html, not cached', async () => {
    for (const path of ['/', '/country/S%C3%A3o%20Tom%C3%A9%20and%20Pr%C3%ADncipe', '/about']) {
      const response = await fetch(`${shell.url}${path}`);
      expect([path, response.status, response.headers.get('cache-control')]).toEqual([path, 200, 'no-cache']);
      expect(await response.text()).toContain('<title>WorldAtlas</title>');
    }
  });

  it('caches content-hashed chunks for a year and compresses them', async () => {
    const response = await fetch(`${shell.url}/${hashedChunk('shell')}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('sends a CSP that allows exactly the configured remote and API origins, and no eval', async () => {
    const csp = (await fetch(`${shell.url}/`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' https://cdn.worldatlas.test https://countries.worldatlas.test https://contact.worldatlas.test;");
    expect(csp).toContain("connect-src 'self' https://cdn.worldatlas.test https://countries.worldatlas.test https://contact.worldatlas.test https://api.worldatlas.test;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain('${');
  });

  it('sends nosniff and a referrer policy on every answer, 404s included', async () => {
    for (const path of ['/', '/runtime-config.json', `/${hashedChunk('shell')}`, '/missing.js']) {
      const response = await fetch(`${shell.url}${path}`);
      expect([path, response.headers.get('x-content-type-options')]).toEqual([path, 'nosniff']);
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('nginx serving a remote', () => {
  const facts = serve('mf-facts', 'remote', 4181);
  beforeAll(() => facts.start());
  afterAll(() => facts.stop());

  it('serves remoteEntry.js and the manifest uncached, with CORS for the shell origin', async () => {
    for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
      const response = await fetch(`${facts.url}/${file}`, { headers: { origin: DEPLOY_ENV.SHELL_URL } });
      expect([file, response.status, response.headers.get('cache-control')]).toEqual([file, 200, 'no-cache']);
      expect(response.headers.get('access-control-allow-origin')).toBe(DEPLOY_ENV.SHELL_URL);
    }
  });

  it("serves the remote's own page at / and its entry uncached", async () => {
    for (const path of ['/', '/main.js']) {
      const response = await fetch(`${facts.url}${path}`);
      expect([path, response.status, response.headers.get('cache-control')]).toEqual([path, 200, 'no-cache']);
    }
  });

  it('answers unknown paths with 404, not an HTML page', async () => {
    expect((await fetch(`${facts.url}/country/Nepal`)).status).toBe(404);
  });

  it('writes no runtime configuration', () => {
    expect(existsSync(join(facts.webRoot, 'runtime-config.json'))).toBe(false);
  });
});
