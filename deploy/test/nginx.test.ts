import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppRole, type DeployEnv, entrypointEnv, NginxApp } from '../src/nginx-app';

// The built apps served by Debian's nginx with the images' own config (see ../src/nginx-app.ts).
const DEPLOY_ENV: DeployEnv = {
  FACTS_MANIFEST_URL: 'https://cdn.worldatlas.test/facts/mf-manifest.json',
  COUNTRIES_MANIFEST_URL: 'https://countries.worldatlas.test/mf-manifest.json',
  CONTACT_MANIFEST_URL: 'https://contact.worldatlas.test/mf-manifest.json',
  API_URL: 'https://api.worldatlas.test',
};
const REMOTE_ORIGINS = ['https://cdn.worldatlas.test', 'https://countries.worldatlas.test', 'https://contact.worldatlas.test'];
const API_ORIGIN = 'https://api.worldatlas.test';
const NO_CACHE = 'no-cache';
const A_YEAR = 'public, max-age=31536000, immutable';
const AN_HOUR = 'public, max-age=3600';

const serve = (app: string, role: AppRole, port?: number) =>
  new NginxApp({ app, role, port, deployEnv: DEPLOY_ENV, dir: mkdtempSync(join(tmpdir(), 'worldatlas-nginx-')) });

const HASHED_CHUNK = /^\d+\.[0-9a-f]{8}\.js$/;

/** The CSP source of the inline script in `app`'s built index.html, as its build wrote it (`'sha256-…'`). */
const inlineScriptSource = (app: string) => readFileSync(join(__dirname, '..', '..', app, 'dist', 'csp-script-hashes'), 'utf8').trim();

/** The policy's directives by name, e.g. `{ 'script-src': ["'self'", 'https://…'] }`. */
const directives = (csp: string | null) => Object.fromEntries((csp ?? '').split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

/** Status and Cache-Control of each path, as `[path, status, cache-control]` rows. */
const cacheRows = (app: NginxApp, paths: string[]) =>
  Promise.all(paths.map(async (path) => {
    const response = await fetch(`${app.url}${path}`);
    return [path, response.status, response.headers.get('cache-control')];
  }));

/** During a rolling deploy a replica may lack a new chunk for a moment: a CDN must not keep that 404 for a year. */
async function expectUncached404(url: string): Promise<void> {
  const response = await fetch(`${url}/123.deadbeef.js`);
  expect([response.status, response.headers.get('cache-control')]).toEqual([404, null]);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
}

describe('nginx serving the shell', () => {
  const shell = serve('shell', 'shell');
  beforeAll(() => shell.start());
  afterAll(() => shell.stop());

  it('writes runtime-config.json from the environment and never caches it', async () => {
    const response = await fetch(`${shell.url}/runtime-config.json`);
    expect(response.headers.get('cache-control')).toBe(NO_CACHE);
    expect(await response.json()).toEqual({
      remotes: { facts: DEPLOY_ENV.FACTS_MANIFEST_URL, countries: DEPLOY_ENV.COUNTRIES_MANIFEST_URL, contact: DEPLOY_ENV.CONTACT_MANIFEST_URL },
      apiBaseUrl: DEPLOY_ENV.API_URL,
    });
  });

  it('writes the runtime configuration into the page it serves, outside the read-only web root', async () => {
    const page = await (await fetch(`${shell.url}/`)).text();
    const carried = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(carried ?? 'null')).toEqual(await (await fetch(`${shell.url}/runtime-config.json`)).json());
    expect(page).toContain(`<link rel="preconnect" href="${REMOTE_ORIGINS[0]}" crossorigin>`);
    expect(page).toContain(`<link rel="preconnect" href="${API_ORIGIN}" crossorigin>`);
    // The image's web root is the build, unchanged: what the container makes at start goes elsewhere.
    expect(readFileSync(join(shell.webRoot, 'index.html'), 'utf8')).toContain('<script type="application/json" id="runtime-config"></script>');
    expect(existsSync(join(shell.webRoot, 'runtime-config.json')) && JSON.parse(readFileSync(join(shell.webRoot, 'runtime-config.json'), 'utf8')).apiBaseUrl).not.toBe(DEPLOY_ENV.API_URL);
  });

  it('answers client-side routes with index.html, not cached', async () => {
    for (const path of ['/', '/country/S%C3%A3o%20Tom%C3%A9%20and%20Pr%C3%ADncipe', '/about']) {
      const response = await fetch(`${shell.url}${path}`);
      expect([path, response.status, response.headers.get('cache-control')]).toEqual([path, 200, NO_CACHE]);
      expect(await response.text()).toContain('<title>WorldAtlas</title>');
    }
  });

  it('caches each kind of file by its rule: entry points never, hashed chunks a year, the rest an hour', async () => {
    const chunk = shell.servedFile(HASHED_CHUNK);
    expect(await cacheRows(shell, ['/index.html', '/main.js', '/mf-manifest.json', '/runtime-config.json', chunk, '/favicon.svg'])).toEqual([
      ['/index.html', 200, NO_CACHE],
      ['/main.js', 200, NO_CACHE],
      ['/mf-manifest.json', 200, NO_CACHE],
      ['/runtime-config.json', 200, NO_CACHE],
      [chunk, 200, A_YEAR],
      ['/favicon.svg', 200, AN_HOUR],
    ]);
  });

  it('compresses scripts with gzip', async () => {
    for (const path of ['/main.js', shell.servedFile(HASHED_CHUNK)]) {
      const response = await fetch(`${shell.url}${path}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect([path, response.headers.get('content-encoding')]).toEqual([path, 'gzip']);
    }
  });

  it('sends a CSP that allows exactly the configured remote and API origins, and no eval', async () => {
    const csp = directives((await fetch(`${shell.url}/`)).headers.get('content-security-policy'));
    expect(csp['default-src']).toEqual(["'self'"]);
    // Remote entries and chunks are scripts; nothing eval'd, and inline only the page's own script, by its hash.
    expect(csp['script-src']).toEqual(["'self'", inlineScriptSource('shell'), ...REMOTE_ORIGINS]);
    const page = await (await fetch(`${shell.url}/`)).text();
    const inline = [...page.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => `'sha256-${createHash('sha256').update(match[1] ?? '').digest('base64')}'`);
    expect(inline).toEqual([inlineScriptSource('shell')]);
    // The remotes' manifests and the API's JSON.
    expect(csp['connect-src']).toEqual(["'self'", ...REMOTE_ORIGINS, API_ORIGIN]);
    // Flags come from the API; a remote may ship images (the facts hero).
    expect(csp['img-src']).toEqual(["'self'", 'data:', ...REMOTE_ORIGINS, API_ORIGIN]);
    // Emotion injects <style> elements: inline styles only.
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });

  it('answers a missing hashed chunk with a 404 nobody caches', () => expectUncached404(shell.url));

  it('refuses to start on a port another server holds, rather than testing that server', async () => {
    const second = serve('shell', 'shell', shell.port);
    await expect(second.start()).rejects.toThrow(/exited/);
    await second.stop();
  }, 15_000);

  it('sends the security headers on every answer, 404s included', async () => {
    for (const path of ['/', '/runtime-config.json', shell.servedFile(HASHED_CHUNK), '/123.deadbeef.js']) {
      const response = await fetch(`${shell.url}${path}`);
      expect([path, response.headers.get('x-content-type-options')]).toEqual([path, 'nosniff']);
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it('serves no source maps or build statistics', () => {
    expect(readdirSync(shell.webRoot, { recursive: true, encoding: 'utf8' }).filter((file) => /\.map$|mf-stats\.json$/.test(file))).toEqual([]);
  });
});

describe('nginx serving a remote', () => {
  const facts = serve('mf-facts', 'remote');
  beforeAll(() => facts.start());
  afterAll(() => facts.stop());

  it('serves its federation files to a page of any origin, with the CSP and nosniff', async () => {
    const shellCsp = (await fetch(`${facts.url}/123.deadbeef.js`)).headers.get('content-security-policy');
    for (const path of ['/remoteEntry.js', '/mf-manifest.json', facts.servedFile(/^__federation_expose_Hero\.[0-9a-f]{8}\.js$/), facts.servedFile(HASHED_CHUNK)]) {
      const response = await fetch(`${facts.url}${path}`, { headers: { origin: 'http://localhost:3000' } });
      expect([path, response.status, response.headers.get('access-control-allow-origin')]).toEqual([path, 200, '*']);
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(directives(response.headers.get('content-security-policy'))['script-src']).toEqual(["'self'", inlineScriptSource('mf-facts'), ...REMOTE_ORIGINS]);
      expect(response.headers.get('content-security-policy')).toBe(shellCsp);
    }
  });

  it('never caches remoteEntry.js and the manifest, caches hashed chunks and assets a year', async () => {
    const chunk = facts.servedFile(HASHED_CHUNK);
    const asset = facts.servedFile(/^assets\/.+\.[0-9a-f]{8}\.svg$/);
    expect(await cacheRows(facts, ['/remoteEntry.js', '/mf-manifest.json', chunk, asset])).toEqual([
      ['/remoteEntry.js', 200, NO_CACHE],
      ['/mf-manifest.json', 200, NO_CACHE],
      [chunk, 200, A_YEAR],
      [asset, 200, A_YEAR],
    ]);
  });

  it('serves federation files only: 404 at its own page, its entry and any route', async () => {
    for (const path of ['/', '/index.html', '/main.js', '/country/Nepal']) expect([path, (await fetch(`${facts.url}${path}`)).status]).toEqual([path, 404]);
    expect(readdirSync(facts.webRoot).filter((file) => /^(index\.html|main\.js|favicon\.svg|mf-stats\.json)$|\.map$/.test(file))).toEqual([]);
  });

  it('answers a missing hashed chunk with a 404 nobody caches', () => expectUncached404(facts.url));

  it('writes no runtime configuration', async () => {
    expect((await fetch(`${facts.url}/runtime-config.json`)).status).toBe(404);
  });
});

describe('the entrypoint script (15-worldatlas.envsh)', () => {
  const run = (env: Partial<DeployEnv>) => entrypointEnv({ ...DEPLOY_ENV, ...env, APP_ROLE: 'remote', WEB_ROOT: tmpdir() });

  it.each([
    ['API_URL', 'api.worldatlas.test'],
    ['API_URL', 'https://api.worldatlas.test"; add_header X 1'],
    ['FACTS_MANIFEST_URL', 'https://cdn.worldatlas.test/facts/mf manifest.json'],
    ['CONTACT_MANIFEST_URL', "https://contact.worldatlas.test 'unsafe-eval'"],
  ] as const)('stops the container when %s is not http(s)://host[:port][/path] (%s)', (name, value) => {
    expect(() => run({ [name]: value })).toThrow(new RegExp(`${name} must be http\\(s\\)://host\\[:port\\]\\[/path\\]`));
  });

  it('writes origins as browsers send them: lower case, default port left out, each once', () => {
    const env = run({
      FACTS_MANIFEST_URL: 'https://CDN.WorldAtlas.test:443/facts/mf-manifest.json',
      COUNTRIES_MANIFEST_URL: 'https://cdn.worldatlas.test/countries/mf-manifest.json',
      CONTACT_MANIFEST_URL: 'http://contact.worldatlas.test:80/mf-manifest.json',
    });
    expect(directives(env.CONTENT_SECURITY_POLICY ?? '')['script-src']).toEqual(["'self'", 'https://cdn.worldatlas.test', 'http://contact.worldatlas.test']);
  });
});
