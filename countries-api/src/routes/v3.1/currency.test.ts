import type { FastifyInstance } from 'fastify';
import type { Country } from '@worldatlas/contracts';
import { buildTestApp } from '../../../test/helper';

const NOT_FOUND = { status: 404, message: 'Not Found' };

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** The cca3 codes a call answers, sorted (v3.1 promises no order). */
const codesOf = async (url: string) => (await app.inject(url)).json<Country[]>().map((country) => country.cca3).sort();

describe('GET /v3.1/currency/{currency}', () => {
  it('finds the countries of a currency by its code, in any case', async () => {
    const euro = await codesOf('/v3.1/currency/eur?fields=cca3');
    expect(euro).toEqual(await codesOf('/v3.1/currency/EUR?fields=cca3'));
    expect(euro).toEqual(expect.arrayContaining(['DEU', 'FRA', 'IRL', 'MNE']));
    expect(euro).not.toContain('GBR');
  });

  it('finds a currency by part of its name, compared with the lower-cased name as v3.1 does', async () => {
    expect(await codesOf('/v3.1/currency/rupee?fields=cca3')).toEqual(expect.arrayContaining(['IND', 'NPL', 'PAK', 'LKA']));
    expect(await codesOf('/v3.1/currency/euro?fields=cca3')).toEqual(await codesOf('/v3.1/currency/eur?fields=cca3'));
    const capitalized = await app.inject('/v3.1/currency/Euro');
    expect(capitalized.statusCode).toBe(404);
    expect(capitalized.json()).toEqual(NOT_FOUND);
  });

  it('answers whole records without fields, and 404 for an unknown currency', async () => {
    const [nepal] = (await app.inject('/v3.1/currency/npr')).json<Country[]>();
    expect(nepal).toMatchObject({ cca3: 'NPL', currencies: { NPR: { name: 'Nepalese rupee' } }, capital: ['Kathmandu'] });
    expect((await app.inject('/v3.1/currency/zzz')).json()).toEqual(NOT_FOUND);
  });
});
