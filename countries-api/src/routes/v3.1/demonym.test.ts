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

describe('GET /v3.1/demonym/{demonym}', () => {
  it('matches part of a demonym, any case', async () => {
    expect(await codesOf('/v3.1/demonym/peruvian?fields=cca3')).toEqual(['PER']);
    expect(await codesOf('/v3.1/demonym/NEPALESE?fields=cca3')).toEqual(['NPL']);
    expect(await codesOf('/v3.1/demonym/zealand?fields=cca3')).toEqual(['NZL']);
  });

  it('searches the demonyms of every language, female and male', async () => {
    expect(await codesOf(`/v3.1/demonym/${encodeURIComponent('française')}?fields=cca3`)).toContain('FRA');
  });

  it('answers 404 when no demonym contains the text', async () => {
    expect((await app.inject('/v3.1/demonym/atlantean')).json()).toEqual(NOT_FOUND);
  });
});
