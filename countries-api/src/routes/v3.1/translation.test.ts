import type { Country } from '@worldatlas/contracts';
import { answeredCodes, answeredCodesOnFreshApp, NOT_FOUND_BODY as NOT_FOUND, useTestApp } from '../../../test/helper';

const app = useTestApp();
const codesOf = (url: string) => answeredCodes(app(), url);

describe('GET /v3.1/translation/{translation}', () => {
  it('finds a country by part of a translated name, any case (upper case asked first, on a fresh app)', async () => {
    expect(await answeredCodesOnFreshApp('/v3.1/translation/ALEMANIA?fields=cca3')).toEqual(['DEU']);
    expect(await codesOf('/v3.1/translation/alemania?fields=cca3')).toEqual(['DEU']);
    expect(await answeredCodesOnFreshApp('/v3.1/translation/ALLEMAGNE?fields=cca3')).toEqual(['DEU']);
    expect(await codesOf(`/v3.1/translation/${encodeURIComponent('ネパール')}?fields=cca3`)).toEqual(['NPL']);
  });

  it('finds a country by its Welsh, Breton or Indonesian name', async () => {
    expect(await codesOf('/v3.1/translation/almaen?fields=cca3')).toEqual(['DEU']);
    expect(await codesOf('/v3.1/translation/alamagn?fields=cca3')).toEqual(['DEU']);
    expect(await codesOf('/v3.1/translation/jerman?fields=cca3')).toEqual(['DEU']);
    const nepal = (await app().inject('/v3.1/alpha/NPL?fields=translations')).json<Pick<Country, 'translations'>>();
    expect(Object.keys(nepal.translations ?? {})).toEqual(expect.arrayContaining(['bre', 'cym', 'ind']));
  });

  it('searches the English names too, official and common: germany, as upstream\'s README asks it', async () => {
    const nepal = (await app().inject('/v3.1/alpha/NPL?fields=name,translations')).json<Country>();
    const englishOnly = nepal?.name.official;
    expect(Object.values(nepal?.translations ?? {}).some((name) => name.official === englishOnly)).toBe(false);
    expect(await codesOf(`/v3.1/translation/${encodeURIComponent(String(englishOnly))}?fields=cca3`)).toEqual(['NPL']);
    expect(await codesOf('/v3.1/translation/germany?fields=cca3')).toEqual(['DEU']);
  });

  it('answers 404 for a text no name holds', async () => {
    expect((await app().inject('/v3.1/translation/atlantis')).json()).toEqual(NOT_FOUND);
  });
});
