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

describe('GET /v3.1/translation/{translation}', () => {
  it('finds a country by part of a translated name, any case', async () => {
    expect(await codesOf('/v3.1/translation/alemania?fields=cca3')).toEqual(['DEU']);
    expect(await codesOf('/v3.1/translation/ALLEMAGNE?fields=cca3')).toEqual(['DEU']);
    expect(await codesOf(`/v3.1/translation/${encodeURIComponent('ネパール')}?fields=cca3`)).toEqual(['NPL']);
  });

  it('searches the translations only, not the English names', async () => {
    const [nepal] = (await app.inject('/v3.1/alpha/NPL?fields=name,translations')).json<Country[]>();
    const englishOnly = nepal?.name.official;
    expect(Object.values(nepal?.translations ?? {}).some((name) => name.official === englishOnly)).toBe(false);
    expect((await app.inject(`/v3.1/translation/${encodeURIComponent(String(englishOnly))}`)).json()).toEqual(NOT_FOUND);
  });
});
