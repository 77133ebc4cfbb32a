import { countryListRequest } from '@worldatlas/countries-client';
import useSWR from 'swr';
import { FETCH_ONCE } from './swr-options';

/**
 * Every country, with the list fields, from `GET /v3.1/all` (countryListRequest). Cached by SWR for
 * the session, so coming back to the list shows it at once without a new request; an answer the
 * host already started for this route (SWR `preload`, same key) is used, not asked again. Failures
 * are logged.
 * @returns SWR's `{ data, error, isLoading, isValidating, mutate }`; `error` is an ApiRequestError.
 */
export function useCountries(apiBaseUrl: string) {
  const request = countryListRequest(apiBaseUrl);
  return useSWR(request.key, request.fetch, {
    ...FETCH_ONCE,
    onError: (error: unknown) => console.error('The country list could not be loaded', error),
  });
}
