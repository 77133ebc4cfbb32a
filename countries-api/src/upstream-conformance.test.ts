import type { Country } from '@worldatlas/contracts';
import { answeredCodes, NOT_FOUND_BODY, useTestApp } from '../test/helper';

/**
 * REST Countries v3.1's own words turned into tests of this API, through HTTP on the real app and data:
 * - `RestCountriesV31Test.java` (src/test/java/com/restcountries/, the v3.1 server's unit tests: they
 *   call its service; here the same questions go to the endpoints that service answers);
 * - the v3.1 examples of its README as it stood before the v5 rewrite (commit 7026740, 2026-02-26).
 * Each test's name starts with its source. Where our data packages differ from v3.1's data (its
 * vintage), the test says so in its name and checks what this API answers instead; the README's
 * data section lists the same differences. Populations differ too (another source and year); no
 * upstream test or example states one.
 */
const app = useTestApp();

async function records(url: string): Promise<Array<Partial<Country>>> {
  const response = await app().inject(url);
  expect([url, response.statusCode]).toEqual([url, 200]);
  return response.json<Array<Partial<Country>>>();
}

const commonNames = async (url: string) => (await records(url)).map((country) => country.name?.common);

describe('RestCountriesV31Test.java', () => {
  it('getAll: every country (v3.1 asks for fields on /all)', async () => {
    expect(await records('/v3.1/all?fields=name')).toHaveLength(250);
  });

  it('getByAlpha: CO is Colombia', async () => {
    expect(await commonNames('/v3.1/alpha/CO')).toEqual(['Colombia']);
  });

  it('getByAlphaList: codes de,co give two countries', async () => {
    expect(await records('/v3.1/alpha?codes=de,co')).toHaveLength(2);
  });

  it('getCountryByName: Peru finds Peru first', async () => {
    expect((await commonNames('/v3.1/name/Peru'))[0]).toBe('Peru');
  });

  it('getByCodeList: PE,NL,DE give Peru, the Netherlands and Germany', async () => {
    expect(await commonNames('/v3.1/alpha?codes=PE,NL,DE')).toEqual(['Peru', 'Netherlands', 'Germany']);
  });

  it('getByCurrency: EUR finds countries whose only currency is the euro, but Zimbabwe (data vintage: its nine legal currencies include EUR; v3.1 lists ZWL alone)', async () => {
    const euro = await records('/v3.1/currency/EUR?fields=cca3,currencies');
    expect(euro.length).toBeGreaterThan(30);
    const withOthers = euro.filter((country) => Object.keys(country.currencies ?? {}).some((code) => code !== 'EUR'));
    expect(withOthers.map((country) => country.cca3)).toEqual(['ZWE']);
  });

  it('getByCapital: Helsinki is the capital of Finland alone', async () => {
    expect(await commonNames('/v3.1/capital/Helsinki')).toEqual(['Finland']);
  });

  it('getByRegion: Asia includes Bangladesh', async () => {
    expect(await commonNames('/v3.1/region/Asia')).toContain('Bangladesh');
  });

  it('getBySubregion: Middle Africa includes Gabon', async () => {
    expect(await commonNames('/v3.1/subregion/Middle%20Africa')).toContain('Gabon');
  });

  it('getByLanguage: german includes Liechtenstein', async () => {
    expect(await commonNames('/v3.1/lang/german')).toContain('Liechtenstein');
  });

  it('getByDemonym: chilean includes Chile', async () => {
    expect(await commonNames('/v3.1/demonym/chilean')).toContain('Chile');
  });

  it('getByTranslation: Běloruská (Czech) is Belarus alone', async () => {
    expect(await commonNames(`/v3.1/translation/${encodeURIComponent('Běloruská')}`)).toEqual(['Belarus']);
  });

  it('testFlags: every country has a PNG, an SVG and a text alternative', async () => {
    const flags = (await records('/v3.1/all?fields=flags')).map((country) => country.flags);
    expect(flags).toHaveLength(250);
    for (const flag of flags) expect(flag).toEqual({ svg: expect.stringMatching(/\.svg$/), png: expect.stringMatching(/\.png$/), alt: expect.stringMatching(/^The flag of /) });
  });

  it('testCoatOfArms: expects a coat of arms on every country (data: no package has coats of arms, so the field is left out)', async () => {
    const answered = await records('/v3.1/all?fields=coatOfArms,cca3');
    expect(answered).toHaveLength(250);
    expect(answered.filter((country) => Object.keys(country).join() !== 'cca3')).toEqual([]);
  });
});

describe('README v3.1 examples (7026740)', () => {
  it('Independent: /independent?status=true gives sovereign states only (data vintage: Kosovo has no value, so 194, not 195)', async () => {
    const answered = await records('/v3.1/independent?status=true&fields=independent');
    expect(answered).toHaveLength(194);
    expect(answered.every((country) => country.independent === true)).toBe(true);
  });

  it('Independent: /independent?status=true&fields=languages,capital mixes with the fields filter', async () => {
    const answered = await records('/v3.1/independent?status=true&fields=languages,capital');
    expect(answered.every((country) => Object.keys(country).join() === 'capital,languages')).toBe(true);
  });

  it('All: /all without fields is a bad request', async () => {
    const response = await app().inject('/v3.1/all');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, message: "'fields' query not specified or you're requesting more than 10 fields" });
  });

  it.each([
    ['/v3.1/name/eesti', ['EST']],
    ['/v3.1/name/deutschland', ['DEU']],
  ])('Name: %s', async (url, codes) => {
    expect(await answeredCodes(app(), url)).toEqual(codes);
  });

  it('Full Name: /name/aruba?fullText=true is Aruba, in an array', async () => {
    expect(await commonNames('/v3.1/name/aruba?fullText=true')).toEqual(['Aruba']);
  });

  it.each(['/v3.1/alpha/co', '/v3.1/alpha/col', '/v3.1/alpha/170'])('Code: %s is Colombia, in an array', async (url) => {
    expect(await commonNames(url)).toEqual(['Colombia']);
  });

  it('List of codes: /alpha?codes=170,no,est,pe gives Colombia, Norway, Estonia and Peru', async () => {
    expect(await commonNames('/v3.1/alpha?codes=170,no,est,pe')).toEqual(['Colombia', 'Norway', 'Estonia', 'Peru']);
  });

  it('Currency: /currency/cop is Colombia', async () => {
    expect(await answeredCodes(app(), '/v3.1/currency/cop')).toEqual(['COL']);
  });

  it('Demonym: /demonym/peruvian is Peru', async () => {
    expect(await answeredCodes(app(), '/v3.1/demonym/peruvian')).toEqual(['PER']);
  });

  it('Language: /lang/cop finds none (no country speaks a language coded or named "cop", in v3.1’s data either)', async () => {
    const response = await app().inject('/v3.1/lang/cop');
    expect([response.statusCode, response.json()]).toEqual([404, NOT_FOUND_BODY]);
  });

  it('Language: /lang/spanish gives the countries speaking Spanish', async () => {
    const answered = await records('/v3.1/lang/spanish?fields=languages');
    expect(answered.length).toBeGreaterThan(20);
    expect(answered.every((country) => country.languages?.spa === 'Spanish')).toBe(true);
  });

  it('Capital city: /capital/tallinn is Estonia', async () => {
    expect(await answeredCodes(app(), '/v3.1/capital/tallinn')).toEqual(['EST']);
  });

  it('Region: /region/europe gives the countries of Europe', async () => {
    const answered = await records('/v3.1/region/europe?fields=region');
    expect(answered).toHaveLength(53);
    expect(answered.every((country) => country.region === 'Europe')).toBe(true);
  });

  it('Subregions: /subregion/Northern Europe gives the countries of Northern Europe', async () => {
    const answered = await records('/v3.1/subregion/Northern%20Europe?fields=subregion,cca3');
    expect(answered.map((country) => country.cca3)).toEqual(expect.arrayContaining(['EST', 'NOR', 'GBR']));
    expect(answered.every((country) => country.subregion === 'Northern Europe')).toBe(true);
  });

  it('Translation: /translation/germany is Germany (by its English name; its Welsh name here is "Yr Almaen", which finds it too)', async () => {
    expect(await answeredCodes(app(), '/v3.1/translation/germany')).toEqual(['DEU']);
    expect(await answeredCodes(app(), '/v3.1/translation/yr%20almaen')).toEqual(['DEU']);
  });

  it.each(['alemania', 'saksamaa'])('Translation: /translation/%s is Germany', async (name) => {
    expect(await answeredCodes(app(), `/v3.1/translation/${name}`)).toEqual(['DEU']);
  });

  it('Filter Response: /all?fields=name,capital,currencies cuts every record to those fields', async () => {
    const answered = await records('/v3.1/all?fields=name,capital,currencies');
    expect(answered).toHaveLength(250);
    expect(answered.every((country) => Object.keys(country).join() === 'name,currencies,capital')).toBe(true);
  });
});
