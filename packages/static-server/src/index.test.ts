import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildStaticServer, cacheControlFor, contentSecurityPolicy } from './index';

const CSP = contentSecurityPolicy(['http://127.0.0.1:3001'], 'http://127.0.0.1:4000');

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'static-server-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(root, 'remoteEntry.js'), 'var facts;');
  writeFileSync(join(root, 'mf-manifest.json'), '{}');
  writeFileSync(join(root, '851.353df5ab.js'), 'x'.repeat(2000));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('contentSecurityPolicy', () => {
  it('allows scripts from the remotes, data from them and the API, and no eval or framing', () => {
    expect(CSP).toContain("script-src 'self' http://127.0.0.1:3001;");
    expect(CSP).toContain("connect-src 'self' http://127.0.0.1:3001 http://127.0.0.1:4000;");
    expect(CSP).toContain("frame-ancestors 'none'");
    expect(CSP).not.toContain('unsafe-eval');
  });
});

describe('cacheControlFor', () => {
  it('never caches entry points and caches hashed chunks for a year', () => {
    for (const file of ['index.html', 'main.js', 'remoteEntry.js', 'mf-manifest.json', 'runtime-config.json']) {
      expect(cacheControlFor(`/srv/${file}`)).toBe('no-cache');
    }
    expect(cacheControlFor('/srv/851.353df5ab.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/srv/favicon.svg')).toBe('public, max-age=3600');
  });
});

describe.each([true, false])('buildStaticServer (spa: %s)', (spa) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildStaticServer({ root, spa, contentSecurityPolicy: CSP });
  });
  afterAll(() => app.close());

  it('serves files with CORS for any origin, nosniff and their cache rule', async () => {
    const entry = await app.inject({ url: '/remoteEntry.js', headers: { origin: 'http://127.0.0.1:3000' } });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'content-security-policy': CSP,
    });
    const chunk = await app.inject({ url: '/851.353df5ab.js', headers: { 'accept-encoding': 'gzip' } });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['content-encoding']).toBe('gzip');
  });

  it('answers a missing file with 404, with the security headers', async () => {
    const missing = await app.inject('/missing.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
  });

  it(spa ? 'answers a page navigation to a client route with index.html' : 'answers unknown pages with 404', async () => {
    const response = await app.inject({ url: "/country/C%C3%B4te%20d'Ivoire", headers: { accept: 'text/html,*/*' } });
    if (spa) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>app</title>');
    } else {
      expect(response.statusCode).toBe(404);
    }
  });
});
