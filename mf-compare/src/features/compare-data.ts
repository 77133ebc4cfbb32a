import type { Country, CountryField } from '@worldatlas/contracts';
import { getJsonArray } from '@worldatlas/countries-client';
import { type CompareQuery, foldName, MAX_COMPARED } from './compare-query';

/** What the picker and the address's codes are checked against: every country's names and codes. */
const NAME_FIELDS = ['name', 'cca3', 'cca2', 'altSpellings'] as const satisfies readonly CountryField[];
/** A country as the picker knows it. */
export type NamedCountry = Pick<Country, (typeof NAME_FIELDS)[number]>;

/** The fields the comparison shows: its table's rows, the flags of its columns, the shapes of its map. */
const COMPARE_FIELDS = [
  'name',
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

/** Every country's names and codes (`GET /v3.1/all?fields=name,cca3,cca2,altSpellings`), in the API's order. */
export const namesRequest = (apiBaseUrl: string, fetcher: typeof fetch) => getJsonArray<NamedCountry>(`${apiBaseUrl}/v3.1/all?fields=${NAME_FIELDS.join(',')}`, fetcher);

/** The records of `codes` with the compared fields (`GET /v3.1/alpha?codes=`), in the order given; call it with known cca3 codes only. */
export const comparedRequest = (apiBaseUrl: string, codes: readonly string[], fetcher: typeof fetch) =>
  getJsonArray<ComparedCountry>(`${apiBaseUrl}/v3.1/alpha?codes=${codes.join(',')}&fields=${COMPARE_FIELDS.join(',')}`, fetcher);

/**
 * The country the picker's field names: a common or official name, an alternative spelling or a
 * cca2/cca3 code, letter case and accents ignored (`curacao`, `Côte d'Ivoire`, `ch`); `undefined` when none.
 */
function findNamed(countries: readonly NamedCountry[], typed: string): NamedCountry | undefined {
  const wanted = foldName(typed);
  if (wanted === '') return undefined;
  const names = (country: NamedCountry) => [country.name.common, country.name.official, country.cca3, country.cca2, ...(country.altSpellings ?? [])];
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
 * What the address `query` asks of the page, with `countries` every country's names and codes:
 * unknown codes first (404), then a name typed into the picker (added unless four are compared or
 * it names no country; a country already compared is not added twice), then the comparison of the
 * first {@link MAX_COMPARED} codes.
 */
export function planComparison(query: CompareQuery, countries: readonly NamedCountry[]): ComparePlan {
  const known = new Set(countries.map((country) => country.cca3));
  const unknown = query.codes.filter((code) => !known.has(code));
  if (unknown.length > 0) return { kind: 'unknown', unknown, known: query.codes.filter((code) => known.has(code)).slice(0, MAX_COMPARED) };
  const codes = query.codes.slice(0, MAX_COMPARED);
  if (query.add) {
    const named = findNamed(countries, query.add);
    if (!named) return { kind: 'compare', codes, notice: { kind: 'no-match', name: query.add } };
    if (codes.includes(named.cca3)) return { kind: 'add', codes };
    if (codes.length >= MAX_COMPARED) return { kind: 'compare', codes, notice: { kind: 'full', name: named.name.common } };
    return { kind: 'add', codes: [...codes, named.cca3] };
  }
  return { kind: 'compare', codes, ...(query.codes.length > codes.length && { notice: { kind: 'cut' } }) };
}
