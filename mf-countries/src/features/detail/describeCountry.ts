import { type CountryDetails, formatPopulation } from '@worldatlas/contracts';

const NOT_AVAILABLE = 'N/A';

/** Joins names with commas, or 'N/A' when there are none. */
const listOrNa = (names: readonly string[]) => (names.length > 0 ? names.join(', ') : NOT_AVAILABLE);

/**
 * The detail page's text values (SPEC §2 /country/{id}), each 'N/A' when the record lacks it, so a
 * v3.1 host that leaves a field out never breaks the page: official name, native names (common
 * forms, each once), population (locale-formatted people), region, sub region, first capital, first
 * top-level domain, currency names and language names.
 */
export function describeCountry(country: CountryDetails) {
  const nativeNames = [...new Set(Object.values(country.name.nativeName ?? {}).map((name) => name.common))];
  return {
    officialName: country.name.official || NOT_AVAILABLE,
    nativeNames: listOrNa(nativeNames),
    population: typeof country.population === 'number' ? formatPopulation(country.population) : NOT_AVAILABLE,
    region: country.region || NOT_AVAILABLE,
    subregion: country.subregion || NOT_AVAILABLE,
    capital: country.capital?.[0] ?? NOT_AVAILABLE,
    topLevelDomain: country.tld?.[0] ?? NOT_AVAILABLE,
    currencies: listOrNa(Object.values(country.currencies ?? {}).map((currency) => currency.name)),
    languages: listOrNa(Object.values(country.languages ?? {})),
  };
}
