import { answeredCodes, answeredCodesOnFreshApp, NOT_FOUND_BODY as NOT_FOUND, useTestApp } from '../../../test/helper';

const app = useTestApp();
const codesOf = (url: string) => answeredCodes(app(), url);

describe('GET /v3.1/capital/{capital}', () => {
  // Each spelling is the first request of a new app: the cache key folds case and accents too, so an
  // earlier `bogota` would answer `BOGOTÁ` from the cache whatever the search does.
  it.each([
    ['BOGOTÁ', 'COL'],
    ['Bogotá', 'COL'],
    ['BOGOTA', 'COL'],
    ['bogota', 'COL'],
    ['Bogot', 'COL'],
    ['SÃO TOMÉ', 'STP'],
    ['sao tome', 'STP'],
  ])('finds %s, asked first, ignoring case and accents', async (query, cca3) => {
    expect(await answeredCodesOnFreshApp(`/v3.1/capital/${encodeURIComponent(query)}?fields=cca3`)).toEqual([cca3]);
  });

  it('matches part of a capital', async () => {
    expect(await codesOf('/v3.1/capital/lon?fields=cca3')).toEqual(['GBR', 'MWI', 'SJM']);
  });

  it('finds a country by any of its capitals', async () => {
    expect(await codesOf('/v3.1/capital/pretoria?fields=cca3')).toEqual(['ZAF']);
    expect(await codesOf(`/v3.1/capital/${encodeURIComponent('cape town')}?fields=cca3`)).toEqual(['ZAF']);
  });

  it('projects fields and answers 404 for a capital no country has', async () => {
    expect((await app().inject('/v3.1/capital/kathmandu?fields=name,capital')).json()).toEqual([
      { name: expect.objectContaining({ common: 'Nepal' }), capital: ['Kathmandu'] },
    ]);
    expect((await app().inject('/v3.1/capital/atlantis')).json()).toEqual(NOT_FOUND);
  });
});
