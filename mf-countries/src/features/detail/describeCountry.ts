import type { CountryDetails } from '@worldatlas/contracts';
import { formatCallingCode, formatFigure, formatPopulation } from '@worldatlas/design-system/format';
import { intlFor } from '../../i18n';
import { type CountriesIntl, VALUE_MESSAGES } from './detail-messages';

/** "Yes" or "No" in `intl`'s language for a flag the record has; `undefined` when it has none. */
const yesNo = (intl: CountriesIntl, value: boolean | undefined) => (value === undefined ? undefined : intl.formatMessage(value ? VALUE_MESSAGES.yes : VALUE_MESSAGES.no));

/** A text the record has, or `undefined` for a missing or empty one. */
const present = (text: string | undefined) => (text ? text : undefined);

/**
 * What the country's people are called in English (`demonyms.eng`): one word when the female and male
 * forms agree ("Nepalese"), else both ("Xm (male), Xf (female)", the marks in `intl`'s language,
 * English by default); `undefined` when the record has none.
 */
export function formatDemonym(demonyms: CountryDetails['demonyms'], intl: CountriesIntl = intlFor('en')): string | undefined {
  const { f, m } = demonyms?.eng ?? {};
  if (f && m && f !== m) return intl.formatMessage(VALUE_MESSAGES.demonyms, { male: m, female: f });
  return present(m || f);
}

/** Up to two decimals, always with a point: the pair is separated by a comma, so a decimal comma would blur it. */
const degrees = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * A `[latitude, longitude]` pair in degrees as "27.7° N, 85.32° E" (S and W for negatives), the
 * letters in `intl`'s language (English by default); `undefined` unless both numbers are there.
 */
export function formatCoordinates(latlng: readonly number[] | undefined, intl: CountriesIntl = intlFor('en')): string | undefined {
  const [latitude, longitude] = latlng ?? [];
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return undefined;
  const part = (value: number, positive: keyof typeof VALUE_MESSAGES, negative: keyof typeof VALUE_MESSAGES) =>
    intl.formatMessage(VALUE_MESSAGES[value < 0 ? negative : positive], { degrees: degrees.format(Math.abs(value)) });
  return intl.formatMessage(VALUE_MESSAGES.coordinates, { latitude: part(latitude, 'north', 'south'), longitude: part(longitude, 'east', 'west') });
}

/**
 * The detail page's text values (`/country/{id}`) in `intl`'s language, each 'N/A' when the record lacks it, so a
 * v3.1 host that leaves a field out never breaks the page: official name, native names (common
 * forms, each once), population (locale-formatted people), region, sub region, first capital, first
 * top-level domain, currency names, language names, area (km²) and population density (people per km²);
 * numbers in `locale`'s format (a BCP 47 tag; the runtime's default when undefined). The further facts
 * are `undefined` when the record lacks them, and then left off the page: demonym, calling code, time
 * zones (`UTC+05:45`), landlocked, independent and UN member ("Yes"/"No") and the first capital's
 * coordinates.
 */
export function describeCountry(country: CountryDetails, locale: string | undefined, intl: CountriesIntl) {
  const notAvailable = intl.formatMessage(VALUE_MESSAGES.notAvailable);
  const listOrNa = (names: readonly string[]) => (names.length > 0 ? names.join(', ') : notAvailable);
  const { area, population } = country;
  const hasArea = typeof area === 'number' && area > 0;
  const nativeNames = [...new Set(Object.values(country.name.nativeName ?? {}).map((name) => name.common))];
  return {
    officialName: country.name.official || notAvailable,
    nativeNames: listOrNa(nativeNames),
    population: typeof country.population === 'number' ? formatPopulation(country.population, locale) : notAvailable,
    region: country.region || notAvailable,
    subregion: country.subregion || notAvailable,
    capital: country.capital?.[0] ?? notAvailable,
    topLevelDomain: country.tld?.[0] ?? notAvailable,
    currencies: listOrNa(Object.values(country.currencies ?? {}).map((currency) => currency.name)),
    languages: listOrNa(Object.values(country.languages ?? {})),
    area: hasArea ? intl.formatMessage(VALUE_MESSAGES.areaValue, { area: formatFigure(area, locale) }) : notAvailable,
    density: hasArea && typeof population === 'number' ? intl.formatMessage(VALUE_MESSAGES.densityValue, { density: formatFigure(population / area, locale) }) : notAvailable,
    demonym: formatDemonym(country.demonyms, intl),
    callingCode: formatCallingCode(country.idd),
    timeZones: present(country.timezones?.join(', ')),
    landlocked: yesNo(intl, country.landlocked),
    independent: yesNo(intl, country.independent),
    unMember: yesNo(intl, country.unMember),
    capitalCoordinates: country.capital?.length ? formatCoordinates(country.capitalInfo?.latlng, intl) : undefined,
  };
}
