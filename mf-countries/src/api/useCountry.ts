import { countryRequest, isNotFound } from '@worldatlas/countries-client';
import useSWR from 'swr';
import { FETCH_ONCE } from './swr-options';

/**
 * One country by the name in its address, with the detail fields (countryRequest: the fullText
 * call, then an exact alternative spelling), cached by SWR for the session; an answer the host
 * already started for this route is used, not asked again. Failures other than an unknown country
 * are logged.
 * @returns SWR's `{ data, error, isLoading, isValidating, mutate }`; `error.status` is 404 for an unknown country.
 */
export function useCountry(apiBaseUrl: string, name: string) {
  const request = countryRequest(apiBaseUrl, name);
  return useSWR(request.key, request.fetch, {
    ...FETCH_ONCE,
    onError: (error: unknown) => {
      if (!isNotFound(error)) console.error(`Country "${name}" could not be loaded`, error);
    },
  });
}
