import type { FastifyInstance } from 'fastify';
import type { Country } from '@worldatlas/contracts';
import { buildTestApp } from '../../../test/helper';

const INVALID_CODE = { status: 400, message: 'Bad Request: a code is 2 or 3 letters or digits (cca2, cca3, ccn3 or cioc)' };

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('GET /v3.1/alpha/{code}', () => {
  it.each(['NP', 'np', 'NPL', '524'])('finds Nepal by %s: an array of the record, or the record itself with fields', async (code) => {
    const whole = await app.inject(`/v3.1/alpha/${code}`);
    expect(whole.statusCode).toBe(200);
    expect(whole.json()).toEqual([expect.objectContaining({ cca3: 'NPL', capital: ['Kathmandu'], borders: ['CHN', 'IND'] })]);
    const projected = await app.inject(`/v3.1/alpha/${code}?fields=name,cca3`);
    expect(projected.statusCode).toBe(200);
    expect(projected.json()).toEqual({ name: expect.objectContaining({ common: 'Nepal' }), cca3: 'NPL' });
  });

  it('answers an array of the whole record to an empty fields, and {} to fields naming no known field, as v3.1 does', async () => {
    expect((await app.inject('/v3.1/alpha/NP?fields=')).json()).toEqual([expect.objectContaining({ cca3: 'NPL', region: 'Asia' })]);
    expect((await app.inject('/v3.1/alpha/NP?fields=nonsense')).json()).toEqual({});
  });

  it('answers 404, not an object, for an unknown code with fields', async () => {
    const response = await app.inject('/v3.1/alpha/QQQ?fields=cca3');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, message: 'Not Found' });
  });

  it('answers Brunei for BRN, its cca3, not Bahrain, whose IOC code it also is', async () => {
    const response = await app.inject('/v3.1/alpha/BRN?fields=cca3');
    expect(response.json()).toEqual({ cca3: 'BRN' });
    const listed = await app.inject('/v3.1/alpha?codes=BRN,BHR&fields=cca3');
    expect(listed.json()).toEqual([{ cca3: 'BRN' }, { cca3: 'BHR' }]);
  });

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    const unknown = await app.inject('/v3.1/alpha/QQQ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 404, message: 'Not Found' });
    for (const code of ['N', 'NEPA', 'N%20P', '%3Cb%3E']) {
      const malformed = await app.inject(`/v3.1/alpha/${code}`);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual(INVALID_CODE);
    }
  });
});

describe('GET /v3.1/alpha?codes=', () => {
  it('answers the records in the order asked, each once, skipping unknown codes', async () => {
    const response = await app.inject('/v3.1/alpha?codes=IND,chn,ZZZ,CN&fields=cca3,name');
    expect(response.statusCode).toBe(200);
    expect(response.json<Country[]>().map((country) => country.cca3)).toEqual(['IND', 'CHN']);
  });

  it('names the borders of a country (what the detail page asks)', async () => {
    const [nepal] = (await app.inject('/v3.1/name/nepal?fullText=true&fields=borders')).json<Country[]>();
    const borders = (await app.inject(`/v3.1/alpha?codes=${nepal?.borders?.join(',')}&fields=name,cca3`)).json<Country[]>();
    expect(borders.map((country) => country.name.common)).toEqual(['China', 'India']);
  });

  it('answers 404 when no code matches', async () => {
    expect((await app.inject('/v3.1/alpha?codes=QQQ,ZZZ')).statusCode).toBe(404);
  });

  it.each([
    ['no codes', '/v3.1/alpha'],
    ['an empty list', '/v3.1/alpha?codes=,,'],
    ['a malformed code', '/v3.1/alpha?codes=NPL,TOOLONG'],
    ['more than 300 codes', `/v3.1/alpha?codes=${Array(301).fill('NP').join(',')}`],
  ])('answers 400 for %s', async (_label, url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, message: expect.stringMatching(/^Bad Request/) });
  });
});
