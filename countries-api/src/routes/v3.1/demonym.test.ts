import { answeredCodes, answeredCodesOnFreshApp, NOT_FOUND_BODY as NOT_FOUND, useTestApp } from '../../../test/helper';

const app = useTestApp();
const codesOf = (url: string) => answeredCodes(app(), url);

describe('GET /v3.1/demonym/{demonym}', () => {
  it('matches part of a demonym, any case (upper case asked first, on a fresh app)', async () => {
    expect(await answeredCodesOnFreshApp('/v3.1/demonym/PERUVIAN?fields=cca3')).toEqual(['PER']);
    expect(await codesOf('/v3.1/demonym/peruvian?fields=cca3')).toEqual(['PER']);
    expect(await answeredCodesOnFreshApp('/v3.1/demonym/NEPALESE?fields=cca3')).toEqual(['NPL']);
    expect(await codesOf('/v3.1/demonym/zealand?fields=cca3')).toEqual(['NZL']);
  });

  it('searches the demonyms of every language, female and male', async () => {
    expect(await answeredCodesOnFreshApp(`/v3.1/demonym/${encodeURIComponent('FRANÇAISE')}?fields=cca3`)).toContain('FRA');
    expect(await codesOf(`/v3.1/demonym/${encodeURIComponent('française')}?fields=cca3`)).toContain('FRA');
  });

  it('answers 404 when no demonym contains the text', async () => {
    expect((await app().inject('/v3.1/demonym/atlantean')).json()).toEqual(NOT_FOUND);
  });
});
