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

describe('GET /v3.1/lang/{lang}', () => {
  it('finds the speakers of a language by its code or English name, any case', async () => {
    const spanish = await codesOf('/v3.1/lang/spa?fields=cca3');
    expect(spanish).toEqual(expect.arrayContaining(['ESP', 'MEX', 'ARG', 'GNQ']));
    expect(await codesOf('/v3.1/lang/SPANISH?fields=cca3')).toEqual(spanish);
    expect(await codesOf('/v3.1/lang/nepali?fields=cca3')).toEqual(['NPL']);
  });

  it('matches a whole code or name only', async () => {
    for (const partial of ['span', 'sp', 'nepal']) {
      const response = await app.inject(`/v3.1/lang/${partial}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
  });
});
