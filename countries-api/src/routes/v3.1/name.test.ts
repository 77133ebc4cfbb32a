import type { FastifyInstance } from 'fastify';
import type { Country } from '@worldatlas/contracts';
import { answeredCodesOnFreshApp, buildTestApp } from '../../../test/helper';

const NOT_FOUND = { status: 404, message: 'Not Found' };
const DETAIL_FIELDS = 'name,population,region,subregion,capital,tld,currencies,languages,borders,flags';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const commonNames = (body: string) => (JSON.parse(body) as Country[]).map((country) => country.name.common);

describe('GET /v3.1/name/{name}', () => {
  it('matches a case-insensitive substring of common, official or alternative names', async () => {
    // Upper case first, on a fresh app: the cache key is lower-cased, so an earlier `zealand` would answer it.
    expect(await answeredCodesOnFreshApp('/v3.1/name/ZEALAND?fields=cca3')).toEqual(['NZL']);
    const response = await app.inject('/v3.1/name/zealand');
    expect(response.statusCode).toBe(200);
    expect(commonNames(response.body)).toEqual(['New Zealand']);
    // "Republic of Côte d'Ivoire" is the official name; the common one is "Ivory Coast".
    expect(commonNames((await app.inject(`/v3.1/name/${encodeURIComponent("côte d'ivoire")}`)).body)).toEqual(['Ivory Coast']);
  });

  it('matches the full name exactly, in any case, as a one-element array', async () => {
    for (const name of ['NEPAL', 'FEDERAL DEMOCRATIC REPUBLIC OF NEPAL']) {
      expect(await answeredCodesOnFreshApp(`/v3.1/name/${encodeURIComponent(name)}?fullText=true&fields=cca3`)).toEqual(['NPL']);
    }
    for (const name of ['nepal', 'NEPAL', 'Federal Democratic Republic of Nepal']) {
      const response = await app.inject(`/v3.1/name/${encodeURIComponent(name)}?fullText=true`);
      expect(response.statusCode).toBe(200);
      expect(commonNames(response.body)).toEqual(['Nepal']);
    }
  });

  it('finds names with spaces, accents and apostrophes by full text', async () => {
    for (const name of ['Åland Islands', 'São Tomé and Príncipe', "Republic of Côte d'Ivoire"]) {
      const response = await app.inject(`/v3.1/name/${encodeURIComponent(name)}?fullText=true&fields=name`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toHaveLength(1);
    }
  });

  it('matches no alternative spelling by full text: only the common or official name', async () => {
    // NP is one of Nepal's alternative spellings: part of a name finds it, the whole name must not.
    expect(commonNames((await app.inject('/v3.1/name/NP?fields=name')).body)).toContain('Nepal');
    const spelling = await app.inject('/v3.1/name/NP?fullText=true');
    expect(spelling.statusCode).toBe(404);
    expect(spelling.json()).toEqual(NOT_FOUND);
    expect((await app.inject('/v3.1/name/nepal?fullText=true&fields=cca3')).json()).toEqual([{ cca3: 'NPL' }]);
  });

  it('answers 404 with the v3.1 body when nothing matches', async () => {
    const partial = await app.inject('/v3.1/name/nepa?fullText=true');
    expect(partial.statusCode).toBe(404);
    expect(partial.json()).toEqual(NOT_FOUND);
    expect((await app.inject('/v3.1/name/atlantis')).json()).toEqual(NOT_FOUND);
  });

  it('projects the detail fields and keeps the empties of a country without them', async () => {
    const response = await app.inject(`/v3.1/name/antarctica?fullText=true&fields=${DETAIL_FIELDS}`);
    const [antarctica] = response.json<Country[]>();
    expect(Object.keys(antarctica ?? {})).toEqual(['name', 'tld', 'currencies', 'capital', 'region', 'subregion', 'languages', 'borders', 'flags', 'population']);
    expect(antarctica).toMatchObject({ capital: [], currencies: {}, languages: {}, subregion: '', borders: [], name: { nativeName: {} } });
  });

  it('answers the whole record without fields', async () => {
    const [nepal] = (await app.inject('/v3.1/name/nepal?fullText=true')).json<Country[]>();
    expect(nepal).toMatchObject({ cca2: 'NP', cca3: 'NPL', borders: ['CHN', 'IND'], currencies: { NPR: { name: 'Nepalese rupee' } } });
  });

  it.each(['TRUE', 'True', 'true', '1'])('takes fullText=%s as true', async (value) => {
    const response = await app.inject(`/v3.1/name/nepal?fullText=${value}&fields=cca3`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ cca3: 'NPL' }]);
  });

  it.each(['FALSE', 'False', '0', ''])('takes fullText=%s as false (substring match)', async (value) => {
    const response = await app.inject(`/v3.1/name/nepa?fullText=${value}&fields=cca3`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ cca3: 'NPL' }]);
  });

  it.each(['maybe', 'yes', 'tru', 'true%20', 'constructor', 'true&fullText=false'])('rejects fullText=%s with a clear 400', async (value) => {
    const response = await app.inject(`/v3.1/name/nepal?fullText=${value}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toMatchObject({ status: 400, message: expect.stringContaining('fullText') });
  });
});

describe('GET /v3.1/name/{name} with hostile input', () => {
  it.each([
    ['a dot-dot-slash', '/v3.1/name/..%2F..%2Fetc%2Fpasswd'],
    ['a script tag', `/v3.1/name/${encodeURIComponent('<script>alert(1)</script>')}`],
    ['SQL', `/v3.1/name/${encodeURIComponent("' OR 1=1 --")}`],
  ])('answers a clean JSON 404 for %s', async (_label, url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.json()).toEqual(NOT_FOUND);
  });

  it.each([
    ['a NUL byte', '/v3.1/name/ne%00pal', /pattern/],
    ['a control character', '/v3.1/name/ne%1Bpal', /pattern/],
    ['201 characters', `/v3.1/name/${'a'.repeat(201)}`, /200 characters/],
    ['a 10 kB name', `/v3.1/name/${'x'.repeat(10_240)}`, /200 characters/],
    ['a C1 control character (NEL)', '/v3.1/name/ne%C2%85pal', /pattern/],
    ['malformed percent-encoding', '/v3.1/name/%E0%A4%A', /^Bad Request: the URL has malformed percent-encoding$/],
  ])('answers 400 with a clear message for %s', async (_label, url, message) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ status: number; message: string }>();
    expect(body.status).toBe(400);
    expect(body.message).toMatch(message);
  });

  it('accepts a name of exactly 200 characters (and finds nothing)', async () => {
    expect((await app.inject(`/v3.1/name/${'a'.repeat(200)}`)).statusCode).toBe(404);
  });
});
