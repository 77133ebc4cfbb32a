import { borderCountriesRequest } from '@worldatlas/countries-client';
import useSWR from 'swr';
import { FETCH_ONCE } from './swr-options';

/**
 * The countries with these cca3 codes, from `GET /v3.1/alpha?codes=` (borderCountriesRequest), in the
 * order given; cached by SWR for the session, and taken from the page's data when the route loader
 * has loaded it. No request when `codes` is empty. Failures are logged.
 * @returns SWR's result with `{ name, cca3, ccn3 }` records (ccn3 places them on the map); `error` is an ApiRequestError.
 */
export function useBorderCountries(apiBaseUrl: string, codes: readonly string[]) {
  const request = codes.length > 0 ? borderCountriesRequest(apiBaseUrl, codes) : undefined;
  return useSWR(request?.key ?? null, request?.fetch ?? null, {
    ...FETCH_ONCE,
    onError: (error: unknown) => console.error('Border countries could not be loaded', error),
  });
}
