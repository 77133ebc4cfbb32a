import type { Country, CountryDetails, CountryFlagFields, CountryMapFields, CountryNameFields, CountrySearchFields, CountrySummary } from '@worldatlas/contracts';
import { bordersUrl, detailUrl, getJsonArray, listFlagsUrl, listMapUrl, listNamesUrl, listSearchUrl, listUrl } from './client';
import { getCountryNamed } from './find-country';

/**
 * What a view asks the API for: the key its answer is cached under (SWR's key, the URL of the call,
 * so equal requests share one entry) and the call that gets it, through `fetcher` (the global
 * `fetch` by default; a route loader passes its page's).
 */
export interface DataRequest<T> {
  key: string;
  /** Makes the call. Rejects with an ApiRequestError (its HTTP status, 0 without a usable answer). */
  fetch: (fetcher?: typeof fetch) => Promise<T>;
}

/** A request of the JSON array at `url`, cached under that URL. */
const arrayRequest = <T>(url: string): DataRequest<T[]> => ({ key: url, fetch: (fetcher) => getJsonArray<T>(url, fetcher) });

/** Every country with the list's fields (`GET /v3.1/all`): what the country list shows. */
export function countryListRequest(apiBaseUrl: string): DataRequest<CountrySummary[]> {
  return arrayRequest<CountrySummary>(listUrl(apiBaseUrl));
}

/**
 * Every country's languages and currencies, with `cca3` to join them to the list's records
 * (`GET /v3.1/all`): what the list's search by language or currency reads.
 */
export function countryListSearchRequest(apiBaseUrl: string): DataRequest<CountrySearchFields[]> {
  return arrayRequest<CountrySearchFields>(listSearchUrl(apiBaseUrl));
}

/**
 * Every country's `ccn3` and `latlng`, with `cca3` to join them to the list's records
 * (`GET /v3.1/all`): what the list's island draws the map with in the browser.
 */
export function countryListMapRequest(apiBaseUrl: string): DataRequest<CountryMapFields[]> {
  return arrayRequest<CountryMapFields>(listMapUrl(apiBaseUrl));
}

/**
 * Every country's flags, with `cca3` to join them to the list's records (`GET /v3.1/all`): what
 * the list's island draws the cards with in the browser.
 */
export function countryListFlagsRequest(apiBaseUrl: string): DataRequest<CountryFlagFields[]> {
  return arrayRequest<CountryFlagFields>(listFlagsUrl(apiBaseUrl));
}

/**
 * Every country's names in the data's languages (`translations`), with `cca3` to join them to the
 * list's records (`GET /v3.1/all`): what the list names the countries with on a page in another
 * language than English.
 */
export function countryListNamesRequest(apiBaseUrl: string): DataRequest<CountryNameFields[]> {
  return arrayRequest<CountryNameFields>(listNamesUrl(apiBaseUrl));
}

/** One country by the name in its address, with the detail fields: what a country page shows (see getCountryNamed). */
export function countryRequest(apiBaseUrl: string, name: string): DataRequest<CountryDetails> {
  return { key: detailUrl(apiBaseUrl, name), fetch: (fetcher) => getCountryNamed(apiBaseUrl, name, fetcher) };
}

/** A border country as the country page names (in its language too) and maps it. */
export type BorderCountry = Pick<Country, 'name' | 'cca3' | 'ccn3' | 'translations'>;

/**
 * The countries with these cca3 codes (`GET /v3.1/alpha?codes=`), in the order given: a country
 * page's land neighbours. Do not make one for no codes: the API refuses an empty list.
 */
export function borderCountriesRequest(apiBaseUrl: string, codes: readonly string[]): DataRequest<BorderCountry[]> {
  const url = bordersUrl(apiBaseUrl, codes);
  return { key: url, fetch: (fetcher) => getJsonArray<BorderCountry>(url, fetcher) };
}
