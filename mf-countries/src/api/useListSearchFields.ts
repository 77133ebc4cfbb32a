import { countryListSearchRequest } from '@worldatlas/countries-client';
import useSWR from 'swr';
import { FETCH_ONCE } from './swr-options';

/**
 * Every country's languages and currencies with its `cca3`, from `GET /v3.1/all`
 * (countryListSearchRequest), for the list's search by language or currency. Asked for only while
 * `needed`; cached by SWR for the session, and taken from the page's data or the host's early request
 * when the route loader has loaded it. Failures are logged.
 * @returns SWR's `{ data, error, isValidating, mutate }`; `error` is an ApiRequestError.
 */
export function useListSearchFields(apiBaseUrl: string, needed: boolean) {
  const request = countryListSearchRequest(apiBaseUrl);
  return useSWR(needed ? request.key : null, request.fetch, {
    ...FETCH_ONCE,
    onError: (error: unknown) => console.error("The list's languages and currencies could not be loaded", error),
  });
}
