import type { CountryDetails } from '@worldatlas/contracts';
import { formatArea, formatCallingCode, formatDensity, formatPopulation } from '@worldatlas/design-system';

const NOT_AVAILABLE = 'N/A';

/** Joins names with commas, or 'N/A' when there are none. */
const listOrNa = (names: readonly string[]) => (names.length > 0 ? names.join(', ') : NOT_AVAILABLE);

/** "Yes" or "No" for a flag the record has; `undefined` when it has none. */
const yesNo = (value: boolean | undefined) => (value === undefined ? undefined : value ? 'Yes' : 'No');

/** A text the record has, or `undefined` for a missing or empty one. */
const present = (text: string | undefined) => (text ? text : undefined);

/**
 * What the country's people are called in English (`demonyms.eng`): one word when the female and male
 * forms agree ("Nepalese"), else both ("Xm (male), Xf (female)"); `undefined` when the record has none.
 */
export function formatDemonym(demonyms: CountryDetails['demonyms']): string | undefined {
  const { f, m } = demonyms?.eng ?? {};
  if (f && m && f !== m) return `${m} (male), ${f} (female)`;
  return present(m || f);
}

/** Up to two decimals, always with a point: the pair is separated by a comma, so a decimal comma would blur it. */
const degrees = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * A `[latitude, longitude]` pair in degrees as "27.7° N, 85.32° E" (S and W for negatives);
 * `undefined` unless both numbers are there.
 */
export function formatCoordinates(latlng: readonly number[] | undefined): string | undefined {
  const [latitude, longitude] = latlng ?? [];
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return undefined;
  const part = (value: number, positive: string, negative: string) => `${degrees.format(Math.abs(value))}° ${value < 0 ? negative : positive}`;
  return `${part(latitude, 'N', 'S')}, ${part(longitude, 'E', 'W')}`;
}

/**
 * The detail page's text values (`/country/{id}`), each 'N/A' when the record lacks it, so a
 * v3.1 host that leaves a field out never breaks the page: official name, native names (common
 * forms, each once), population (locale-formatted people), region, sub region, first capital, first
 * top-level domain, currency names, language names, area (km²) and population density (people per km²);
 * numbers in `locale`'s format (a BCP 47 tag; the runtime's default when undefined). The further facts
 * are `undefined` when the record lacks them, and then left off the page: demonym, calling code, time
 * zones (`UTC+05:45`), landlocked, independent and UN member ("Yes"/"No") and the first capital's
 * coordinates.
 */
export function describeCountry(country: CountryDetails, locale: string | undefined) {
  const nativeNames = [...new Set(Object.values(country.name.nativeName ?? {}).map((name) => name.common))];
  return {
    officialName: country.name.official || NOT_AVAILABLE,
    nativeNames: listOrNa(nativeNames),
    population: typeof country.population === 'number' ? formatPopulation(country.population, locale) : NOT_AVAILABLE,
    region: country.region || NOT_AVAILABLE,
    subregion: country.subregion || NOT_AVAILABLE,
    capital: country.capital?.[0] ?? NOT_AVAILABLE,
    topLevelDomain: country.tld?.[0] ?? NOT_AVAILABLE,
    currencies: listOrNa(Object.values(country.currencies ?? {}).map((currency) => currency.name)),
    languages: listOrNa(Object.values(country.languages ?? {})),
    area: formatArea(country.area, locale) ?? NOT_AVAILABLE,
    density: formatDensity(country.population, country.area, locale) ?? NOT_AVAILABLE,
    demonym: formatDemonym(country.demonyms),
    callingCode: formatCallingCode(country.idd),
    timeZones: present(country.timezones?.join(', ')),
    landlocked: yesNo(country.landlocked),
    independent: yesNo(country.independent),
    unMember: yesNo(country.unMember),
    capitalCoordinates: country.capital?.length ? formatCoordinates(country.capitalInfo?.latlng) : undefined,
  };
}
