import type { CountrySearchFields } from '@worldatlas/contracts';
import { currencyName, foldText, languageName, languageOfTag, type SiteLanguage } from '@worldatlas/i18n';
import { type ListCountry, type RegionNames, shownName, shownRegion } from '../../list-country';
import { ALL_SUBREGIONS, type ListQuery, normalizeSearchText } from './list-query';

const collators = new Map<string, Intl.Collator>();
/** One collator per locale: building one is far dearer than a comparison. */
function collatorFor(locale: string | undefined): Intl.Collator {
  const key = locale ?? '';
  let collator = collators.get(key);
  if (!collator) {
    collator = new Intl.Collator(locale);
    collators.set(key, collator);
  }
  return collator;
}

/** What one search mode matches in a country: texts that may contain the search text, and codes that must equal it. */
interface SearchTexts {
  texts: readonly string[];
  codes: readonly string[];
}

const NOTHING: SearchTexts = { texts: [], codes: [] };

/**
 * A country of the list with its texts prepared once for matching, so a keystroke only compares. The
 * language and currency texts are absent until the list's search fields have loaded.
 */
export interface IndexedCountry {
  country: ListCountry;
  search: Record<'name' | 'capital', SearchTexts> & Partial<Record<'language' | 'currency', SearchTexts>>;
}

/**
 * The texts of a code-keyed map (`{ nep: 'Nepali' }`, `{ EUR: { name: 'Euro' } }`): each name in
 * English (the data's) and in `language` (`nameIn`: CLDR's, the same on English pages), folded and
 * each once; codes lower-cased.
 */
function codedTexts(entries: Record<string, string | { name: string }> | undefined, nameIn: typeof languageName, language: SiteLanguage): SearchTexts {
  if (!entries) return NOTHING;
  const texts = new Set<string>();
  for (const [code, entry] of Object.entries(entries)) {
    const english = typeof entry === 'string' ? entry : entry.name;
    texts.add(foldText(english)).add(foldText(nameIn(code, english, language).text));
  }
  return { texts: [...texts], codes: Object.keys(entries).map((code) => code.toLowerCase()) };
}

/** A country's names as search matches them: in the page's language, and in English. */
const nameTexts = (country: ListCountry) => (country.localName === undefined ? [country.name.common] : [country.localName, country.name.common]).map(foldText);

/**
 * A country's names as the page's pre-filter matches them (`PREFILTER_ATTRIBUTES.text`): in the
 * page's language and in English, folded, on lines of their own (a search has no line break, so
 * none matches across the two).
 */
export const prefilterText = (country: ListCountry): string => nameTexts(country).join('\n');

/**
 * Prepares the list's records for {@link filterCountries}, their texts folded for matching
 * (`foldText`, as every language's search). `searchFields` (the list's second call,
 * `cca3`, languages and currencies) are joined on `cca3`; without them, search by language or
 * currency has nothing to match yet. Languages and currencies are named in English and in the
 * language of `locale` (the page's BCP 47 tag; English for one the site has no pages in): CLDR's
 * names (`languageName`, `currencyName`: `Intl.DisplayNames`, in the browser as on the server).
 * @returns one entry per country, in the order given; the records themselves are not copied.
 */
export function indexCountries(countries: readonly ListCountry[], searchFields?: readonly CountrySearchFields[], locale?: string): IndexedCountry[] {
  const byCode = new Map(searchFields?.map((fields) => [fields.cca3, fields]));
  const language = languageOfTag(locale);
  return countries.map((country) => {
    const extra = searchFields ? (byCode.get(country.cca3) ?? { cca3: country.cca3 }) : undefined;
    return {
      country,
      search: {
        name: { texts: nameTexts(country), codes: [] },
        capital: { texts: (country.capital ?? []).map(foldText), codes: [] },
        ...(extra && { language: codedTexts(extra.languages, languageName, language), currency: codedTexts(extra.currencies, currencyName, language) }),
      },
    };
  });
}

/**
 * The subregions of `region` among `countries` (the data's names), each once, ordered by the names
 * the list shows them by (in the page's language, `regionNames`) as `locale` orders words; none for `all`.
 */
export function subregionsOf(countries: readonly ListCountry[], region: ListQuery['region'], locale: string | undefined, regionNames?: RegionNames): string[] {
  if (region === 'all') return [];
  const names = new Set<string>();
  for (const country of countries) if (country.region === region && country.subregion) names.add(country.subregion);
  const { compare } = collatorFor(locale);
  return [...names].sort((a, b) => compare(shownRegion(a, regionNames), shownRegion(b, regionNames)));
}

/**
 * Whether `query` names a subregion its region has among `countries`. One it does not have (from an
 * address, or a region changed without scripts) is ignored: the whole region shows.
 */
export function hasSubregion(countries: readonly ListCountry[], query: Pick<ListQuery, 'region' | 'subregion'>): boolean {
  return query.region !== 'all' && query.subregion !== ALL_SUBREGIONS && countries.some((country) => country.region === query.region && country.subregion === query.subregion);
}

/** Whether `texts` match `needle`: a text contains it, or a code equals it. */
const matches = ({ texts, codes }: SearchTexts, needle: string) => texts.some((text) => text.includes(needle)) || codes.includes(needle);

/** The search text as the list compares it: normalized as the list's address keeps it, then folded ({@link foldText}). */
const needleFor = (search: string) => foldText(normalizeSearchText(search));

/**
 * The number a country is sorted by; `undefined` when it has none. An area that is not positive is
 * none (the data has -1 for Svalbard and Jan Mayen's), as the country page shows it.
 */
const SORT_VALUES: Record<'population' | 'area', (country: Pick<ListCountry, 'population' | 'area'>) => number | undefined> = {
  population: (country) => country.population,
  area: (country) => (typeof country.area === 'number' && country.area > 0 ? country.area : undefined),
};

/**
 * The countries to show for a query, from {@link indexCountries}'s entries. Search text (spaces around
 * it ignored, as a pasted name often has them, and a run of spaces inside it read as one, as the
 * list's address keeps it; empty shows all), matched in any case and with accents ignored on either
 * side (`foldText`: "sao" finds São Tomé and Príncipe, "BOGOTA" Bogotá, "cote" Côte d'Ivoire):
 * - `name`: the common name in the page's language or in English contains it ("Allemagne" and
 *   "Germany" find Germany on a French page);
 * - `capital`: a capital contains it;
 * - `language`: a language's name in English or in the page's language (as {@link indexCountries}
 *   named it) contains it, or its ISO 639-3 code is it ("spa"; "allemand" and "german" find Germany
 *   on a French page);
 * - `currency`: a currency's name in English or in the page's language contains it, or its ISO 4217
 *   code is it ("euro", "eur"; "roupie" finds Nepal on a French page);
 *   languages and currencies match nothing until their fields are joined.
 * Then the region unless `all`, the subregion when the region has it ({@link hasSubregion}), in the
 * order of {@link sortCountries}. Does not change `countries`.
 */
export function filterCountries(countries: readonly IndexedCountry[], query: Omit<ListQuery, 'view'>, locale: string | undefined): ListCountry[] {
  const needle = needleFor(query.search);
  const inRegion = countries.filter(({ country }) => query.region === 'all' || country.region === query.region);
  const subregion = hasSubregion(inRegion.map((entry) => entry.country), query) ? query.subregion : undefined;
  const shown = inRegion
    .filter(({ country, search }) => (!subregion || country.subregion === subregion) && (!needle || matches(search[query.searchBy] ?? NOTHING, needle)))
    .map((entry) => entry.country);
  return sortCountries(shown, query, locale);
}

/**
 * `countries` in the list's order for `query`: by `sortBy`, the name the list shows (`shownName`: in
 * the page's language) as `locale` orders words (a BCP 47 tag, the page's: "Åland Islands" next to
 * "Afghanistan" in English, "Égypte" before "Espagne" in French), population (people) or area (km²;
 * a record without one, or with one not above 0, last); ascending or descending, ties by name
 * ascending. Sorts `countries` in place and returns it.
 */
export function sortCountries<C extends Pick<ListCountry, 'name' | 'localName' | 'population' | 'area'>>(countries: C[], query: Pick<ListQuery, 'sortBy' | 'sort'>, locale: string | undefined): C[] {
  const { compare } = collatorFor(locale);
  const direction = query.sort === 'desc' ? -1 : 1;
  const byName = (a: C, b: C) => compare(shownName(a), shownName(b));
  if (query.sortBy === 'name') return countries.sort((a, b) => direction * byName(a, b));
  const value = SORT_VALUES[query.sortBy];
  return countries.sort((a, b) => {
    const [valueA, valueB] = [value(a), value(b)];
    if (valueA === undefined || valueB === undefined) return valueA === valueB ? byName(a, b) : valueA === undefined ? 1 : -1;
    return direction * (valueA - valueB) || byName(a, b);
  });
}

/** A card's name: cut to 10 characters followed by '...' when longer. */
export function truncateName(name: string, max = 10): string {
  return name.length > max ? `${name.slice(0, max)}...` : name;
}
