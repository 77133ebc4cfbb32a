import type { Country } from '@worldatlas/contracts';
import { answeredCodes, answeredCodesOnFreshApp, NOT_FOUND_BODY as NOT_FOUND, useTestApp } from '../../../test/helper';

const app = useTestApp();
const codesOf = (url: string) => answeredCodes(app(), url);

describe('GET /v3.1/subregion/{subregion}', () => {
  it('answers the countries of a subregion, matching part of its name in any case (upper case asked first, on a fresh app)', async () => {
    const southernAsia = ['AFG', 'BGD', 'BTN', 'IND', 'IRN', 'LKA', 'MDV', 'NPL', 'PAK'];
    expect(await answeredCodesOnFreshApp('/v3.1/subregion/SOUTHERN%20AS?fields=cca3')).toEqual(southernAsia);
    expect(await codesOf('/v3.1/subregion/southern%20asia?fields=cca3')).toEqual(southernAsia);
  });

  it('answers every subregion containing the text', async () => {
    const [body] = [(await app().inject('/v3.1/subregion/africa?fields=subregion')).json<Country[]>()];
    expect(new Set(body.map((country) => country.subregion))).toEqual(
      new Set(['Northern Africa', 'Eastern Africa', 'Middle Africa', 'Southern Africa', 'Western Africa']),
    );
  });

  it('answers 404 for a subregion no country has', async () => {
    expect((await app().inject('/v3.1/subregion/atlantis')).json()).toEqual(NOT_FOUND);
  });
});
