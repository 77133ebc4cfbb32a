import type { CountryNameFields, CountrySearchFields } from '@worldatlas/contracts';
import { SITE_LANGUAGES } from '@worldatlas/i18n';
import type { ListCountry } from '../../list-country';
import { regionNamesOf, withLocalNames } from '../../list-names';
import { filterCountries, indexCountries, prefilterText, sortCountries, subregionsOf } from './filterCountries';
import { DEFAULT_LIST_QUERY, type ListQuery } from './list-query';

// The list in another language than English: names from the data's translations (as the list's
// loader joins them), searched in that language and in English, ordered as that language orders words.

const language = (tag: string) => SITE_LANGUAGES.find((each) => each.tag === tag)!;

const record = (common: string, cca3: string, region: string, subregion: string): ListCountry => ({ name: { common }, population: 1, region, subregion, capital: [], area: 1, cca3 });
const english: ListCountry[] = [
  record('Germany', 'DEU', 'Europe', 'Western Europe'),
  record('Ivory Coast', 'CIV', 'Africa', 'Western Africa'),
  record('Egypt', 'EGY', 'Africa', 'Northern Africa'),
  record('Spain', 'ESP', 'Europe', 'Southern Europe'),
  record('Norway', 'NOR', 'Europe', 'Northern Europe'),
];
/** The data's translations of these countries, as `GET /v3.1/all?fields=cca3,translations` gives them (Norway without an Arabic one). */
const translations: CountryNameFields[] = [
  { cca3: 'DEU', translations: { fra: { common: 'Allemagne', official: '' }, ara: { common: 'ألمانيا', official: '' } } },
  { cca3: 'CIV', translations: { fra: { common: "Côte d'Ivoire", official: '' }, ara: { common: 'ساحل العاج', official: '' } } },
  { cca3: 'EGY', translations: { fra: { common: 'Égypte', official: '' }, ara: { common: 'مِصر', official: '' } } },
  { cca3: 'ESP', translations: { fra: { common: 'Espagne', official: '' }, ara: { common: 'إسبانيا', official: '' } } },
  { cca3: 'NOR', translations: { fra: { common: 'Norvège', official: '' } } },
];
const french = withLocalNames(english, translations, language('fr'));
const arabic = withLocalNames(english, translations, language('ar'));

const codes = (list: readonly ListCountry[]) => list.map((country) => country.cca3);
const find = (countries: ListCountry[], change: Partial<ListQuery>, locale: string) => codes(filterCountries(indexCountries(countries), { ...DEFAULT_LIST_QUERY, ...change }, locale));

describe('withLocalNames', () => {
  it("gives each country its common name in the page's language, and none where the data has only the English one", () => {
    expect(french.map((country) => country.localName)).toEqual(['Allemagne', "Côte d'Ivoire", 'Égypte', 'Espagne', 'Norvège']);
    expect(arabic.find((country) => country.cca3 === 'NOR')).toEqual(english.find((country) => country.cca3 === 'NOR'));
    expect(english.some((country) => 'localName' in country)).toBe(false);
  });
});

describe("search by name on a page in another language", () => {
  it('finds a country by its name in that language and by its English name, in any case, accents ignored', () => {
    for (const search of ['Allemagne', 'allemagne', 'ALLEM', 'Germany', 'germ']) expect([search, find(french, { search }, 'fr')]).toEqual([search, ['DEU']]);
    for (const search of ['cote', "Côte d'", "côte d'ivoire", 'COTE D', 'ivory']) expect([search, find(french, { search }, 'fr')]).toEqual([search, ['CIV']]);
    expect(find(french, { search: 'egypte' }, 'fr')).toEqual(['EGY']);
  });

  it('ignores Arabic vowel signs and hamza seats on either side, and still finds the English name', () => {
    expect(find(arabic, { search: 'مصر' }, 'ar')).toEqual(['EGY']);
    expect(find(arabic, { search: 'اسبانيا' }, 'ar')).toEqual(['ESP']);
    expect(find(arabic, { search: 'spain' }, 'ar')).toEqual(['ESP']);
    expect(find(arabic, { search: 'norway' }, 'ar')).toEqual(['NOR']);
  });

  it('matches no text across the two names', () => {
    // "…magne" and "germ…" next to each other would make "egerm".
    expect(find(french, { search: 'egerm' }, 'fr')).toEqual([]);
  });
});

/** These countries' languages and currencies, as the list's second call gives them (Sami: a language CLDR has no name of). */
const searchFields: CountrySearchFields[] = [
  { cca3: 'DEU', languages: { deu: 'German' }, currencies: { EUR: { name: 'Euro', symbol: '€' } } },
  { cca3: 'CIV', languages: { fra: 'French' }, currencies: { XOF: { name: 'West African CFA franc', symbol: 'Fr' } } },
  { cca3: 'EGY', languages: { ara: 'Arabic' }, currencies: { EGP: { name: 'Egyptian pound', symbol: '£' } } },
  { cca3: 'ESP', languages: { spa: 'Spanish' }, currencies: { EUR: { name: 'Euro', symbol: '€' } } },
  { cca3: 'NOR', languages: { nno: 'Norwegian Nynorsk', nob: 'Norwegian Bokmål', smi: 'Sami' }, currencies: { NOK: { name: 'Norwegian krone', symbol: 'kr' } } },
];
const findBy = (countries: ListCountry[], searchBy: 'language' | 'currency', search: string, locale: string) =>
  codes(filterCountries(indexCountries(countries, searchFields, locale), { ...DEFAULT_LIST_QUERY, searchBy, search }, locale));

describe('search by language and by currency on a page in another language', () => {
  it("finds a language by its name in the page's language (CLDR's) and in English, in any case, accents ignored, or by its code", () => {
    for (const search of ['allemand', 'ALLEMAND', 'German', 'deu']) expect([search, findBy(french, 'language', search, 'fr')]).toEqual([search, ['DEU']]);
    expect(findBy(french, 'language', 'francais', 'fr')).toEqual(['CIV']);
    expect(findBy(french, 'language', 'norvegien bokmal', 'fr')).toEqual(['NOR']);
    // No CLDR name: the data's English one.
    expect(findBy(french, 'language', 'sami', 'fr')).toEqual(['NOR']);
    expect(findBy(arabic, 'language', 'الالمانية', 'ar')).toEqual(['DEU']);
  });

  it("finds a currency by its name in the page's language and in English, or by its code", () => {
    expect(findBy(french, 'currency', 'euro', 'fr')).toEqual(['DEU', 'ESP']);
    expect(findBy(french, 'currency', 'livre egyptienne', 'fr')).toEqual(['EGY']);
    expect(findBy(french, 'currency', 'pound', 'fr')).toEqual(['EGY']);
    expect(findBy(french, 'currency', 'Couronne', 'fr')).toEqual(['NOR']);
    expect(findBy(french, 'currency', 'franc cfa', 'fr')).toEqual(['CIV']);
    expect(findBy(french, 'currency', 'nok', 'fr')).toEqual(['NOR']);
    expect(findBy(arabic, 'currency', 'جنيه مصري', 'ar')).toEqual(['EGY']);
  });

  it('matches no text across two names of one language', () => {
    // "allemand" then "german" would make "dger".
    expect(findBy(french, 'language', 'dger', 'fr')).toEqual([]);
  });

  it('finds by the English names alone on an English page', () => {
    expect(findBy(english, 'language', 'allemand', 'en-US')).toEqual([]);
    expect(findBy(english, 'language', 'german', 'en-US')).toEqual(['DEU']);
    expect(findBy(english, 'currency', 'couronne', 'en-US')).toEqual([]);
  });
});

describe('the order of names on a page in another language', () => {
  it('orders by the name shown, as the language orders words, ascending and descending', () => {
    expect(find(french, {}, 'fr')).toEqual(['DEU', 'CIV', 'EGY', 'ESP', 'NOR']);
    expect(find(french, { sort: 'desc' }, 'fr')).toEqual(['NOR', 'ESP', 'EGY', 'CIV', 'DEU']);
    expect(codes(sortCountries([...french], { sortBy: 'name', sort: 'asc' }, 'fr'))).toEqual(['DEU', 'CIV', 'EGY', 'ESP', 'NOR']);
    // Arabic names first, in Arabic order; Norway, named in English alone, after them.
    expect(find(arabic, {}, 'ar')).toEqual(['ESP', 'DEU', 'CIV', 'EGY', 'NOR']);
  });
});

describe("the pre-filter's text", () => {
  it('carries both folded names, on lines of their own, and the English one alone where there is no other', () => {
    expect(prefilterText(french[0]!)).toBe('allemagne\ngermany');
    expect(prefilterText(french[1]!)).toBe("cote d'ivoire\nivory coast");
    expect(prefilterText(english[0]!)).toBe('germany');
  });
});

describe('the subregions in the select on a page in another language', () => {
  it("are the data's names, ordered by their names in that language (CLDR's)", () => {
    const regionNames = regionNamesOf(french, language('fr'));
    expect(regionNames).toMatchObject({ Europe: 'Europe', Africa: 'Afrique', 'Western Europe': 'Europe de l’Ouest', 'Northern Europe': 'Europe du Nord', 'Southern Europe': 'Europe du Sud' });
    expect(subregionsOf(french, 'Europe', 'fr', regionNames)).toEqual(['Western Europe', 'Northern Europe', 'Southern Europe']);
    expect(subregionsOf(french, 'Europe', 'en-US')).toEqual(['Northern Europe', 'Southern Europe', 'Western Europe']);
  });
});
