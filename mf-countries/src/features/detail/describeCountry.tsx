import type { CountryDetails } from '@worldatlas/contracts';
import { formatCallingCode, formatFigure, formatPopulation } from '@worldatlas/design-system/format';
import { countryName, currencyName, dataText, isolated, languageName, regionName, type SiteLanguage } from '@worldatlas/i18n';
import type { ReactNode } from 'react';
import { formatCoordinates, formatDemonym, formatTimeZone } from './detail-formats';
import { type CountriesIntl, VALUE_MESSAGES } from './detail-messages';
import { type ListedName, NameList } from './NameList';

/** "Yes" or "No" in `intl`'s language for a flag the record has; `undefined` when it has none. */
const yesNo = (intl: CountriesIntl, value: boolean | undefined) => (value === undefined ? undefined : intl.formatMessage(value ? VALUE_MESSAGES.yes : VALUE_MESSAGES.no));

/**
 * The detail page's values (`/country/{id}`) in `language` (messages by `intl`), each 'N/A' when the
 * record lacks it, so a v3.1 host that leaves a field out never breaks the page: official name (in
 * the page's language, from `translations`), native names (common forms, each once), population
 * (people), region and sub region (CLDR's names), first capital, first top-level domain, currency and
 * language names (CLDR's, the data's English where CLDR has none), area (km²) and population density
 * (people per km²); numbers in `locale`'s format (a BCP 47 tag; the runtime's default when undefined).
 * The further facts are `undefined` when the record lacks them, and then left off the page: demonym,
 * calling code, time zones (`UTC+05:45`, as `language` writes it), landlocked, independent and UN
 * member ("Yes"/"No") and the first capital's coordinates. On a page in another language than
 * English the data is isolated (`<bdi>`, U+2068…U+2069 inside a message) and lists are written as
 * the language lists things; English pages read as they always have.
 */
export function describeCountry(country: CountryDetails, language: SiteLanguage, locale: string | undefined, intl: CountriesIntl) {
  const notAvailable = intl.formatMessage(VALUE_MESSAGES.notAvailable);
  const data = (text: string | undefined): ReactNode => (text ? dataText(text, language) : notAvailable);
  const list = (names: readonly ListedName[]): ReactNode => (names.length > 0 ? <NameList names={names} language={language} /> : notAvailable);
  const figure = (value: number) => isolated(formatFigure(value, locale), language);
  const { area, population } = country;
  const hasArea = typeof area === 'number' && area > 0;
  const nativeNames = [...new Set(Object.values(country.name.nativeName ?? {}).map((name) => name.common))];
  const callingCode = formatCallingCode(country.idd);
  const timeZones = country.timezones?.length ? country.timezones.map((zone) => ({ text: formatTimeZone(zone, language), english: false })) : undefined;
  return {
    officialName: data(country.name.official && countryName(country, language, 'official')),
    nativeNames: list(nativeNames.map((text) => ({ text, english: false }))),
    population: data(typeof country.population === 'number' ? formatPopulation(country.population, locale) : undefined),
    region: data(country.region && regionName(country.region, language)),
    subregion: data(country.subregion && regionName(country.subregion, language)),
    capital: data(country.capital?.[0]),
    topLevelDomain: data(country.tld?.[0]),
    currencies: list(Object.entries(country.currencies ?? {}).map(([code, currency]) => currencyName(code, currency.name, language))),
    languages: list(Object.entries(country.languages ?? {}).map(([code, name]) => languageName(code, name, language))),
    area: hasArea ? intl.formatMessage(VALUE_MESSAGES.areaValue, { area: figure(area) }) : notAvailable,
    density: hasArea && typeof population === 'number' ? intl.formatMessage(VALUE_MESSAGES.densityValue, { density: figure(population / area) }) : notAvailable,
    demonym: formatDemonym(country.demonyms, intl, language),
    callingCode: callingCode && dataText(callingCode, language),
    timeZones: timeZones && <NameList names={timeZones} language={language} />,
    landlocked: yesNo(intl, country.landlocked),
    independent: yesNo(intl, country.independent),
    unMember: yesNo(intl, country.unMember),
    capitalCoordinates: country.capital?.length ? formatCoordinates(country.capitalInfo?.latlng, intl, language) : undefined,
  };
}
