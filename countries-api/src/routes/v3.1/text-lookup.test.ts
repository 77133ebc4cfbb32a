import { brotliDecompressSync } from 'node:zlib';
import type { Country } from '@worldatlas/contracts';
import { NOT_FOUND_BODY, useTestApp } from '../../../test/helper';

const app = useTestApp();

/** One query per search endpoint, each matching several records. */
const SEARCHES = [
  '/v3.1/currency/dollar',
  '/v3.1/capital/san',
  '/v3.1/lang/fra',
  '/v3.1/region/oceania',
  '/v3.1/subregion/caribbean',
  '/v3.1/demonym/island',
  '/v3.1/translation/guin',
  '/v3.1/independent?status=false',
];

describe.each(SEARCHES)('%s', (url) => {
  const withFields = `${url}${url.includes('?') ? '&' : '?'}fields=name,cca3`;

  it('answers like the other data calls: cacheable for a day, ETag, CORS, no sniffing, 304 on revalidation', async () => {
    const response = await app().inject({ url, headers: { origin: 'http://elsewhere.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'public, max-age=86400',
      'access-control-allow-origin': '*',
      'x-content-type-options': 'nosniff',
    });
    const revalidated = await app().inject({ url, headers: { 'if-none-match': String(response.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
  });

  it('projects fields without the 10-field limit of /all, and compresses a large answer', async () => {
    const projected = (await app().inject(withFields)).json<Array<Partial<Country>>>();
    expect(projected.length).toBeGreaterThan(1);
    expect(projected.every((country) => Object.keys(country).join() === 'name,cca3')).toBe(true);
    const eleven = `${url}${url.includes('?') ? '&' : '?'}fields=name,tld,cca2,ccn3,cca3,cioc,independent,status,unMember,currencies,idd`;
    expect((await app().inject(eleven)).statusCode).toBe(200);
    const compressed = await app().inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual((await app().inject(url)).json());
  });
});

describe.each(SEARCHES.filter((url) => !url.includes('?')).map((url) => url.slice(0, url.lastIndexOf('/'))))('%s/{text}', (path) => {
  it('answers 404 in v3.1 shape for text no record has', async () => {
    const response = await app().inject(`${path}/qqqxqqq`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND_BODY);
  });

  it.each([
    ['201 characters', 'a'.repeat(201), /200 characters/],
    ['a control character', 'ne%1Bpal', /pattern/],
  ])('answers a clear 400 for %s', async (_label, text, message) => {
    const response = await app().inject(`${path}/${text}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(message);
  });
});
