import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/helper';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('GET /flags/{cca2}.svg|png', () => {
  it('serves a country flag as image/svg+xml, cacheable and embeddable from other origins', async () => {
    const response = await app.inject('/flags/np.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.body).toMatch(/<svg[\s>]/);
    expect(response.headers['cache-control']).toMatch(/public, max-age=86400/);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['content-security-policy']).toBe("default-src 'none';style-src 'unsafe-inline';img-src 'self' data:;frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses an SVG for a client that accepts it, and revalidates with 304', async () => {
    const plain = await app.inject('/flags/ca.svg');
    const compressed = await app.inject({ url: '/flags/ca.svg', headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(compressed.rawPayload).toString()).toBe(plain.body);
    const revalidated = await app.inject({ url: '/flags/ca.svg', headers: { 'if-none-match': String(plain.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
  });

  it('serves the PNG rendering and accepts an upper-case code', async () => {
    const png = await app.inject('/flags/np.png');
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await app.inject('/flags/NP.svg')).statusCode).toBe(200);
  });

  it('serves the flag each record points at, for every record', async () => {
    const countries = (await app.inject('/v3.1/all?fields=flags')).json<Array<{ flags: { svg: string } }>>();
    for (const { flags } of countries) {
      const path = new URL(flags.svg).pathname;
      expect([path, (await app.inject({ method: 'HEAD', url: path })).statusCode]).toEqual([path, 200]);
    }
  });

  it.each([
    ['an unknown code', '/flags/zz.svg'],
    ['another extension', '/flags/np.gif'],
    ['an encoded traversal', '/flags/..%2Fdata%2Fcountries.json'],
    ['a traversal', '/flags/../data/countries.json'],
    ['the folder', '/flags/'],
  ])('answers 404 JSON for %s', async (_label, url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, message: 'Not Found' });
  });
});
