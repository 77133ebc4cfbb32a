import type { CountrySearchFields } from '@worldatlas/contracts';
import { filterCountries, hasSubregion, indexCountries, sortCountries, subregionsOf, truncateName } from './filterCountries';
import type { ListCountry } from '../../list-country';
import { DEFAULT_LIST_QUERY, type ListQuery } from './list-query';

interface Sample {
  region: string;
  subregion?: string;
  capital?: string[];
  population?: number;
  area?: number;
  languages?: Record<string, string>;
  currencies?: Record<string, { name: string; symbol?: string }>;
}

const samples: Record<string, Sample> = {
  Nepal: { region: 'Asia', subregion: 'Southern Asia', capital: ['Kathmandu'], population: 29_136_808, area: 147_181, languages: { nep: 'Nepali' }, currencies: { NPR: { name: 'Nepalese rupee' } } },
  Niger: { region: 'Africa', subregion: 'Western Africa', capital: ['Niamey'], population: 24_206_636, area: 1_267_000, languages: { eng: 'English' }, currencies: { XOF: { name: 'West African CFA franc' } } },
  'Åland Islands': { region: 'Europe', subregion: 'Northern Europe', capital: ['Mariehamn'], population: 29_458, area: 1_580, languages: { swe: 'Swedish' }, currencies: { EUR: { name: 'Euro' } } },
  Netherlands: { region: 'Europe', subregion: 'Western Europe', capital: ['Amsterdam'], population: 16_655_799, area: 41_850, languages: { nld: 'Dutch' }, currencies: { EUR: { name: 'Euro' } } },
  Kenya: { region: 'Africa', subregion: 'Eastern Africa', capital: ['Nairobi'], population: 53_771_300, area: 580_367, languages: { eng: 'English', swa: 'Swahili' }, currencies: { KES: { name: 'Kenyan shilling' } } },
  Colombia: { region: 'Americas', subregion: 'South America', capital: ['Bogotá'], population: 50_882_884, area: 1_141_748, languages: { spa: 'Spanish' }, currencies: { COP: { name: 'Colombian peso' } } },
  'São Tomé and Príncipe': { region: 'Africa', subregion: 'Middle Africa', capital: ['São Tomé'], population: 219_161, area: 964, languages: { por: 'Portuguese' }, currencies: { STN: { name: 'São Tomé and Príncipe dobra' } } },
  Norway: { region: 'Europe', subregion: 'Northern Europe', capital: ['Oslo'], population: 5_379_475, area: 323_802, languages: { nno: 'Norwegian Nynorsk', nob: 'Norwegian Bokmål' }, currencies: { NOK: { name: 'Norwegian krone' } } },
  Antarctica: { region: 'Antarctic', population: 1_000, area: 14_000_000 },
};

const code = (common: string) => common.slice(0, 3).toUpperCase();
const countries: ListCountry[] = Object.entries(samples).map(([common, sample]) => ({
  name: { common },
  region: sample.region,
  subregion: sample.subregion,
  capital: sample.capital ?? [],
  population: sample.population ?? 0,
  area: sample.area,
  cca3: code(common),
}));
const searchFields: CountrySearchFields[] = Object.entries(samples).map(([common, sample]) => ({ cca3: code(common), languages: sample.languages ?? {}, currencies: sample.currencies ?? {} }));

const nepal = countries.find((country) => country.name.common === 'Nepal') as ListCountry;
const atlantis = { ...nepal, name: { common: 'Atlantis' } };
const names = (list: ListCountry[]) => list.map((entry) => entry.name.common);
const indexed = indexCountries(countries, searchFields);
// Orders are those of English; Swedish, say, puts Å after Z.
const filter = (change: Partial<ListQuery>) => names(filterCountries(indexed, { ...DEFAULT_LIST_QUERY, ...change }, 'en-US'));

describe('filterCountries', () => {
  it('shows every country, ordered by name as the language orders words, for the default query', () => {
    expect(filter({})).toEqual(['Åland Islands', 'Antarctica', 'Colombia', 'Kenya', 'Nepal', 'Netherlands', 'Niger', 'Norway', 'São Tomé and Príncipe']);
  });

  describe('search by name (the default)', () => {
    it('matches a case-insensitive substring of the common name', () => {
      expect(filter({ search: 'NE' })).toEqual(['Nepal', 'Netherlands']);
      expect(filter({ search: 'xyz' })).toEqual([]);
    });

    it('ignores accents on either side, as the search by capital does: "sao" finds São Tomé, "aland" Åland', () => {
      expect(filter({ search: 'sao' })).toEqual(['São Tomé and Príncipe']);
      expect(filter({ search: 'SAO TOME' })).toEqual(['São Tomé and Príncipe']);
      expect(filter({ search: 'aland' })).toEqual(['Åland Islands']);
      expect(filter({ search: 'åland' })).toEqual(['Åland Islands']);
      expect(filter({ search: 'Príncipe' })).toEqual(['São Tomé and Príncipe']);
    });

    it('finds Curaçao by "curacao" and Réunion by "reunion"', () => {
      const overseas = indexCountries([
        { ...nepal, name: { common: 'Curaçao' }, cca3: 'CUW' },
        { ...nepal, name: { common: 'Réunion' }, cca3: 'REU' },
      ]);
      const find = (search: string) => names(filterCountries(overseas, { ...DEFAULT_LIST_QUERY, search }, 'en-US'));
      expect(find('curacao')).toEqual(['Curaçao']);
      expect(find('CURAÇAO')).toEqual(['Curaçao']);
      expect(find('reunion')).toEqual(['Réunion']);
      expect(find('union')).toEqual(['Réunion']);
    });

    it('keeps letters that are not accented forms of others: "o" does not find "ø"', () => {
      const faroese = indexCountries([{ ...nepal, name: { common: 'Føroyar' }, cca3: 'FRO' }]);
      expect(names(filterCountries(faroese, { ...DEFAULT_LIST_QUERY, search: 'foroyar' }, 'en-US'))).toEqual([]);
      expect(names(filterCountries(faroese, { ...DEFAULT_LIST_QUERY, search: 'FØROYAR' }, 'en-US'))).toEqual(['Føroyar']);
    });

    it('ignores spaces around the search text, and reads a run of white space inside it as one space, as the list\'s address keeps it', () => {
      expect(filter({ search: ' nepal ' })).toEqual(['Nepal']);
      expect(filter({ search: 'd is' })).toEqual(['Åland Islands']);
      expect(filter({ search: 'd  \t is' })).toEqual(['Åland Islands']);
      expect(filter({ search: 'dis' })).toEqual([]);
      expect(filter({ search: '  ' })).toHaveLength(countries.length);
    });

    it('does not look at capitals, languages or currencies', () => {
      expect(filter({ search: 'oslo' })).toEqual([]);
      expect(filter({ search: 'euro' })).toEqual([]);
    });
  });

  describe('search by capital', () => {
    it('matches a substring of a capital in any case, accents ignored on either side', () => {
      expect(filter({ searchBy: 'capital', search: 'bogota' })).toEqual(['Colombia']);
      expect(filter({ searchBy: 'capital', search: 'BOGOTÁ' })).toEqual(['Colombia']);
      expect(filter({ searchBy: 'capital', search: 'sao tome' })).toEqual(['São Tomé and Príncipe']);
      expect(filter({ searchBy: 'capital', search: 'nai' })).toEqual(['Kenya']);
    });

    it('matches each capital of a country with several, not only the first', () => {
      const southAfrica = { ...nepal, name: { common: 'South Africa' }, capital: ['Pretoria', 'Bloemfontein', 'Cape Town'], cca3: 'ZAF' };
      const withSeveral = indexCountries([...countries, southAfrica], searchFields);
      for (const search of ['pretoria', 'bloemfontein', 'cape town', 'CAPE TOWN']) {
        expect([search, names(filterCountries(withSeveral, { ...DEFAULT_LIST_QUERY, searchBy: 'capital', search }, 'en-US'))]).toEqual([search, ['South Africa']]);
      }
    });

    it('finds nothing for a country without a capital, nor by its name', () => {
      expect(filter({ searchBy: 'capital', search: 'antarctica' })).toEqual([]);
      expect(filter({ searchBy: 'capital', search: 'nepal' })).toEqual([]);
    });
  });

  describe('search by language', () => {
    it("matches a substring of a language's English name, accents ignored, or its whole ISO 639-3 code", () => {
      expect(filter({ searchBy: 'language', search: 'span' })).toEqual(['Colombia']);
      expect(filter({ searchBy: 'language', search: 'english' })).toEqual(['Kenya', 'Niger']);
      expect(filter({ searchBy: 'language', search: 'bokmal' })).toEqual(['Norway']);
      expect(filter({ searchBy: 'language', search: 'SWA' })).toEqual(['Kenya']);
      expect(filter({ searchBy: 'language', search: 'sw' })).toEqual(['Åland Islands', 'Kenya']);
      // A code matches whole: "nl" is in no name, and only part of Dutch's code "nld".
      expect(filter({ searchBy: 'language', search: 'nl' })).toEqual([]);
    });
  });

  describe('search by currency', () => {
    it("matches a substring of a currency's English name, or its whole ISO 4217 code, in any case", () => {
      expect(filter({ searchBy: 'currency', search: 'euro' })).toEqual(['Åland Islands', 'Netherlands']);
      expect(filter({ searchBy: 'currency', search: 'EUR' })).toEqual(['Åland Islands', 'Netherlands']);
      expect(filter({ searchBy: 'currency', search: 'kes' })).toEqual(['Kenya']);
      expect(filter({ searchBy: 'currency', search: 'franc' })).toEqual(['Niger']);
      expect(filter({ searchBy: 'currency', search: 'sao tome' })).toEqual(['São Tomé and Príncipe']);
    });

    it('finds nothing for a country without currencies', () => {
      expect(filter({ searchBy: 'currency', search: 'antarc' })).toEqual([]);
    });
  });

  it('matches languages and currencies only once their fields are joined', () => {
    const withoutSearchFields = indexCountries(countries);
    expect(filterCountries(withoutSearchFields, { ...DEFAULT_LIST_QUERY, searchBy: 'currency', search: 'euro' }, 'en-US')).toEqual([]);
    expect(names(filterCountries(withoutSearchFields, { ...DEFAULT_LIST_QUERY, searchBy: 'capital', search: 'oslo' }, 'en-US'))).toEqual(['Norway']);
  });

  describe('region and subregion', () => {
    it('keeps the chosen region, then the chosen subregion', () => {
      expect(filter({ region: 'Europe' })).toEqual(['Åland Islands', 'Netherlands', 'Norway']);
      expect(filter({ region: 'Europe', subregion: 'Northern Europe' })).toEqual(['Åland Islands', 'Norway']);
    });

    it('ignores a subregion the region does not have: the whole region shows', () => {
      expect(filter({ region: 'Africa', subregion: 'Northern Europe' })).toEqual(['Kenya', 'Niger', 'São Tomé and Príncipe']);
      expect(filter({ region: 'Europe', subregion: 'northern europe' })).toEqual(['Åland Islands', 'Netherlands', 'Norway']);
      expect(filter({ region: 'all', subregion: 'Northern Europe' })).toHaveLength(countries.length);
    });

    it('combines search, region, subregion and descending order', () => {
      expect(filter({ search: 'n', region: 'Europe', sort: 'desc' })).toEqual(['Norway', 'Netherlands', 'Åland Islands']);
      expect(filter({ searchBy: 'currency', search: 'euro', region: 'Europe', subregion: 'Western Europe' })).toEqual(['Netherlands']);
      expect(filter({ region: 'Africa', sort: 'desc' })).toEqual(['São Tomé and Príncipe', 'Niger', 'Kenya']);
    });
  });

  describe('sort by', () => {
    it('population, ascending and descending', () => {
      expect(filter({ sortBy: 'population', region: 'Africa' })).toEqual(['São Tomé and Príncipe', 'Niger', 'Kenya']);
      expect(filter({ sortBy: 'population', sort: 'desc' }).slice(0, 3)).toEqual(['Kenya', 'Colombia', 'Nepal']);
    });

    it('area, ascending and descending', () => {
      expect(filter({ sortBy: 'area' }).slice(0, 3)).toEqual(['São Tomé and Príncipe', 'Åland Islands', 'Netherlands']);
      expect(filter({ sortBy: 'area', sort: 'desc' }).slice(0, 2)).toEqual(['Antarctica', 'Niger']);
    });

    it('puts equal values in name order, whichever the direction', () => {
      const twins = indexCountries([nepal, atlantis]);
      expect(names(filterCountries(twins, { ...DEFAULT_LIST_QUERY, sortBy: 'population' }, 'en-US'))).toEqual(['Atlantis', 'Nepal']);
      expect(names(filterCountries(twins, { ...DEFAULT_LIST_QUERY, sortBy: 'population', sort: 'desc' }, 'en-US'))).toEqual(['Atlantis', 'Nepal']);
    });

    it('puts a record without an area, or with one not above 0 (the data has -1), last, whichever the direction', () => {
      const unknownArea = indexCountries([{ ...atlantis, area: undefined }, { ...atlantis, name: { ...atlantis.name, common: 'Lemuria' }, area: -1 }, nepal]);
      expect(names(filterCountries(unknownArea, { ...DEFAULT_LIST_QUERY, sortBy: 'area' }, 'en-US'))).toEqual(['Nepal', 'Atlantis', 'Lemuria']);
      expect(names(filterCountries(unknownArea, { ...DEFAULT_LIST_QUERY, sortBy: 'area', sort: 'desc' }, 'en-US'))).toEqual(['Nepal', 'Atlantis', 'Lemuria']);
    });
  });

  it('orders names as the given language does', () => {
    expect(names(filterCountries(indexed, { ...DEFAULT_LIST_QUERY, region: 'Europe' }, 'sv-SE'))).toEqual(['Netherlands', 'Norway', 'Åland Islands']);
  });

  it('leaves the given list as it was', () => {
    const before = names(countries);
    filter({ sort: 'desc', sortBy: 'area' });
    expect(names(countries)).toEqual(before);
    expect(names(indexed.map((entry) => entry.country))).toEqual(before);
  });
});

describe('subregionsOf and hasSubregion', () => {
  it("lists a region's subregions from the data, each once, in name order; none for All", () => {
    expect(subregionsOf(countries, 'Europe', 'en-US')).toEqual(['Northern Europe', 'Western Europe']);
    expect(subregionsOf(countries, 'Africa', 'en-US')).toEqual(['Eastern Africa', 'Middle Africa', 'Western Africa']);
    expect(subregionsOf(countries, 'all', 'en-US')).toEqual([]);
  });

  it('says whether the chosen region has the chosen subregion, exactly', () => {
    expect(hasSubregion(countries, { region: 'Europe', subregion: 'Northern Europe' })).toBe(true);
    expect(hasSubregion(countries, { region: 'Europe', subregion: 'Northern' })).toBe(false);
    expect(hasSubregion(countries, { region: 'Asia', subregion: 'Northern Europe' })).toBe(false);
    expect(hasSubregion(countries, { region: 'all', subregion: 'Northern Europe' })).toBe(false);
  });
});

describe('sortCountries', () => {
  it('orders every country as the list does for the query, whatever it filters: the order the server gives the cards it does not show', () => {
    const byArea = { sortBy: 'area', sort: 'desc' } as const;
    expect(names(sortCountries([...countries], byArea, 'en-US')).slice(0, 3)).toEqual(['Antarctica', 'Niger', 'Colombia']);
    expect(names(sortCountries([...countries], { sortBy: 'name', sort: 'asc' }, 'en-US')).slice(0, 2)).toEqual(['Åland Islands', 'Antarctica']);
    // A filtered list keeps that order: the shown cards are in their places among all of them.
    const shown = names(filterCountries(indexed, { ...DEFAULT_LIST_QUERY, ...byArea, region: 'Africa' }, 'en-US'));
    expect(names(sortCountries([...countries], byArea, 'en-US')).filter((name) => shown.includes(name))).toEqual(shown);
  });
});

describe('truncateName', () => {
  it('cuts names longer than 10 characters and adds ...', () => {
    expect(truncateName('Afghanistan')).toBe('Afghanista...');
    expect(truncateName('Mozambique')).toBe('Mozambique');
    expect(truncateName('Peru')).toBe('Peru');
  });
});
