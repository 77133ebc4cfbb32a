/**
 * The REST Countries v3.1 country record, as served by countries-api and read by the site.
 * Keys are listed in v3.1's key order; optional keys are absent when the data has no value
 * (v3.1 drops nulls but keeps empty `[]`, `{}` and `""`).
 */

/** A name in one language: `official` and `common` forms. */
export interface LocalName {
  official: string;
  common: string;
}

/** A currency: its English name and symbol. */
interface Currency {
  name: string;
  symbol?: string;
}

/** One v3.1 country record. Population is in people, area in km². */
export interface Country {
  name: {
    common: string;
    official: string;
    /** Keyed by ISO 639-3 language code. Empty object when the territory has no native name. */
    nativeName: Record<string, LocalName>;
  };
  /** Top-level domains, e.g. `[".np"]`. */
  tld?: string[];
  cca2: string;
  ccn3?: string;
  cca3: string;
  cioc?: string;
  independent?: boolean;
  status?: string;
  unMember?: boolean;
  /** Keyed by ISO 4217 code. */
  currencies?: Record<string, Currency>;
  idd?: { root?: string; suffixes?: string[] };
  /** Capitals; empty when the territory has none, several for e.g. South Africa. */
  capital?: string[];
  /** Where the first capital is: `latlng` is `[latitude, longitude]` in degrees, empty when not known or no capital. */
  capitalInfo?: { latlng: number[] };
  altSpellings?: string[];
  region: string;
  /** Empty string when the territory has no subregion. */
  subregion?: string;
  /** Continents the territory lies on, e.g. `["Europe", "Asia"]`. */
  continents?: string[];
  /** Language names keyed by ISO 639-3 code. */
  languages?: Record<string, string>;
  translations?: Record<string, LocalName>;
  latlng?: number[];
  landlocked?: boolean;
  /** Land neighbours as cca3 codes. */
  borders?: string[];
  /** km². */
  area?: number;
  /** Emoji flag. */
  flag?: string;
  demonyms?: Record<string, { f: string; m: string }>;
  /** Absolute URLs of the flag images and a plain text alternative. */
  flags: { svg: string; png: string; alt: string };
  /** People; 0 for uninhabited territories. */
  population: number;
  /** Road traffic: the side it keeps to. (v3.1 also listed international vehicle signs; no data package has them.) */
  car?: { signs?: string[]; side: 'left' | 'right' };
  /** Postal codes: `regex`, an anchored regular expression's source matching a code in upper case. (v3.1 also gave a `format`.) */
  postalCode?: { format?: string; regex?: string };
  /** First day of the week where the territory lives (CLDR): `"monday"`, `"sunday"`, `"saturday"`… */
  startOfWeek?: string;
  /** Distinct standard UTC offsets of its time zones, ascending, e.g. `["UTC+05:45"]`; `"UTC"` for +00:00. */
  timezones?: string[];
}

/** A top-level field name that `fields=` can request. */
export type CountryField = keyof Country;

/** Every field of a v3.1 record this project serves, in v3.1 key order. */
export const COUNTRY_FIELDS = [
  'name',
  'tld',
  'cca2',
  'ccn3',
  'cca3',
  'cioc',
  'independent',
  'status',
  'unMember',
  'currencies',
  'idd',
  'capital',
  'capitalInfo',
  'altSpellings',
  'region',
  'subregion',
  'continents',
  'languages',
  'translations',
  'latlng',
  'landlocked',
  'borders',
  'area',
  'flag',
  'demonyms',
  'flags',
  'population',
  'car',
  'postalCode',
  'startOfWeek',
  'timezones',
] as const satisfies readonly CountryField[];

/**
 * The v3.1 data's subregions, by region (Antarctic has none): the country list filters by them, and
 * a list address naming any other is the same page as one naming none.
 */
export const SUBREGIONS_BY_REGION = {
  Africa: ['Eastern Africa', 'Middle Africa', 'Northern Africa', 'Southern Africa', 'Western Africa'],
  Americas: ['Caribbean', 'Central America', 'North America', 'South America'],
  Asia: ['Central Asia', 'Eastern Asia', 'South-Eastern Asia', 'Southern Asia', 'Western Asia'],
  Europe: ['Central Europe', 'Eastern Europe', 'Northern Europe', 'Southeast Europe', 'Southern Europe', 'Western Europe'],
  Oceania: ['Australia and New Zealand', 'Melanesia', 'Micronesia', 'Polynesia'],
} as const satisfies Readonly<Record<string, readonly string[]>>;

/**
 * Fields the country list and its map request (`GET /all`, which takes at most 10): the cards show
 * name, population, region, capital and flags; the list sorts by area and filters by subregion; the
 * map joins shapes on `ccn3` and puts a dot at `latlng`; `cca3` joins {@link LIST_SEARCH_FIELDS}.
 */
export const LIST_FIELDS = ['name', 'population', 'region', 'subregion', 'capital', 'area', 'flags', 'ccn3', 'cca3', 'latlng'] as const satisfies readonly CountryField[];

/**
 * Fields the list's search by language or currency reads (`GET /all`, a second call beside the list's:
 * those two would make the list's call 12 fields). Joined to the list's records on `cca3`.
 */
export const LIST_SEARCH_FIELDS = ['cca3', 'languages', 'currencies'] as const satisfies readonly CountryField[];

/**
 * Fields the list's island asks for when it draws the map in the browser (`GET /all`): the shapes'
 * join and the dots, joined on `cca3` to the records the page gave it.
 */
export const LIST_MAP_FIELDS = ['cca3', 'ccn3', 'latlng'] as const satisfies readonly CountryField[];

/** Fields the list's island asks for when it draws the cards in the browser (`GET /all`): the flags, joined on `cca3` to the records the page gave it. */
export const LIST_FLAG_FIELDS = ['cca3', 'flags'] as const satisfies readonly CountryField[];

/**
 * Fields the list reads on a page in another language than English (`GET /all`, beside the list's
 * call): every country's names in the data's languages, joined on `cca3` to the list's records.
 */
export const LIST_NAME_FIELDS = ['cca3', 'translations'] as const satisfies readonly CountryField[];

/**
 * Fields the detail page requests (`GET /name/{name}`, borders included; the locator map needs `ccn3`
 * and `latlng`, the density `area`; the facts demonym, calling code, time zones, landlocked,
 * independent, UN member and the capital's coordinates; its names in the page's language `translations`).
 */
export const DETAIL_FIELDS = [
  'name',
  'population',
  'region',
  'subregion',
  'capital',
  'tld',
  'currencies',
  'languages',
  'borders',
  'flags',
  'ccn3',
  'cca3',
  'latlng',
  'area',
  'demonyms',
  'idd',
  'timezones',
  'landlocked',
  'independent',
  'unMember',
  'capitalInfo',
  'translations',
] as const satisfies readonly CountryField[];

/** Fields used to name border countries (`GET /alpha?codes=`), in the page's language too (`translations`). */
export const BORDER_FIELDS = ['name', 'cca3', 'ccn3', 'translations'] as const satisfies readonly CountryField[];

/** Fields used to find a country by another usual name of it (`GET /name/{name}`, e.g. "Côte d'Ivoire"). */
export const SPELLING_FIELDS = ['name', 'altSpellings'] as const satisfies readonly CountryField[];

/** A record cut down to the given fields. */
type CountryProjection<F extends readonly CountryField[]> = Pick<Country, F[number]>;

/** What the list view receives. */
export type CountrySummary = CountryProjection<typeof LIST_FIELDS>;

/** What the list's search by language or currency receives, per country. */
export type CountrySearchFields = CountryProjection<typeof LIST_SEARCH_FIELDS>;

/** What the list's island draws the map with, per country, beside the page's records. */
export type CountryMapFields = CountryProjection<typeof LIST_MAP_FIELDS>;

/** What the list's island draws the cards with, per country, beside the page's records. */
export type CountryFlagFields = CountryProjection<typeof LIST_FLAG_FIELDS>;

/** What the list reads of every country on a page in another language than English: its names in the data's languages. */
export type CountryNameFields = CountryProjection<typeof LIST_NAME_FIELDS>;

/** What the detail view receives. */
export type CountryDetails = CountryProjection<typeof DETAIL_FIELDS>;

/** The v3.1 error body, e.g. `{"status":404,"message":"Not Found"}`. */
export interface ApiError {
  status: number;
  message: string;
}
