import type { CountryDetails, CountrySummary } from '@worldatlas/contracts';
import { detailUrl, getJsonArray, listUrl } from './client';
import { getCountryNamed } from './find-country';

/** What a view asks the API for: the key SWR caches the answer under, and the call that gets it. */
export interface DataRequest<T> {
  /** The SWR key: the URL of the call, so equal requests share one cache entry. */
  key: string;
  /** Makes the call. Rejects with an ApiRequestError. */
  fetch: () => Promise<T>;
}

/** Every country with the list's fields (`GET /v3.1/all`): what the country list shows. */
export function countryListRequest(apiBaseUrl: string): DataRequest<CountrySummary[]> {
  const url = listUrl(apiBaseUrl);
  return { key: url, fetch: () => getJsonArray<CountrySummary>(url) };
}

/** One country by the name in its address, with the detail fields: what a country page shows (see getCountryNamed). */
export function countryRequest(apiBaseUrl: string, name: string): DataRequest<CountryDetails> {
  return { key: detailUrl(apiBaseUrl, name), fetch: () => getCountryNamed(apiBaseUrl, name) };
}
