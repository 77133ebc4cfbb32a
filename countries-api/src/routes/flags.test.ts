import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Country } from '@worldatlas/contracts';
import { buildTestApp } from '../../test/helper';

let app: FastifyInstance;
/** Nepal's flag URLs' paths, as its record names them: `/flags/np.{hash}.svg` and `.png`. */
let nepal: { svg: string; png: string };
beforeAll(async () => {
  app = await buildTestApp();
  const record = (await app.inject('/v3.1/alpha/np?fields=flags')).json<Pick<Country, 'flags'>>();
  if (!record) throw new Error('no record for NP');
  nepal = { svg: new URL(record.flags.svg).pathname, png: new URL(record.flags.png).pathname };
});
afterAll(() => app.close());

const YEAR_S = 365 * 24 * 60 * 60;

describe('GET /flags/{cca2}.{hash}.svg|png', () => {
  it('names content-hashed files in the records', () => {
    expect(nepal.svg).toMatch(/^\/flags\/np\.[0-9a-f]{8}\.svg$/);
    expect(nepal.png).toMatch(/^\/flags\/np\.[0-9a-f]{8}\.png$/);
  });

  it('serves a record’s flag as image/svg+xml, immutable for a year, embeddable from other origins', async () => {
    const response = await app.inject(nepal.svg);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.body).toMatch(/<svg[\s>]/);
    expect(response.headers['cache-control']).toBe(`public, max-age=${YEAR_S}, immutable`);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['content-security-policy']).toBe("default-src 'none';style-src 'unsafe-inline';img-src 'self' data:;frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses an SVG for a client that accepts it, and revalidates with 304', async () => {
    const plain = await app.inject(nepal.svg);
    const compressed = await app.inject({ url: nepal.svg, headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(compressed.rawPayload).toString()).toBe(plain.body);
    const revalidated = await app.inject({ url: nepal.svg, headers: { 'if-none-match': String(plain.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
  });

  it('serves the PNG rendering and accepts an upper-case name', async () => {
    const png = await app.inject(nepal.png);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await app.inject(nepal.svg.toUpperCase().replace('/FLAGS/', '/flags/'))).statusCode).toBe(200);
  });

  it('serves the flag each record points at, for every record', async () => {
    const countries = (await app.inject('/v3.1/all?fields=flags')).json<Array<Pick<Country, 'flags'>>>();
    for (const { flags } of countries) {
      for (const path of [new URL(flags.svg).pathname, new URL(flags.png).pathname]) {
        expect([path, (await app.inject({ method: 'HEAD', url: path })).statusCode]).toEqual([path, 200]);
      }
    }
  });

  it.each([
    ['without a hash', '/flags/np.svg', 'image/svg+xml'],
    ['with another build’s hash', '/flags/np.00000000.svg', 'image/svg+xml'],
    ['as PNG without a hash', '/flags/NP.png', 'image/png'],
  ])('answers a name %s with the current file, to be revalidated on each use', async (_label, url, type) => {
    const current = await app.inject(type === 'image/png' ? nepal.png : nepal.svg);
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.rawPayload.equals(current.rawPayload)).toBe(true);
    const revalidated = await app.inject({ url, headers: { 'if-none-match': String(response.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
  });

  it.each([
    ['an unknown code', '/flags/zz.svg'],
    ['an unknown code with a hash', '/flags/zz.3f2a9c1b.svg'],
    ['a hash that is not 8 hex digits', '/flags/np.3f2a9c1.svg'],
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
