import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Country } from '@worldatlas/contracts';
import { buildTestApp } from '../test/helper';

const LIST = '/v3.1/all?fields=name,population,region,capital,flags';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('headers on data responses', () => {
  it('allow caching for a day, CORS from any origin, and no sniffing', async () => {
    const response = await app.inject({ url: LIST, headers: { origin: 'http://elsewhere.example' } });
    expect(response.headers).toMatchObject({
      'cache-control': 'public, max-age=86400',
      'access-control-allow-origin': '*',
      'x-content-type-options': 'nosniff',
    });
    expect(response.headers.etag).toBeDefined();
  });

  it('answers a repeated request, served from the URL index, with the same status, body and headers', async () => {
    for (const url of ['/v3.1/name/peru?fullText=true', '/v3.1/name/atlantis']) {
      const first = await app.inject({ url, headers: { origin: 'http://elsewhere.example' } });
      const again = await app.inject({ url, headers: { origin: 'http://elsewhere.example' } });
      expect([again.statusCode, again.body]).toEqual([first.statusCode, first.body]);
      for (const header of ['access-control-allow-origin', 'x-content-type-options', 'etag', 'cache-control']) {
        expect([header, again.headers[header]]).toEqual([header, first.headers[header]]);
      }
      expect(again.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('leaves Cache-Control and Vary off a 404, first time and repeated', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await app.inject({ url: '/v3.1/name/lemuria', headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toBeUndefined();
      expect(response.headers.vary).toBeUndefined();
      expect(response.headers['content-encoding']).toBeUndefined();
    }
  });

  it('answers the full body to an If-Modified-Since alone (there is no Last-Modified)', async () => {
    const response = await app.inject({ url: LIST, headers: { 'if-modified-since': new Date().toUTCString() } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(250);
  });

  it('leaves Vary off answers too small to compress', async () => {
    const response = await app.inject({ url: '/v3.1/name/nepal?fullText=true&fields=name', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
  });

  it('answers a CORS preflight for GET', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: LIST,
      headers: { origin: 'http://elsewhere.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-trace' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, HEAD',
      'access-control-allow-headers': 'x-trace',
    });
  });

  it('answers a plain OPTIONS, without preflight headers, with 204 and the methods, never an error', async () => {
    for (const url of [LIST, '/healthz']) {
      const response = await app.inject({ method: 'OPTIONS', url });
      expect([url, response.statusCode, response.body]).toEqual([url, 204, '']);
      expect(response.headers['access-control-allow-methods']).toBe('GET, HEAD');
    }
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])('compresses with %s when the client accepts it', async (encoding, decompress) => {
    const plain = await app.inject(LIST);
    const compressed = await app.inject({ url: LIST, headers: { 'accept-encoding': encoding } });
    expect(compressed.headers['content-encoding']).toBe(encoding);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(decompress(compressed.rawPayload).toString()).toBe(plain.body);
    expect(compressed.headers.vary).toBe('accept-encoding');
    expect(plain.headers.vary).toBe('accept-encoding');
  });

  it('negotiates each Accept-Encoding value by itself, asked again in any order', async () => {
    const expected: Array<[string, string | undefined]> = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', undefined],
      ['deflate, br;q=0.5, gzip;q=0.8', 'gzip'],
    ];
    for (const [accepted, encoding] of [...expected, ...[...expected].reverse()]) {
      const response = await app.inject({ url: LIST, headers: { 'accept-encoding': accepted } });
      expect([accepted, response.headers['content-encoding']]).toEqual([accepted, encoding]);
    }
  });
});

describe('methods and unknown paths', () => {
  const GET_URLS = [
    ...['/v3.1/all?fields=name', '/v3.1/name/nepal', '/v3.1/alpha/np', '/v3.1/alpha?codes=np', '/v3.1/independent'],
    ...['/v3.1/currency/eur', '/v3.1/capital/lima', '/v3.1/lang/spa', '/v3.1/region/asia', '/v3.1/subregion/caribbean'],
    ...['/v3.1/demonym/peruvian', '/v3.1/translation/alemania', '/flags/np.svg', '/healthz'],
  ];

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'TRACE', 'PROPFIND', 'SEARCH', 'PURGE', 'QUERY'] as const)(
    'answers %s on a GET route with 405 and Allow: GET, HEAD',
    async (method) => {
      for (const url of GET_URLS) {
        const response = await app.inject({ method, url });
        expect([url, response.statusCode, response.headers.allow]).toEqual([url, 405, 'GET, HEAD']);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(response.json()).toEqual({ status: 405, message: 'Method Not Allowed' });
      }
    },
  );

  it('answers 405 before reading a body of any content type', async () => {
    const response = await app.inject({ method: 'POST', url: '/v3.1/name/nepal', headers: { 'content-type': 'application/xml' }, payload: '<x/>' });
    expect(response.statusCode).toBe(405);
    expect(response.json()).toEqual({ status: 405, message: 'Method Not Allowed' });
  });

  it.each(['POST', 'PROPFIND'] as const)('answers %s on an unknown path with 404', async (method) => {
    const response = await app.inject({ method, url: '/v2/all' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, message: 'Not Found' });
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/v3.1/name/nepal' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });

  it('answers 404 JSON for an unknown path', async () => {
    const response = await app.inject('/v2/all');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, message: 'Not Found' });
  });
});

describe('trailing slashes', () => {
  it.each([
    '/v3.1/name/peru',
    '/v3.1/all?fields=area',
    '/v3.1/independent?status=true&fields=cca3',
    '/v3.1/alpha?codes=aze,tr&fields=cca3',
    '/v3.1/alpha/co',
    '/v3.1/alpha/co?fields=cca3',
    '/v3.1/currency/cop',
    '/v3.1/capital/tallinn',
    '/v3.1/lang/spanish?fields=cca3',
    '/v3.1/region/europe?fields=cca3',
    '/v3.1/subregion/Northern%20Europe?fields=cca3',
    '/v3.1/demonym/peruvian',
    '/v3.1/translation/alemania',
    '/v3.1/name/atlantis',
    '/v3.1/all',
    '/v3.1/openapi.json',
  ])('answers %s with a slash before the query as without it', async (url) => {
    const [path, query] = url.split('?');
    const slashed = `${path}/${query === undefined ? '' : `?${query}`}`;
    // The slashed form first, so that its answer is computed, not found by the URL the other one left.
    const withSlash = await app.inject(slashed);
    const without = await app.inject(url);
    expect([slashed, withSlash.statusCode, withSlash.body]).toEqual([slashed, without.statusCode, without.body]);
    expect(withSlash.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('finds the codes v3.1 clients send to /alpha/?codes=, not a code of 2 or 3 letters', async () => {
    const response = await app.inject('/v3.1/alpha/?codes=aze,tr&fields=cca3');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ cca3: 'AZE' }, { cca3: 'TUR' }]);
  });
});

describe('bad input in the query', () => {
  it.each([
    ['malformed percent-encoding in fields', '/v3.1/all?fields=%E0%A4%A', /malformed percent-encoding/],
    ['a truncated escape', '/v3.1/name/nepal?fields=name%2', /malformed percent-encoding/],
    ['a NUL in fields', '/v3.1/all?fields=name%00', /control characters/],
    ['an escape in codes', '/v3.1/alpha?codes=np%1B', /control characters/],
    ['a C1 control character', '/v3.1/name/nepal?fields=name%C2%85', /control characters/],
    ['a control character in an unknown parameter', '/v3.1/alpha/np?x=%7F', /control characters/],
    ['a control character in a parameter name', '/healthz?%00=1', /control characters/],
  ])('answers 400 JSON for %s, without echoing the URL', async (_label, url, message) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = response.json<{ status: number; message: string }>();
    expect(body).toEqual({ status: 400, message: expect.stringMatching(message) });
    expect(body.message).not.toContain('%');
  });

  it('still decodes well-formed escapes and plus signs', async () => {
    const response = await app.inject('/v3.1/alpha?codes=np,+cn&fields=cca3');
    expect(response.json()).toEqual([{ cca3: 'NPL' }, { cca3: 'CHN' }]);
    const encoded = await app.inject(`/v3.1/name/${encodeURIComponent('côte')}?fields=cca3%2Cname&fullText=false`);
    expect(encoded.json<Country[]>().map((country) => country.cca3)).toEqual(['CIV']);
  });
});

describe('GET /healthz', () => {
  it('reports ok and the record count, uncached', async () => {
    const response = await app.inject('/healthz');
    expect(response.json()).toEqual({ status: 'ok', countries: 250 });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
