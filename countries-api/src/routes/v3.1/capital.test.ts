import { answeredCodes, NOT_FOUND_BODY as NOT_FOUND, useTestApp } from '../../../test/helper';

const app = useTestApp();
const codesOf = (url: string) => answeredCodes(app(), url);

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
    expect((await app().inject('/v3.1/capital/kathmandu?fields=name,capital')).json()).toEqual([
      { name: expect.objectContaining({ common: 'Nepal' }), capital: ['Kathmandu'] },
    ]);
    expect((await app().inject('/v3.1/capital/atlantis')).json()).toEqual(NOT_FOUND);
  });
});
