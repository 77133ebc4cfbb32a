import type { Country } from '@worldatlas/contracts';
import useSWR from 'swr';
import { bordersUrl, getJsonArray } from '@worldatlas/countries-client';
import { FETCH_ONCE } from './swr-options';

/**
 * Common names of the countries with these cca3 codes, from `GET /v3.1/alpha?codes=`, in the order
 * given; cached by SWR for the session. No request when `codes` is empty. Failures are logged.
 * @returns SWR's result with `{ name, cca3, ccn3 }` records (ccn3 places them on the map); `error` is an ApiRequestError.
 */
export function useBorderCountries(apiBaseUrl: string, codes: readonly string[]) {
  return useSWR(codes.length > 0 ? bordersUrl(apiBaseUrl, codes) : null, getJsonArray<Pick<Country, 'name' | 'cca3' | 'ccn3'>>, {
    ...FETCH_ONCE,
    onError: (error: unknown) => console.error('Border countries could not be loaded', error),
  });
}
