import { answeredCodes, answeredCodesOnFreshApp, NOT_FOUND_BODY as NOT_FOUND, useTestApp } from '../../../test/helper';

const app = useTestApp();
const codesOf = (url: string) => answeredCodes(app(), url);

describe('GET /v3.1/region/{region}', () => {
  it('answers the countries of a region, any case (upper case asked first, on a fresh app)', async () => {
    const europe = await answeredCodesOnFreshApp('/v3.1/region/EUROPE?fields=cca3');
    expect(europe).toEqual(await codesOf('/v3.1/region/europe?fields=cca3'));
    expect(europe).toEqual(expect.arrayContaining(['FRA', 'DEU', 'NOR']));
    expect(europe).not.toContain('NPL');
  });

  it('matches part of a region name, as v3.1 does ("america" is the Americas)', async () => {
    const americas = await codesOf('/v3.1/region/americas?fields=cca3');
    expect(await codesOf('/v3.1/region/america?fields=cca3')).toEqual(americas);
    expect(americas).toEqual(expect.arrayContaining(['USA', 'BRA', 'CAN']));
  });

  it('takes a whole subregion name too, any case, but not part of one', async () => {
    const northernEurope = await codesOf('/v3.1/subregion/northern%20europe?fields=cca3');
    expect(northernEurope).toEqual(expect.arrayContaining(['NOR', 'SWE', 'GBR']));
    expect(await answeredCodesOnFreshApp('/v3.1/region/NORTHERN%20EUROPE?fields=cca3')).toEqual(northernEurope);
    expect((await app().inject('/v3.1/region/northern%20eur')).json()).toEqual(NOT_FOUND);
  });
});
