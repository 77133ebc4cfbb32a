import type { Country, CountryDetails } from '@worldatlas/contracts';
import useSWR from 'swr';
import { FETCH_ONCE } from './swr-options';
import { ApiRequestError, bordersUrl, detailUrl, getJsonArray, nameSearchUrl } from './countriesClient';


/**
 * The country named exactly `name` (common or official, any case): the first record of the fullText
 * answer, as SPEC §7 says. When there is none, a name that matches exactly one country in part
 * (e.g. "Côte d'Ivoire", in the official name of Ivory Coast) finds that country.
 * @throws ApiRequestError, status 404 when no single country answers to the name.
 */
async function getCountryNamed(apiBaseUrl: string, name: string): Promise<CountryDetails> {
  try {
    const [first] = await getJsonArray<CountryDetails>(detailUrl(apiBaseUrl, name));
    if (first) return first;
  } catch (error) {
    if (!(error instanceof ApiRequestError && error.status === 404)) throw error;
  }
  const matches = await getJsonArray<CountryDetails>(nameSearchUrl(apiBaseUrl, name)).catch((error: unknown) => {
    if (error instanceof ApiRequestError && error.status === 404) return [];
    throw error;
  });
  const [only] = matches;
  if (matches.length !== 1 || !only) throw new ApiRequestError(404, `No single country is named "${name}"`);
  return only;
}

/**
 * One country by its common name, with the detail fields, from `GET /v3.1/name/{name}?fullText=true`
 * (see getCountryNamed for names that are not exact).
 * @returns SWR's `{ data, error, isLoading, mutate }`; `error.status` is 404 for an unknown country.
 */
export function useCountry(apiBaseUrl: string, name: string) {
  return useSWR(detailUrl(apiBaseUrl, name), () => getCountryNamed(apiBaseUrl, name), {
    ...FETCH_ONCE,
    onError: (error: unknown) => {
      if (!(error instanceof ApiRequestError && error.status === 404)) console.error(`Country "${name}" could not be loaded`, error);
    },
  });
}

/**
 * Common names of the countries with these cca3 codes, from `GET /v3.1/alpha?codes=`, in the order
 * given. No request when `codes` is empty. @returns SWR's result with `{ cca3, name }` records.
 */
export function useBorderCountries(apiBaseUrl: string, codes: readonly string[]) {
  return useSWR(codes.length > 0 ? bordersUrl(apiBaseUrl, codes) : null, getJsonArray<Pick<Country, 'name' | 'cca3'>>, {
    ...FETCH_ONCE,
    onError: (error: unknown) => console.error('Border countries could not be loaded', error),
  });
}
