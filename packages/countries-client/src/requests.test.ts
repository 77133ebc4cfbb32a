import type { CountrySummary } from '@worldatlas/contracts';
import { ApiRequestError, detailUrl, isApiRequestError, listFlagsUrl, listMapUrl, listNamesUrl, listSearchUrl, listUrl } from './client';
import { borderCountriesRequest, countryListFlagsRequest, countryListMapRequest, countryListNamesRequest, countryListRequest, countryListSearchRequest, countryRequest } from './requests';

/** The real countries-api this project's global setup started. */
const API = process.env.TEST_API_BASE_URL ?? 'http://127.0.0.1:4000';

describe('the requests of the views, on the real countries-api', () => {
  it('the list: keyed by its URL, every country with the list fields', async () => {
    const request = countryListRequest(API);
    expect(request.key).toBe(`${API}/v3.1/all?fields=name,population,region,subregion,capital,area,flags,ccn3,cca3,latlng`);
    expect(request.key).toBe(listUrl(API));
    const countries: CountrySummary[] = await request.fetch();
    expect(countries).toHaveLength(250);
    expect(Object.keys(countries.find((country) => country.name.common === 'Nepal') ?? {}).sort()).toEqual(
      ['area', 'capital', 'cca3', 'ccn3', 'flags', 'latlng', 'name', 'population', 'region', 'subregion'],
    );
  });

  it("the list's search fields: keyed by their URL, every country's languages and currencies by cca3", async () => {
    const request = countryListSearchRequest(API);
    expect(request.key).toBe(`${API}/v3.1/all?fields=cca3,languages,currencies`);
    expect(request.key).toBe(listSearchUrl(API));
    const records = await request.fetch();
    expect(records).toHaveLength(250);
    expect(records.find((record) => record.cca3 === 'NPL')).toEqual({ cca3: 'NPL', languages: { nep: 'Nepali' }, currencies: { NPR: { name: 'Nepalese rupee', symbol: '₨' } } });
  });

  it("the list's map fields and flags: keyed by their URLs, every country's by cca3", async () => {
    const map = countryListMapRequest(API);
    expect(map.key).toBe(`${API}/v3.1/all?fields=cca3,ccn3,latlng`);
    expect(map.key).toBe(listMapUrl(API));
    const places = await map.fetch();
    expect(places).toHaveLength(250);
    expect(places.find((record) => record.cca3 === 'NPL')).toEqual({ cca3: 'NPL', ccn3: '524', latlng: [28, 84] });
    const flags = countryListFlagsRequest(API);
    expect(flags.key).toBe(`${API}/v3.1/all?fields=cca3,flags`);
    expect(flags.key).toBe(listFlagsUrl(API));
    const records = await flags.fetch();
    expect(records).toHaveLength(250);
    expect(records.find((record) => record.cca3 === 'NPL')).toEqual({ cca3: 'NPL', flags: { svg: expect.stringMatching(/\/flags\/np\.\w+\.svg$/), png: expect.stringMatching(/\.png$/), alt: expect.stringContaining('Nepal') } });
  });

  it("the list's names in the data's languages: keyed by their URL, every country's by cca3", async () => {
    const request = countryListNamesRequest(API);
    expect(request.key).toBe(`${API}/v3.1/all?fields=cca3,translations`);
    expect(request.key).toBe(listNamesUrl(API));
    const records = await request.fetch();
    expect(records).toHaveLength(250);
    expect(records.find((record) => record.cca3 === 'DEU')?.translations).toMatchObject({ fra: { common: 'Allemagne' }, ara: { common: 'ألمانيا' } });
  });

  it('border countries: their names in the data\'s languages too', async () => {
    const borders = await borderCountriesRequest(API, ['DEU']).fetch();
    expect(borders).toEqual([{ name: expect.objectContaining({ common: 'Germany' }), cca3: 'DEU', ccn3: '276', translations: expect.objectContaining({ fra: { common: 'Allemagne', official: "République fédérale d'Allemagne" } }) }]);
  });

  it('a country: keyed by the fullText URL of the name in the address; another usual name finds it too', async () => {
    const request = countryRequest(API, "Côte d'Ivoire");
    expect(request.key).toBe(detailUrl(API, "Côte d'Ivoire"));
    expect(request.key).toContain('/v3.1/name/C%C3%B4te%20d\'Ivoire?fullText=true&fields=name,population,region,subregion,capital,tld,currencies,languages,borders,flags,ccn3,cca3,latlng,area,demonyms,idd,timezones,landlocked,independent,unMember,capitalInfo,translations');
    expect((await request.fetch()).name.common).toBe('Ivory Coast');
    expect((await countryRequest(API, 'nepal').fetch()).capital).toEqual(['Kathmandu']);
  });

  it('a name no country has: rejects with status 404', async () => {
    await expect(countryRequest(API, 'Atlantis').fetch()).rejects.toMatchObject({ name: 'ApiRequestError', status: 404 });
  });

  it('an API that is down: rejects with status 0', async () => {
    await expect(countryListRequest('http://127.0.0.1:9').fetch()).rejects.toMatchObject({ name: 'ApiRequestError', status: 0 });
  });
});

describe('isApiRequestError', () => {
  it("recognises another copy's error by name and status (the host's early request in a remote)", () => {
    const fromOtherCopy = Object.assign(new Error('GET … answered 404'), { name: 'ApiRequestError', status: 404 });
    expect(fromOtherCopy instanceof ApiRequestError).toBe(false);
    expect(isApiRequestError(fromOtherCopy)).toBe(true);
    expect(isApiRequestError(new ApiRequestError(503, 'down'))).toBe(true);
    expect(isApiRequestError(new Error('boom'))).toBe(false);
    expect(isApiRequestError({ name: 'ApiRequestError', status: 404 })).toBe(false);
  });
});
