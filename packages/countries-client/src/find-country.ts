import type { Country, CountryDetails } from '@worldatlas/contracts';
import { ApiRequestError, detailUrl, getJsonArray, isApiRequestError, spellingSearchUrl } from './client';

/**
 * Whether the API says no country has the name: 404, or 400 for a name it refuses (over 200
 * characters, control characters), which no country has either.
 */
export const isNotFound = (error: unknown) => isApiRequestError(error) && (error.status === 404 || error.status === 400);

/** The first record the fullText call answers for `name`, or `undefined` when no country has the name. */
async function findByFullName(apiBaseUrl: string, name: string, fetcher: typeof fetch): Promise<CountryDetails | undefined> {
  try {
    const [first] = await getJsonArray<CountryDetails>(detailUrl(apiBaseUrl, name), fetcher);
    return first;
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/** Country codes among the alternative spellings (`US`, `USA`, `CI`): not names a page answers to. */
const COUNTRY_CODE = /^[A-Z]{2,3}$/;

/**
 * The common name of the one country that has `name` as an alternative spelling, exactly (any case,
 * as the API compares): "Côte d'Ivoire" → "Ivory Coast". `undefined` when none or several do; a part
 * of a name, or a country code, is not enough.
 */
async function commonNameBySpelling(apiBaseUrl: string, name: string, fetcher: typeof fetch): Promise<string | undefined> {
  const wanted = name.toLowerCase();
  const candidates = await getJsonArray<Pick<Country, 'name' | 'altSpellings'>>(spellingSearchUrl(apiBaseUrl, name), fetcher).catch((error: unknown) => {
    if (isNotFound(error)) return [];
    throw error;
  });
  const matches = candidates.filter((country) =>
    country.altSpellings?.some((spelling) => !COUNTRY_CODE.test(spelling) && spelling.toLowerCase() === wanted),
  );
  return matches.length === 1 ? matches[0]?.name.common : undefined;
}

/**
 * The country named `name`: the first record of `GET /v3.1/name/{name}?fullText=true` (exact common
 * or official name, any case), whose first record a country page shows. When there is none, a usual name that v3.1's fullText
 * does not cover but that is one country's alternative spelling, exactly, finds that country.
 * Requests go through `fetcher` (the global `fetch` by default).
 * @throws ApiRequestError: status 404 when no country answers to the name (or the API refuses it as
 * one, with 400), others as getJsonArray says.
 */
export async function getCountryNamed(apiBaseUrl: string, name: string, fetcher: typeof fetch = fetch): Promise<CountryDetails> {
  const byName = await findByFullName(apiBaseUrl, name, fetcher);
  if (byName) return byName;
  const commonName = await commonNameBySpelling(apiBaseUrl, name, fetcher);
  const bySpelling = commonName ? await findByFullName(apiBaseUrl, commonName, fetcher) : undefined;
  if (!bySpelling) throw new ApiRequestError(404, `No country is named "${name}"`);
  return bySpelling;
}
