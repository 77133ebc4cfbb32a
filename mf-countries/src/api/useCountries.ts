import type { CountrySummary } from '@worldatlas/contracts';
import useSWR from 'swr';
import { getJsonArray, listUrl } from './countriesClient';
import { FETCH_ONCE } from './swr-options';

/**
 * Every country, with the list fields, from `GET /v3.1/all`. Cached by SWR for the session, so
 * coming back to the list shows it at once without a new request. Failures are logged.
 * @returns SWR's `{ data, error, isLoading, isValidating, mutate }`; `error` is an ApiRequestError.
 */
export function useCountries(apiBaseUrl: string) {
  return useSWR(listUrl(apiBaseUrl), getJsonArray<CountrySummary>, {
    ...FETCH_ONCE,
    onError: (error: unknown) => console.error('The country list could not be loaded', error),
  });
}
