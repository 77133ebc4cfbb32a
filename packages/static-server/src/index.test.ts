import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gunzipSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RuntimeConfig } from '@worldatlas/contracts';
import { buildStaticServer, cacheControlFor, contentSecurityPolicy } from './index';

const RUNTIME_CONFIG: RuntimeConfig = {
  remotes: {
    facts: 'https://cdn.worldatlas.test/facts/mf-manifest.json',
    countries: 'https://CDN.worldatlas.test:443/countries/mf-manifest.json',
    contact: 'http://127.0.0.1:3003/mf-manifest.json',
  },
  apiBaseUrl: 'https://api.worldatlas.test',
};

/** The policy's directives by name, e.g. `{ 'script-src': ["'self'", 'https://…'] }`. */
const directives = (csp: string) => Object.fromEntries(csp.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'static-server-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title><script type="application/json" id="runtime-config"></script>');
  writeFileSync(join(root, 'remoteEntry.js'), 'var facts;');
  writeFileSync(join(root, 'mf-manifest.json'), '{}');
  writeFileSync(join(root, '851.353df5ab.js'), 'x'.repeat(2000));
  writeFileSync(join(root, 'csp-script-hashes'), "'sha256-abc='\n");
  // What the build leaves beside the files it publishes (the images prune it).
  writeFileSync(join(root, '851.353df5ab.js.map'), '{"version":3,"sourcesContent":["secret source"]}');
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'assets', 'world.7ac2f941.js.map'), '{"version":3}');
  writeFileSync(join(root, 'mf-stats.json'), '{"name":"facts"}');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('contentSecurityPolicy', () => {
  const csp = directives(contentSecurityPolicy(RUNTIME_CONFIG));

  it('allows scripts from itself and each remote origin once, never inline or eval', () => {
    expect(csp['script-src']).toEqual(["'self'", 'https://cdn.worldatlas.test', 'http://127.0.0.1:3003']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
  });

  it('fetches manifests from the remotes and data from the API, and shows images (flags) from both', () => {
    const data = ["'self'", 'https://cdn.worldatlas.test', 'http://127.0.0.1:3003', 'https://api.worldatlas.test'];
    expect(csp['connect-src']).toEqual(data);
    expect(csp['img-src']).toEqual(["'self'", 'data:', ...data.slice(1)]);
  });

  it("allows an inline script only by the hash its app's build wrote, before the remotes", () => {
    const withHash = directives(contentSecurityPolicy(RUNTIME_CONFIG, ["'sha256-abc='"]));
    expect(withHash['script-src']).toEqual(["'self'", "'sha256-abc='", 'https://cdn.worldatlas.test', 'http://127.0.0.1:3003']);
    expect(withHash['script-src']).not.toContain("'unsafe-inline'");
  });

  it("allows inline styles only (Emotion's), and no framing", () => {
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });
});

describe('cacheControlFor', () => {
  it('never caches entry points and caches hashed chunks for a year', () => {
    for (const file of ['index.html', 'islands.js', 'islands-dom.js', 'remoteEntry.js', 'mf-manifest.json', 'runtime-config.json']) {
      expect(cacheControlFor(`/srv/${file}`)).toBe('no-cache');
    }
    expect(cacheControlFor('/srv/851.353df5ab.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/srv/assets/world.7ac2f941.svg')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/srv/favicon.svg')).toBe('public, max-age=3600');
  });
});

describe('buildStaticServer', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildStaticServer({ root, runtimeConfig: RUNTIME_CONFIG });
  });
  afterAll(() => app.close());

  it('never serves the page template: /, /index.html and page navigations to a route are 404', async () => {
    for (const url of ['/', '/index.html', "/country/C%C3%B4te%20d'Ivoire"]) {
      for (const headers of [{}, { accept: 'text/html,*/*' }]) {
        const response = await app.inject({ url, headers });
        expect([url, headers, response.statusCode, response.headers['cache-control']]).toEqual([url, headers, 404, undefined]);
        expect(response.body).not.toContain('<title>app</title>');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
      }
    }
  });

  it("serves files to a page of any origin, with the site's CSP, nosniff and their cache rule", async () => {
    const entry = await app.inject({ url: '/remoteEntry.js', headers: { origin: 'http://localhost:3000' } });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      // The app's inline script allowed by the hash its build wrote beside index.html.
      'content-security-policy': contentSecurityPolicy(RUNTIME_CONFIG, ["'sha256-abc='"]),
    });
    // The answer is the same whatever the Origin (localhost, 127.0.0.1, a deployed name), so caches need not key on it.
    expect(String(entry.headers.vary ?? '')).not.toMatch(/origin/i);
    expect(entry.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('caches hashed chunks for a year and gzips them (not brotli, which the images lack)', async () => {
    const chunk = await app.inject({ url: '/851.353df5ab.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['content-encoding']).toBe('gzip');
  });

  it('answers a missing file with 404, the security headers and no Cache-Control', async () => {
    const missing = await app.inject('/123.deadbeef.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    expect(missing.headers['access-control-allow-origin']).toBe('*');
    expect(missing.headers['cache-control']).toBeUndefined();
  });

  it('answers a folder of the app (/assets, /assets/) as no file: 404, never 403', async () => {
    for (const url of ['/assets', '/assets/']) {
      const response = await app.inject(url);
      expect([url, response.statusCode]).toEqual([url, 404]);
    }
  });

  it('never serves source maps or mf-stats.json, which the build leaves in the folder: 404, as the images answer', async () => {
    const unpublished = ['/851.353df5ab.js.map', '/assets/world.7ac2f941.js.map', '/mf-stats.json', '/851.353df5ab.js%2Emap', '/mf-stats.json?x=1'];
    for (const url of unpublished) {
      for (const headers of [{}, { accept: 'text/html,*/*', 'accept-encoding': 'gzip' }]) {
        const response = await app.inject({ url, headers });
        expect([url, response.statusCode, response.headers['cache-control']]).toEqual([url, 404, undefined]);
        expect(response.body).not.toMatch(/sourcesContent|"version"|facts/);
      }
    }
    // The file each map belongs to is still served.
    expect((await app.inject('/851.353df5ab.js')).statusCode).toBe(200);
  });
});

describe('buildStaticServer with pages (the render server)', () => {
  let app: FastifyInstance;
  /** The paths the pages were asked for, in order. */
  const asked: string[] = [];
  beforeAll(async () => {
    app = await buildStaticServer({
      root,
      runtimeConfig: RUNTIME_CONFIG,
      pages: (request, reply) => {
        asked.push(request.url);
        return reply.type('text/html; charset=utf-8').send('<!doctype html><title>a rendered page</title>');
      },
    });
  });
  afterAll(() => app.close());

  it('answers every path that is not a file with a page, / and /index.html included, whatever the Accept', async () => {
    const paths = ['/', '/index.html', "/country/C%C3%B4te%20d'Ivoire", '/about?x=1'];
    for (const url of paths) {
      for (const headers of [{}, { accept: 'text/html,*/*' }]) {
        const response = await app.inject({ url, headers });
        expect([url, response.statusCode, response.body]).toEqual([url, 200, '<!doctype html><title>a rendered page</title>']);
        expect(response.headers['content-security-policy']).toBe(contentSecurityPolicy(RUNTIME_CONFIG, ["'sha256-abc='"]));
      }
    }
    expect(asked.splice(0)).toEqual(paths.flatMap((url) => [url, url]));
  });

  it('still serves files as files, and answers gzip copies, source maps, mf-stats.json and other methods with 404, never a page', async () => {
    const entry = await app.inject('/remoteEntry.js');
    expect([entry.statusCode, entry.body]).toEqual([200, 'var facts;']);
    for (const url of ['/851.353df5ab.js.gz', '/851.353df5ab.js.map', '/mf-stats.json']) {
      const response = await app.inject({ url, headers: { accept: 'text/html,*/*' } });
      expect([url, response.statusCode]).toEqual([url, 404]);
    }
    expect((await app.inject({ method: 'DELETE', url: '/country/Nepal' })).statusCode).toBe(404);
    expect(asked).toEqual([]);
  });
});

describe('a folder rebuilt while it is served', () => {
  let live: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    live = mkdtempSync(join(tmpdir(), 'static-server-live-'));
    writeFileSync(join(live, 'remoteEntry.js'), 'var facts; // release 1');
    app = await buildStaticServer({ root: live, runtimeConfig: RUNTIME_CONFIG });
  });
  afterAll(async () => {
    await app.close();
    rmSync(live, { recursive: true, force: true });
  });
  const gzipClient = { 'accept-encoding': 'gzip' };

  it('serves a file written after it started, at once, and its gzip copy to gzip clients', async () => {
    expect((await app.inject('/__federation_expose_Hero.0e59ce29.js')).statusCode).toBe(404);
    writeFileSync(join(live, '__federation_expose_Hero.0e59ce29.js'), 'hero(); // release 2');
    writeFileSync(join(live, '__federation_expose_Hero.0e59ce29.js.gz'), gzipSync('hero(); // release 2'));
    const plain = await app.inject('/__federation_expose_Hero.0e59ce29.js');
    expect([plain.statusCode, plain.body, plain.headers['cache-control']]).toEqual([200, 'hero(); // release 2', 'public, max-age=31536000, immutable']);
    const zipped = await app.inject({ url: '/__federation_expose_Hero.0e59ce29.js', headers: gzipClient });
    expect([zipped.statusCode, zipped.headers['content-encoding'], gunzipSync(zipped.rawPayload).toString()]).toEqual([200, 'gzip', 'hero(); // release 2']);
  });

  it('serves a file replaced in place with its new content', async () => {
    writeFileSync(join(live, 'remoteEntry.js'), 'var facts; // release 2');
    expect((await app.inject('/remoteEntry.js')).body).toBe('var facts; // release 2');
  });

  it('answers a removed file 404, never its old body, nor a gzip copy left behind', async () => {
    rmSync(join(live, '__federation_expose_Hero.0e59ce29.js'));
    for (const headers of [{}, gzipClient, { ...gzipClient, accept: 'text/html' }]) {
      const removed = await app.inject({ url: '/__federation_expose_Hero.0e59ce29.js', headers });
      expect([removed.statusCode, removed.body.includes('hero()'), removed.headers['cache-control']]).toEqual([404, false, undefined]);
    }
  });
});
