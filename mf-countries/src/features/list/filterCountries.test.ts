import type { CountrySummary } from '@worldatlas/contracts';
import { filterCountries, truncateName } from './filterCountries';
import { DEFAULT_LIST_QUERY, type ListQuery } from './list-query';

const country = (common: string, region: string): CountrySummary => ({
  name: { common, official: common, nativeName: {} },
  region,
  capital: [],
  population: 0,
  flags: { svg: '', png: '', alt: '' },
});

const countries = [country('Nepal', 'Asia'), country('Niger', 'Africa'), country('Åland Islands', 'Europe'), country('Netherlands', 'Europe'), country('Kenya', 'Africa')];
const names = (list: CountrySummary[]) => list.map((entry) => entry.name.common);
// Orders are those of English; Swedish, say, puts Å after Z.
const filter = (query: Pick<ListQuery, 'search' | 'region' | 'sort'>) => filterCountries(countries, query, 'en-US');

describe('filterCountries', () => {
  it('shows every country, ordered by name as the language orders words, for the default query', () => {
    expect(names(filter(DEFAULT_LIST_QUERY))).toEqual(['Åland Islands', 'Kenya', 'Nepal', 'Netherlands', 'Niger']);
  });

  it('matches a case-insensitive substring of the common name', () => {
    expect(names(filter({ ...DEFAULT_LIST_QUERY, search: 'NE' }))).toEqual(['Nepal', 'Netherlands']);
    expect(names(filter({ ...DEFAULT_LIST_QUERY, search: 'xyz' }))).toEqual([]);
  });

  it('ignores spaces around the search text, not inside it', () => {
    expect(names(filter({ ...DEFAULT_LIST_QUERY, search: ' nepal ' }))).toEqual(['Nepal']);
    expect(names(filter({ ...DEFAULT_LIST_QUERY, search: 'd is' }))).toEqual(['Åland Islands']);
    expect(filter({ ...DEFAULT_LIST_QUERY, search: '  ' })).toHaveLength(countries.length);
  });

  it('combines search, region and descending order', () => {
    expect(names(filter({ search: 'n', region: 'Europe', sort: 'desc' }))).toEqual(['Netherlands', 'Åland Islands']);
    expect(names(filter({ search: '', region: 'Africa', sort: 'desc' }))).toEqual(['Niger', 'Kenya']);
  });

  it('orders as the given language does', () => {
    expect(names(filterCountries(countries, DEFAULT_LIST_QUERY, 'sv-SE'))).toEqual(['Kenya', 'Nepal', 'Netherlands', 'Niger', 'Åland Islands']);
  });

  it('leaves the given list as it was', () => {
    const before = names(countries);
    filter({ search: '', region: 'all', sort: 'desc' });
    expect(names(countries)).toEqual(before);
  });
});

describe('truncateName', () => {
  it('cuts names longer than 10 characters and adds ...', () => {
    expect(truncateName('Afghanistan')).toBe('Afghanista...');
    expect(truncateName('Mozambique')).toBe('Mozambique');
    expect(truncateName('Peru')).toBe('Peru');
  });
});
