import { type CountryDetails, formatPopulation } from '@worldatlas/contracts';

const NOT_AVAILABLE = 'N/A';

/** Joins names with commas, or 'N/A' when there are none. */
const listOrNa = (names: readonly string[]) => (names.length > 0 ? names.join(', ') : NOT_AVAILABLE);

const areaFormat = (locale: string | undefined) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
const densityFormat = (locale: string | undefined) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });

/**
 * The detail page's text values (`/country/{id}`), each 'N/A' when the record lacks it, so a
 * v3.1 host that leaves a field out never breaks the page: official name, native names (common
 * forms, each once), population (locale-formatted people), region, sub region, first capital, first
 * top-level domain, currency names, language names, area (km²) and population density (people per km²);
 * numbers in `locale`'s format (a BCP 47 tag; the runtime's default when undefined).
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
    area: typeof country.area === 'number' && country.area > 0 ? `${areaFormat(locale).format(country.area)} km²` : NOT_AVAILABLE,
    density:
      typeof country.area === 'number' && country.area > 0 && typeof country.population === 'number'
        ? `${densityFormat(locale).format(country.population / country.area)} people per km²`
        : NOT_AVAILABLE,
  };
}
