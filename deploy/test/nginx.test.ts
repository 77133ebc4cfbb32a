import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sendRaw, trickle } from '../../packages/service-kit/test/raw-socket';
import { type DeployEnv, entrypointEnv, NginxApp } from '../src/nginx-app';

// The built apps served by Debian's nginx with the images' own config (see ../src/nginx-app.ts).
const DEPLOY_ENV: DeployEnv = {
  FACTS_MANIFEST_URL: 'https://cdn.worldatlas.test/facts/mf-manifest.json',
  COUNTRIES_MANIFEST_URL: 'https://countries.worldatlas.test/mf-manifest.json',
  CONTACT_MANIFEST_URL: 'https://contact.worldatlas.test/mf-manifest.json',
  API_URL: 'https://api.worldatlas.test',
};
/** The remotes' origins in the order of their variables' names (CONTACT_, COUNTRIES_, FACTS_), as the render server lists them too. */
const REMOTE_ORIGINS = ['https://contact.worldatlas.test', 'https://countries.worldatlas.test', 'https://cdn.worldatlas.test'];
const API_ORIGIN = 'https://api.worldatlas.test';
const NO_CACHE = 'no-cache';
const A_YEAR = 'public, max-age=31536000, immutable';
const AN_HOUR = 'public, max-age=3600';

const serve = (app: string, port?: number) =>
  new NginxApp({ app, port, deployEnv: DEPLOY_ENV, dir: mkdtempSync(join(tmpdir(), 'worldatlas-nginx-')) });

const HASHED_CHUNK = /^\d+\.[0-9a-f]{8}\.js$/;

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

describe('nginx serving a remote', () => {
  // mf-countries ships islands (browser and server builds); mf-facts ships assets and a server build only.
  const remote = serve('mf-countries');
  const facts = serve('mf-facts');
  beforeAll(() => Promise.all([remote.start(), facts.start()]));
  afterAll(() => Promise.all([remote.stop(), facts.stop()]));

  it('serves its federation files to a page of any origin, with the CSP and nosniff', async () => {
    const notFoundCsp = (await fetch(`${remote.url}/123.deadbeef.js`)).headers.get('content-security-policy');
    for (const path of ['/remoteEntry.js', '/mf-manifest.json', remote.servedFile(/^__federation_expose_CountryListIsland\.[0-9a-f]{8}\.js$/), remote.servedFile(HASHED_CHUNK)]) {
      const response = await fetch(`${remote.url}${path}`, { headers: { origin: 'http://localhost:3000' } });
      expect([path, response.status, response.headers.get('access-control-allow-origin')]).toEqual([path, 200, '*']);
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(directives(response.headers.get('content-security-policy'))['script-src']).toEqual(["'self'", ...REMOTE_ORIGINS]);
      expect(response.headers.get('content-security-policy')).toBe(notFoundCsp);
    }
  });

  it('never caches remoteEntry.js and the manifest, caches hashed chunks a year, the rest an hour', async () => {
    const chunk = remote.servedFile(HASHED_CHUNK);
    const other = remote.servedFile(/^[^/]+\.LICENSE\.txt$/);
    expect(await cacheRows(remote, ['/remoteEntry.js', '/mf-manifest.json', chunk, other])).toEqual([
      ['/remoteEntry.js', 200, NO_CACHE],
      ['/mf-manifest.json', 200, NO_CACHE],
      [chunk, 200, A_YEAR],
      [other, 200, AN_HOUR],
    ]);
  });

  it("serves its server build, which the shell's render server loads, by the same rules, without its source maps", async () => {
    const chunk = remote.servedFile(/^server\/\d+\.[0-9a-f]{8}\.js$/);
    expect(await cacheRows(remote, ['/server/remoteEntry.js', '/server/mf-manifest.json', chunk, `${chunk}.map`])).toEqual([
      ['/server/remoteEntry.js', 200, NO_CACHE],
      ['/server/mf-manifest.json', 200, NO_CACHE],
      [chunk, 200, A_YEAR],
      [`${chunk}.map`, 404, null],
    ]);
    expect(readdirSync(join(remote.webRoot, 'server')).filter((file) => file.endsWith('.map'))).toEqual([]);
  });

  it('compresses scripts with gzip', async () => {
    for (const path of ['/remoteEntry.js', remote.servedFile(HASHED_CHUNK)]) {
      const response = await fetch(`${remote.url}${path}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect([path, response.headers.get('content-encoding')]).toEqual([path, 'gzip']);
    }
  });

  it('sends a CSP that allows exactly the configured remote and API origins, and no eval', async () => {
    const csp = directives((await fetch(`${remote.url}/remoteEntry.js`)).headers.get('content-security-policy'));
    expect(csp['default-src']).toEqual(["'self'"]);
    // Remote entries and chunks are scripts; nothing eval'd, nothing inline (a remote serves no page).
    expect(csp['script-src']).toEqual(["'self'", ...REMOTE_ORIGINS]);
    // The remotes' manifests and the API's JSON.
    expect(csp['connect-src']).toEqual(["'self'", ...REMOTE_ORIGINS, API_ORIGIN]);
    // Flags come from the API; a remote may ship images (the facts hero).
    expect(csp['img-src']).toEqual(["'self'", 'data:', ...REMOTE_ORIGINS, API_ORIGIN]);
    // Emotion injects <style> elements: inline styles only.
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });

  it('sends the security headers on every answer, 404s included', async () => {
    for (const path of ['/', '/remoteEntry.js', remote.servedFile(HASHED_CHUNK), '/123.deadbeef.js']) {
      const response = await fetch(`${remote.url}${path}`);
      expect([path, response.headers.get('x-content-type-options')]).toEqual([path, 'nosniff']);
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it('refuses to start on a port another server holds, rather than testing that server', async () => {
    const second = serve('mf-countries', remote.port);
    await expect(second.start()).rejects.toThrow(/exited/);
    await second.stop();
  }, 15_000);

  it('serves federation files only: 404 at its own page, its entry and any route', async () => {
    for (const path of ['/', '/index.html', '/main.js', '/country/Nepal']) expect([path, (await fetch(`${remote.url}${path}`)).status]).toEqual([path, 404]);
    expect(readdirSync(remote.webRoot).filter((file) => /^(index\.html|main\.js|favicon\.svg|mf-stats\.json)$|\.map$/.test(file))).toEqual([]);
  });

  it('answers a missing hashed chunk with a 404 nobody caches', () => expectUncached404(remote.url));

  it('writes no runtime configuration', async () => {
    expect((await fetch(`${remote.url}/runtime-config.json`)).status).toBe(404);
  });
});

describe('nginx refusing hostile requests', () => {
  const facts = serve('mf-facts');
  beforeAll(() => facts.start());
  afterAll(() => facts.stop());
  const get = (target: string) => sendRaw(facts.port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  /** The security headers of a file the remote serves: every refusal carries the same. */
  const pageHeaders = async () => {
    const { headers } = await fetch(`${facts.url}/mf-manifest.json`);
    return { 'content-security-policy': headers.get('content-security-policy'), 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin', 'access-control-allow-origin': '*' };
  };

  it('answers a URL that does not decode, dot segments and the target * with 400, its security headers and no echo', async () => {
    const expected = await pageHeaders();
    for (const target of ['/country/%ZZ', '/%2e%2e/', '/%2E%2E', '/../', '/./', '/a/..%2fmf-manifest.json', '/a/%2e%2e/mf-manifest.json', '/a/..%5cmf-manifest.json', '*']) {
      const answer = await get(target);
      expect([target, answer.status]).toEqual([target, 400]);
      expect(answer.headers).toMatchObject(expected);
      expect(answer.body).not.toMatch(/%ZZ|country|manifest|%2e/i);
    }
    expect((await sendRaw(facts.port, 'OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')).headers).toMatchObject(expected);
    // A dot inside a name, or in the query, is not a segment.
    expect((await get(facts.servedFile(/^server\/__federation_expose_routes__home\.[0-9a-f]{8}\.js$/))).status).toBe(200);
    expect((await get('/mf-manifest.json?from=/../x')).status).toBe(200);
  });

  it('answers a header line over 8 KiB (its buffer; 16 KiB in all) with 400 and its security headers, and never serves a dotfile', async () => {
    const big = await sendRaw(facts.port, `GET /mf-manifest.json HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'b'.repeat(9 * 1024)}\r\nConnection: close\r\n\r\n`);
    expect(big.status).toBe(400);
    expect(big.headers).toMatchObject(await pageHeaders());
    expect((await get('/.releases.json')).status).toBe(404);
  });

  it('refuses a body (POST / with Content-Length: 100000, a byte at a time) and closes the connection in bounded time', async () => {
    const answer = await trickle(facts.port, 'POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100000\r\n\r\n', 100);
    // 413 at once; the connection then closes within lingering_time (5 s): this test's timeout bounds it.
    expect([answer.status, answer.headers.connection]).toEqual([413, 'close']);
    expect(answer.headers).toMatchObject(await pageHeaders());
    expect(answer.bytesAfterHead).toBeLessThan(100_000);
  }, 30_000);
});

describe('the entrypoint script (15-worldatlas.envsh)', () => {
  const run = (env: Partial<DeployEnv>) => entrypointEnv({ ...DEPLOY_ENV, ...env, WEB_ROOT: tmpdir() });

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
    expect(directives(env.CONTENT_SECURITY_POLICY ?? '')['script-src']).toEqual(["'self'", 'http://contact.worldatlas.test', 'https://cdn.worldatlas.test']);
  });

  it("takes every remote's <NAME>_MANIFEST_URL that is set: a remote is added to a deploy by its variable alone", () => {
    const env = run({ MAPS_MANIFEST_URL: 'https://maps.worldatlas.test/mf-manifest.json' });
    expect(directives(env.CONTENT_SECURITY_POLICY ?? '')['script-src']).toEqual(["'self'", ...REMOTE_ORIGINS, 'https://maps.worldatlas.test']);
  });
});
