import { answeredCodes, answeredCodesOnFreshApp, NOT_FOUND_BODY as NOT_FOUND, useTestApp } from '../../../test/helper';

const app = useTestApp();
const codesOf = (url: string) => answeredCodes(app(), url);

describe('GET /v3.1/lang/{lang}', () => {
  it('finds the speakers of a language by its code or English name, any case (upper case asked first, on a fresh app)', async () => {
    const spanish = await answeredCodesOnFreshApp('/v3.1/lang/SPA?fields=cca3');
    expect(spanish).toEqual(expect.arrayContaining(['ESP', 'MEX', 'ARG', 'GNQ']));
    expect(await answeredCodesOnFreshApp('/v3.1/lang/SPANISH?fields=cca3')).toEqual(spanish);
    expect(await codesOf('/v3.1/lang/spa?fields=cca3')).toEqual(spanish);
    expect(await codesOf('/v3.1/lang/nepali?fields=cca3')).toEqual(['NPL']);
  });

  it('matches a whole code or name only', async () => {
    for (const partial of ['span', 'sp', 'nepal']) {
      const response = await app().inject(`/v3.1/lang/${partial}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
  });
});
