import type { Country } from '@worldatlas/contracts';
import { parseFields, projectCountry } from './fields';

const antarctica = {
  name: { common: 'Antarctica', official: 'Antarctica', nativeName: {} },
  tld: ['.aq'],
  cca2: 'AQ',
  cca3: 'ATA',
  currencies: {},
  capital: [],
  region: 'Antarctic',
  subregion: '',
  flags: { svg: '/flags/aq.svg', png: '/flags/aq.png', alt: 'The flag of Antarctica.' },
  population: 0,
} satisfies Country;

describe('parseFields', () => {
  it('trims names, drops blanks and keeps unknown names in the count', () => {
    expect(parseFields(' name, ,population,bogus,')).toEqual({
      requested: ['name', 'population', 'bogus'],
      known: ['name', 'population'],
    });
  });

  it('orders known names as v3.1 orders keys, whatever the query order', () => {
    expect(parseFields('flags,capital,name').known).toEqual(['name', 'capital', 'flags']);
  });

  it('gives no names for a missing or blank value', () => {
    expect(parseFields(undefined).requested).toEqual([]);
    expect(parseFields(' , ').requested).toEqual([]);
  });
});

describe('projectCountry', () => {
  it('keeps empty arrays, objects, strings and zero', () => {
    expect(projectCountry(antarctica, ['capital', 'currencies', 'subregion', 'population'])).toEqual({
      capital: [],
      currencies: {},
      subregion: '',
      population: 0,
    });
  });

  it('leaves out fields the record does not have', () => {
    expect(projectCountry(antarctica, ['name', 'languages'])).toEqual({ name: antarctica.name });
  });

  it('returns the whole record when no projection is asked', () => {
    expect(projectCountry(antarctica, null)).toBe(antarctica);
  });
});
