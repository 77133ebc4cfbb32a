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

describe('GET /v3.1/capital/{capital}', () => {
  it('matches part of a capital, ignoring case and accents', async () => {
    for (const query of ['bogota', 'BOGOTÁ', 'Bogot']) {
      expect(await codesOf(`/v3.1/capital/${encodeURIComponent(query)}?fields=cca3`)).toEqual(['COL']);
    }
    expect(await codesOf(`/v3.1/capital/${encodeURIComponent('sao tome')}?fields=cca3`)).toEqual(['STP']);
    expect(await codesOf('/v3.1/capital/lon?fields=cca3')).toEqual(['GBR', 'MWI', 'SJM']);
  });

  it('finds a country by any of its capitals', async () => {
    expect(await codesOf('/v3.1/capital/pretoria?fields=cca3')).toEqual(['ZAF']);
    expect(await codesOf(`/v3.1/capital/${encodeURIComponent('cape town')}?fields=cca3`)).toEqual(['ZAF']);
  });

  it('projects fields and answers 404 for a capital no country has', async () => {
    expect((await app.inject('/v3.1/capital/kathmandu?fields=name,capital')).json()).toEqual([
      { name: expect.objectContaining({ common: 'Nepal' }), capital: ['Kathmandu'] },
    ]);
    expect((await app.inject('/v3.1/capital/atlantis')).json()).toEqual(NOT_FOUND);
  });
});
