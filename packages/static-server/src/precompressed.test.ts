import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RuntimeConfig } from '@worldatlas/contracts';
import { buildStaticServer, type StaticServerOptions } from './index';

// The gzip copies the production build writes beside its files (packages/webpack-config), served in
// place of the file to clients that accept gzip.
const RUNTIME_CONFIG: RuntimeConfig = {
  remotes: {
    facts: 'http://127.0.0.1:3001/mf-manifest.json',
    countries: 'http://127.0.0.1:3002/mf-manifest.json',
    contact: 'http://127.0.0.1:3003/mf-manifest.json',
  },
  apiBaseUrl: 'http://127.0.0.1:4000',
};
const CHUNK = '/851.353df5ab.js';
const ENTRY = '/remoteEntry.js';
const BROWSER = 'gzip, deflate, br, zstd';
/** Script-like text that gzip shrinks, different in every line so no two encoders agree by chance. */
const script = (lines: number) => Array.from({ length: lines }, (_, line) => `export const value${line} = ${(line * 7919) % 1009};`).join('\n');

let root: string;
/** What each file holds on disk, by URL path. */
const disk = (path: string) => readFileSync(join(root, path));
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'static-server-gzip-'));
  mkdirSync(join(root, 'assets'));
  for (const [path, lines] of [[CHUNK, 2000], [ENTRY, 300]] as const) {
    writeFileSync(join(root, path), script(lines));
    // Level 1, so that these bytes differ from what the server would make compressing as it sends.
    writeFileSync(join(root, `${path}.gz`), gzipSync(script(lines), { level: 1 }));
  }
  // A file the build wrote no copy of: compressed as it is sent.
  writeFileSync(join(root, 'assets', 'world.7ac2f941.svg'), `<svg>${'<path d="M0 0h1v1z"/>'.repeat(200)}</svg>`);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The Vary header as a lower-case list. */
const vary = (value: string | number | string[] | undefined) => String(value ?? '').toLowerCase().split(/\s*,\s*/).filter(Boolean);

/** A page as the render server sends it (`pages`): made per request, so never a copy on disk. */
const PAGE = `<!doctype html><title>app</title>${'<p>x</p>'.repeat(100)}`;

describe.each<[string, Partial<StaticServerOptions>]>([
  ['a remote', {}],
  ['the render server', { pages: (_request: FastifyRequest, reply: FastifyReply) => reply.type('text/html; charset=utf-8').send(PAGE) }],
])('gzip copies (%s)', (_name, extra) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildStaticServer({ root, runtimeConfig: RUNTIME_CONFIG, ...extra });
  });
  afterAll(() => app.close());

  it.each(['gzip', BROWSER])('answers a client that accepts %s with the copy on disk, as it is', async (acceptEncoding) => {
    for (const path of [CHUNK, ENTRY]) {
      const response = await app.inject({ url: path, headers: { 'accept-encoding': acceptEncoding } });
      expect([path, response.statusCode, response.headers['content-encoding']]).toEqual([path, 200, 'gzip']);
      expect(response.rawPayload.equals(disk(`${path}.gz`))).toBe(true);
      expect(Number(response.headers['content-length'])).toBe(disk(`${path}.gz`).length);
      expect(gunzipSync(response.rawPayload).equals(disk(path))).toBe(true);
      expect(response.headers['content-type']).toMatch(/^application\/javascript/);
      expect(vary(response.headers.vary)).toEqual(['accept-encoding']);
    }
  });

  it('keeps the cache rule of the file the copy encodes', async () => {
    const rules = await Promise.all(
      [CHUNK, ENTRY].map(async (path) => [path, (await app.inject({ url: path, headers: { 'accept-encoding': 'gzip' } })).headers['cache-control']]),
    );
    expect(rules).toEqual([
      [CHUNK, 'public, max-age=31536000, immutable'],
      [ENTRY, 'no-cache'],
    ]);
  });

  it.each([
    ['no Accept-Encoding', undefined],
    ['identity only', 'identity'],
    ['brotli only (the build writes no .br, and the server sends no brotli)', 'br'],
  ])('answers a client with %s with the file itself', async (_case, acceptEncoding) => {
    const response = await app.inject({ url: CHUNK, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
    expect([response.statusCode, response.headers['content-encoding']]).toEqual([200, undefined]);
    expect(response.rawPayload.equals(disk(CHUNK))).toBe(true);
    // Caches must keep the two encodings apart.
    expect(vary(response.headers.vary)).toEqual(['accept-encoding']);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('gives each encoding its own validator, and revalidates each', async () => {
    const gzipped = await app.inject({ url: CHUNK, headers: { 'accept-encoding': 'gzip' } });
    const plain = await app.inject({ url: CHUNK });
    expect(gzipped.headers.etag).toBeTruthy();
    expect(gzipped.headers.etag).not.toBe(plain.headers.etag);
    const revalidated = await app.inject({ url: CHUNK, headers: { 'accept-encoding': 'gzip', 'if-none-match': String(gzipped.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
  });

  it('compresses what has no copy as it sends it: files, and pages or 404s', async () => {
    const page = await app.inject({ url: '/', headers: { 'accept-encoding': BROWSER } });
    expect([page.statusCode, page.headers['content-encoding']]).toEqual([extra.pages ? 200 : 404, 'gzip']);
    expect(gunzipSync(page.rawPayload).toString()).toBe(extra.pages ? PAGE : 'Not Found');
    const svg = await app.inject({ url: '/assets/world.7ac2f941.svg', headers: { 'accept-encoding': BROWSER } });
    expect([svg.headers['content-encoding'], vary(svg.headers.vary)]).toEqual(['gzip', ['accept-encoding']]);
    expect(gunzipSync(svg.rawPayload).equals(disk('/assets/world.7ac2f941.svg'))).toBe(true);
  });

  it('answers the URL of a copy itself with 404, like a missing file, page navigations included', async () => {
    for (const accept of ['*/*', 'text/html,*/*']) {
      for (const path of [`${CHUNK}.gz`, `${ENTRY}.gz`, `${CHUNK}.gz?v=1`]) {
        const response = await app.inject({ url: path, headers: { accept, 'accept-encoding': BROWSER } });
        expect([path, accept, response.statusCode, response.headers['cache-control']]).toEqual([path, accept, 404, undefined]);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
      }
    }
  });
});
