import type { Country } from '@worldatlas/contracts';
import { answeredCodes, answeredCodesOnFreshApp, NOT_FOUND_BODY as NOT_FOUND, useTestApp } from '../../../test/helper';

const app = useTestApp();
const codesOf = (url: string) => answeredCodes(app(), url);

describe('GET /v3.1/currency/{currency}', () => {
  it('finds the countries of a currency by its code, in any case (each asked first, on a fresh app)', async () => {
    const euro = await answeredCodesOnFreshApp('/v3.1/currency/eur?fields=cca3');
    expect(await answeredCodesOnFreshApp('/v3.1/currency/EUR?fields=cca3')).toEqual(euro);
    expect(euro).toEqual(expect.arrayContaining(['DEU', 'FRA', 'IRL', 'MNE']));
    expect(euro).not.toContain('GBR');
  });

  it('finds a currency by part of its name, compared with the lower-cased name as v3.1 does', async () => {
    expect(await codesOf('/v3.1/currency/rupee?fields=cca3')).toEqual(expect.arrayContaining(['IND', 'NPL', 'PAK', 'LKA']));
    expect(await codesOf('/v3.1/currency/euro?fields=cca3')).toEqual(await codesOf('/v3.1/currency/eur?fields=cca3'));
    const capitalized = await app().inject('/v3.1/currency/Euro');
    expect(capitalized.statusCode).toBe(404);
    expect(capitalized.json()).toEqual(NOT_FOUND);
  });

  it('answers whole records without fields, and 404 for an unknown currency', async () => {
    const [nepal] = (await app().inject('/v3.1/currency/npr')).json<Country[]>();
    expect(nepal).toMatchObject({ cca3: 'NPL', currencies: { NPR: { name: 'Nepalese rupee' } }, capital: ['Kathmandu'] });
    expect((await app().inject('/v3.1/currency/zzz')).json()).toEqual(NOT_FOUND);
  });
});
