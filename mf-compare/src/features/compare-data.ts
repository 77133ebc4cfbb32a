import type { Country, CountryField } from '@worldatlas/contracts';
import { getJsonArray } from '@worldatlas/countries-client';
import { countryName, type SiteLanguage } from '@worldatlas/i18n';
import { type CompareQuery, foldName, MAX_COMPARED } from './compare-query';

/** What the picker and the address's codes are checked against: every country's names (in every language) and codes. */
const NAME_FIELDS = ['name', 'translations', 'cca3', 'cca2', 'altSpellings'] as const satisfies readonly CountryField[];
/** A country as the picker knows it. */
export type NamedCountry = Pick<Country, (typeof NAME_FIELDS)[number]>;

/** The fields the comparison shows: its table's rows, the flags of its columns, the shapes of its map. */
const COMPARE_FIELDS = [
  'name',
  'translations',
  'cca3',
  'ccn3',
  'flags',
  'population',
  'area',
  'capital',
  'region',
  'subregion',
  'languages',
  'currencies',
  'idd',
  'timezones',
  'car',
  'landlocked',
  'unMember',
  'borders',
  'tld',
  'latlng',
] as const satisfies readonly CountryField[];
/** A compared country: the record cut down to {@link COMPARE_FIELDS}. */
export type ComparedCountry = Pick<Country, (typeof COMPARE_FIELDS)[number]>;

/** Every country's names and codes (`GET /v3.1/all?fields=name,translations,cca3,cca2,altSpellings`), in the API's order. */
export const namesRequest = (apiBaseUrl: string, fetcher: typeof fetch) => getJsonArray<NamedCountry>(`${apiBaseUrl}/v3.1/all?fields=${NAME_FIELDS.join(',')}`, fetcher);

/** The records of `codes` with the compared fields (`GET /v3.1/alpha?codes=`), in the order given; call it with known cca3 codes only. */
export const comparedRequest = (apiBaseUrl: string, codes: readonly string[], fetcher: typeof fetch) =>
  getJsonArray<ComparedCountry>(`${apiBaseUrl}/v3.1/alpha?codes=${codes.join(',')}&fields=${COMPARE_FIELDS.join(',')}`, fetcher);

/** A country as the picker offers it: its cca3 code, its name in the page's language, and its English name. */
export interface PickerName {
  code: string;
  name: string;
  english: string;
}

/**
 * Every country of `countries` as the picker offers it, in `language` (`countryName`), in that
 * language's alphabetical order (`Intl.Collator`): `Afrique du Sud` before `Albanie` in French.
 */
export function pickerNames(countries: readonly NamedCountry[], language: SiteLanguage): PickerName[] {
  const { compare } = new Intl.Collator(language.tag);
  return countries.map((country) => ({ code: country.cca3, name: countryName(country, language), english: country.name.common })).sort((a, b) => compare(a.name, b.name));
}

/**
 * The country the picker's field names: its common or official name in `language` or in English, an
 * alternative spelling or a cca2/cca3 code, letter case and accents ignored (`curacao`, `Côte d'Ivoire`,
 * `suisse` on a French page, `ch`); `undefined` when none.
 */
function findNamed(countries: readonly NamedCountry[], typed: string, language: SiteLanguage): NamedCountry | undefined {
  const wanted = foldName(typed);
  if (wanted === '') return undefined;
  const names = (country: NamedCountry) => [
    countryName(country, language),
    countryName(country, language, 'official'),
    country.name.common,
    country.name.official,
    country.cca3,
    country.cca2,
    ...(country.altSpellings ?? []),
  ];
  return countries.find((country) => names(country).some((name) => foldName(name) === wanted));
}

/** What the page shows for its address, before the compared records are fetched. */
export type ComparePlan =
  /** Some codes name no country: the 404 page naming them, linking the comparison of the others. */
  | { kind: 'unknown'; unknown: string[]; known: string[] }
  /** A typed name to add: go to the comparison with it (`location`'s query). */
  | { kind: 'add'; codes: string[] }
  /** The comparison of `codes` (0 to 4 of them), and what to tell the visitor. */
  | { kind: 'compare'; codes: string[]; notice?: CompareNotice };

/** What the page tells the visitor beside the comparison. */
export type CompareNotice = { kind: 'cut' } | { kind: 'full'; name: string } | { kind: 'no-match'; name: string };

/**
 * What the address `query` asks of the page in `language`, with `countries` every country's names
 * and codes: unknown codes first (404), then a name typed into the picker (in `language` or English;
 * added unless four are compared or it names no country; a country already compared is not added
 * twice), then the comparison of the first {@link MAX_COMPARED} codes. A notice names a country in `language`.
 */
export function planComparison(query: CompareQuery, countries: readonly NamedCountry[], language: SiteLanguage): ComparePlan {
  const known = new Set(countries.map((country) => country.cca3));
  const unknown = query.codes.filter((code) => !known.has(code));
  if (unknown.length > 0) return { kind: 'unknown', unknown, known: query.codes.filter((code) => known.has(code)).slice(0, MAX_COMPARED) };
  const codes = query.codes.slice(0, MAX_COMPARED);
  if (query.add) {
    const named = findNamed(countries, query.add, language);
    if (!named) return { kind: 'compare', codes, notice: { kind: 'no-match', name: query.add } };
    if (codes.includes(named.cca3)) return { kind: 'add', codes };
    if (codes.length >= MAX_COMPARED) return { kind: 'compare', codes, notice: { kind: 'full', name: countryName(named, language) } };
    return { kind: 'add', codes: [...codes, named.cca3] };
  }
  return { kind: 'compare', codes, ...(query.codes.length > codes.length && { notice: { kind: 'cut' } }) };
}

/** A neighbour of a compared country as the table names it: its name in the page's language, and the id of its page (its English common name). */
export interface NeighbourName {
  name: string;
  id: string;
}

/**
 * What the compare page's loader gives its view and `meta`: the codes no country has (answered 404)
 * with the address's known countries named in the page's language; or the compared records, the
 * notice, every country as the picker offers it, and the neighbours' names in the page's language by cca3.
 */
export type ComparePageData =
  | { kind: 'unknown'; unknown: string[]; known: { code: string; name: string }[] }
  | { kind: 'compare'; countries: ComparedCountry[]; notice?: CompareNotice; names: PickerName[]; borderNames: Record<string, NeighbourName> };
