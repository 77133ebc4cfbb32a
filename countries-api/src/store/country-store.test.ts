import type { Country } from '@worldatlas/contracts';
import { DATA_DIR, PUBLIC_URL } from '../../test/helper';
import { CountryStore, loadCountryStore } from './country-store';

let store: CountryStore;
const byCca3 = (code: string): Country => {
  const record = store.records.find((country) => country.cca3 === code);
  if (!record) throw new Error(`no record ${code}`);
  return record;
};

beforeAll(async () => {
  store = await loadCountryStore(DATA_DIR, PUBLIC_URL);
});

describe('built country data', () => {
  it('has the 250 records of v3.1, each code once', () => {
    expect(store.records).toHaveLength(250);
    expect(new Set(store.records.map((country) => country.cca3)).size).toBe(250);
    expect(new Set(store.records.map((country) => country.cca2)).size).toBe(250);
  });

  it('uses the six v3.1 regions', () => {
    expect(new Set(store.records.map((country) => country.region))).toEqual(
      new Set(['Africa', 'Americas', 'Antarctic', 'Asia', 'Europe', 'Oceania']),
    );
  });

  it('joins real populations on alpha-2 and gives uninhabited territories 0', () => {
    expect(byCca3('NPL').population).toBeGreaterThan(25_000_000);
    expect(byCca3('RUS').population).toBeGreaterThan(140_000_000);
    expect(byCca3('RUS').population).toBeLessThan(150_000_000);
    expect(byCca3('BVT').population).toBe(0);
    expect(byCca3('HMD').population).toBe(0);
    expect(store.records.every((country) => Number.isInteger(country.population) && country.population >= 0)).toBe(true);
  });

  it('keeps the edge cases as empties, not nulls', () => {
    const antarctica = byCca3('ATA');
    expect(antarctica.capital).toEqual([]);
    expect(antarctica.currencies).toEqual({});
    expect(antarctica.languages).toEqual({});
    expect(antarctica.name.nativeName).toEqual({});
    expect(antarctica.subregion).toBe('');
    expect(byCca3('BVT').currencies).toEqual({});
    expect(byCca3('HMD').capital).toEqual([]);
    expect(byCca3('MAC').capital).toEqual([]);
    for (const code of ['ATF', 'BVT', 'HMD', 'SGS']) expect(byCca3(code).subregion).toBe('');
  });

  it('keeps several capitals where a country has them', () => {
    expect(byCca3('ZAF').capital).toEqual(expect.arrayContaining(['Pretoria', 'Cape Town', 'Bloemfontein']));
  });

  it('points flags at this API, absolute, with a generated alt text', () => {
    expect(byCca3('NPL').flags).toEqual({
      svg: expect.stringMatching(new RegExp(`^${PUBLIC_URL}/flags/np\\.[0-9a-f]{8}\\.svg$`)),
      png: expect.stringMatching(new RegExp(`^${PUBLIC_URL}/flags/np\\.[0-9a-f]{8}\\.png$`)),
      alt: 'The flag of Nepal.',
    });
    expect(byCca3('USA').flags.alt).toBe('The flag of the United States.');
    expect(byCca3('IMN').flags.alt).toBe('The flag of the Isle of Man.');
    expect(byCca3('CZE').flags.alt).toBe('The flag of Czechia.');
  });
});

describe('CountryStore lookups', () => {
  it('matches a substring of common, official or alternative names in any case', () => {
    const names = store.findByName('UNITED', false).map((country) => country.name.common);
    expect(names).toEqual(expect.arrayContaining(['United States', 'United Kingdom', 'United Arab Emirates', 'Tanzania']));
  });

  it('matches full text exactly on common or official name, first match only', () => {
    expect(store.findByName('nepal', true).map((country) => country.cca3)).toEqual(['NPL']);
    expect(store.findByName('federal democratic republic of nepal', true).map((country) => country.cca3)).toEqual(['NPL']);
    expect(store.findByName('nepa', true)).toEqual([]);
  });

  it('finds records by cca2, cca3, ccn3 or cioc, in the order asked, each once', () => {
    expect(store.findByCode('np')?.cca3).toBe('NPL');
    expect(store.findByCode('524')?.cca3).toBe('NPL');
    expect(store.findByCode('GER')?.cca3).toBe('DEU');
    expect(store.findByCodes(['IND', 'cn', 'IN', 'ZZZ']).map((country) => country.cca3)).toEqual(['IND', 'CHN']);
  });

  it('prefers an ISO code over an IOC code that another country uses', () => {
    // Bahrain's IOC code is BRN, Brunei's cca3.
    expect(byCca3('BHR').cioc).toBe('BRN');
    expect(store.findByCode('BRN')?.name.common).toBe('Brunei');
    expect(store.findByCode('brn')?.name.common).toBe('Brunei');
  });

  it('resolves every cca2 and cca3 to its own record', () => {
    for (const record of store.records) {
      expect([record.cca2, store.findByCode(record.cca2)?.cca3]).toEqual([record.cca2, record.cca3]);
      expect([record.cca3, store.findByCode(record.cca3)?.cca3]).toEqual([record.cca3, record.cca3]);
    }
  });

  it('resolves every border code to the country with that cca3', () => {
    const borders = store.records.flatMap((record) => record.borders ?? []);
    expect(borders.length).toBeGreaterThan(500);
    for (const code of borders) expect([code, store.findByCode(code)?.cca3]).toEqual([code, code]);
  });
});

describe('loadCountryStore', () => {
  it('says how to build the data when it is missing', async () => {
    await expect(loadCountryStore('/nonexistent', PUBLIC_URL)).rejects.toThrow(/npm run build -w countries-api/);
  });
});
