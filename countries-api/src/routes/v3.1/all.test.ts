import type { FastifyInstance } from 'fastify';
import type { Country } from '@worldatlas/contracts';
import { buildTestApp } from '../../../test/helper';

const FIELDS_ERROR = { status: 400, message: "'fields' query not specified or you're requesting more than 10 fields" };
const LIST = '/v3.1/all?fields=name,population,region,capital,flags';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('GET /v3.1/all', () => {
  it('answers every record cut down to the list fields, in v3.1 key order', async () => {
    const response = await app.inject(LIST);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const countries = response.json<Country[]>();
    expect(countries).toHaveLength(250);
    const nepal = countries.find((country) => country.name.common === 'Nepal');
    expect(Object.keys(nepal ?? {})).toEqual(['name', 'capital', 'region', 'flags', 'population']);
    expect(nepal).toMatchObject({ capital: ['Kathmandu'], region: 'Asia', flags: { svg: expect.stringMatching(/^http:\/\/api\.test\/flags\/np\.[0-9a-f]{8}\.svg$/) } });
  });

  it.each([
    ['no fields', '/v3.1/all'],
    ['an empty fields', '/v3.1/all?fields='],
    ['only blank names', '/v3.1/all?fields=,%20,'],
    ['eleven fields', '/v3.1/all?fields=name,tld,cca2,ccn3,cca3,cioc,independent,status,unMember,currencies,idd'],
  ])('answers 400 with the v3.1 body for %s', async (_label, url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(FIELDS_ERROR);
  });

  it('accepts ten fields', async () => {
    const response = await app.inject('/v3.1/all?fields=name,tld,cca2,ccn3,cca3,cioc,independent,status,unMember,currencies');
    expect(response.statusCode).toBe(200);
  });

  it('ignores unknown field names', async () => {
    const response = await app.inject('/v3.1/all?fields=capital,nonsense');
    expect(response.statusCode).toBe(200);
    expect(response.json<Array<Partial<Country>>>().every((country) => Object.keys(country).join() === 'capital')).toBe(true);
    const onlyUnknown = await app.inject('/v3.1/all?fields=nonsense');
    expect(onlyUnknown.json()).toHaveLength(250);
    expect(onlyUnknown.json<object[]>()[0]).toEqual({});
  });

  it('answers car and postalCode where the data has them, and leaves out the fields no package has', async () => {
    const response = await app.inject('/v3.1/all?fields=car,maps,gini,fifa,postalCode,coatOfArms,cca2');
    const records = response.json<Array<Partial<Country>>>();
    const byCode = new Map(records.map((record) => [record.cca2, record]));
    expect(byCode.get('NP')).toEqual({ cca2: 'NP', car: { side: 'left' }, postalCode: { regex: '^\\d{5}$' } });
    expect(byCode.get('AW')).toEqual({ cca2: 'AW', car: { side: 'right' } });
    expect(records.filter((record) => record.car).length).toBe(250);
    expect(records.every((record) => Object.keys(record).every((key) => ['cca2', 'car', 'postalCode'].includes(key)))).toBe(true);
  });

  it('keeps empty arrays, objects and strings in the projection', async () => {
    const response = await app.inject('/v3.1/all?fields=cca3,capital,currencies,languages,subregion');
    const antarctica = response.json<Country[]>().find((country) => country.cca3 === 'ATA');
    expect(antarctica).toEqual({ cca3: 'ATA', capital: [], currencies: {}, subregion: '', languages: {} });
  });

  it('answers the same bytes and ETag on a second call, and 304 to a matching If-None-Match', async () => {
    const first = await app.inject(LIST);
    const second = await app.inject(LIST);
    expect(second.body).toBe(first.body);
    expect(first.headers.etag).toMatch(/^W\/".+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    const revalidated = await app.inject({ url: LIST, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });
});
