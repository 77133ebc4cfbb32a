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

describe('GET /v3.1/subregion/{subregion}', () => {
  it('answers the countries of a subregion, matching part of its name in any case', async () => {
    const southernAsia = await codesOf('/v3.1/subregion/southern%20asia?fields=cca3');
    expect(southernAsia).toEqual(['AFG', 'BGD', 'BTN', 'IND', 'IRN', 'LKA', 'MDV', 'NPL', 'PAK']);
    expect(await codesOf('/v3.1/subregion/SOUTHERN%20AS?fields=cca3')).toEqual(southernAsia);
  });

  it('answers every subregion containing the text', async () => {
    const [body] = [(await app.inject('/v3.1/subregion/africa?fields=subregion')).json<Country[]>()];
    expect(new Set(body.map((country) => country.subregion))).toEqual(
      new Set(['Northern Africa', 'Eastern Africa', 'Middle Africa', 'Southern Africa', 'Western Africa']),
    );
  });

  it('answers 404 for a subregion no country has', async () => {
    expect((await app.inject('/v3.1/subregion/atlantis')).json()).toEqual(NOT_FOUND);
  });
});
