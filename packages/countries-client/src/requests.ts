import type { Country, CountryDetails, CountrySearchFields, CountrySummary, DataRequest } from '@worldatlas/contracts';
import { bordersUrl, detailUrl, getJsonArray, listSearchUrl, listUrl } from './client';
import { getCountryNamed } from './find-country';

export type { DataRequest } from '@worldatlas/contracts';

/** Every country with the list's fields (`GET /v3.1/all`): what the country list shows. */
export function countryListRequest(apiBaseUrl: string): DataRequest<CountrySummary[]> {
  const url = listUrl(apiBaseUrl);
  return { key: url, fetch: () => getJsonArray<CountrySummary>(url) };
}

/**
 * Every country's languages and currencies, with `cca3` to join them to the list's records
 * (`GET /v3.1/all`): what the list's search by language or currency reads.
 */
export function countryListSearchRequest(apiBaseUrl: string): DataRequest<CountrySearchFields[]> {
  const url = listSearchUrl(apiBaseUrl);
  return { key: url, fetch: () => getJsonArray<CountrySearchFields>(url) };
}

/** One country by the name in its address, with the detail fields: what a country page shows (see getCountryNamed). */
export function countryRequest(apiBaseUrl: string, name: string): DataRequest<CountryDetails> {
  return { key: detailUrl(apiBaseUrl, name), fetch: () => getCountryNamed(apiBaseUrl, name) };
}

/** A border country as the country page names and maps it. */
export type BorderCountry = Pick<Country, 'name' | 'cca3' | 'ccn3'>;

/**
 * The countries with these cca3 codes (`GET /v3.1/alpha?codes=`), in the order given: a country
 * page's land neighbours. Do not make one for no codes: the API refuses an empty list.
 */
export function borderCountriesRequest(apiBaseUrl: string, codes: readonly string[]): DataRequest<BorderCountry[]> {
  const url = bordersUrl(apiBaseUrl, codes);
  return { key: url, fetch: () => getJsonArray<BorderCountry>(url) };
}
