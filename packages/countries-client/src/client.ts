import { BORDER_FIELDS, DETAIL_FIELDS, LIST_FIELDS, LIST_FLAG_FIELDS, LIST_MAP_FIELDS, LIST_NAME_FIELDS, LIST_SEARCH_FIELDS, SPELLING_FIELDS } from '@worldatlas/contracts';

/** How long one API call may take before it fails with a retryable error, in ms. */
const REQUEST_TIMEOUT_MS = 15_000;

/** A failed API call: HTTP status (0 when there was no usable answer) and a message for the console. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/**
 * Whether `error` is an {@link ApiRequestError}, whichever copy of this package made it: the host's
 * early request fails with the host's class, which `instanceof` in a remote would not recognise.
 */
export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof Error && error.name === 'ApiRequestError' && typeof (error as Partial<ApiRequestError>).status === 'number';
}

/** `GET {base}/v3.1/all?fields=name,population,region,subregion,capital,area,flags,ccn3,cca3,latlng` (the list's fields, and what the map joins on). */
export const listUrl = (apiBaseUrl: string) => `${apiBaseUrl}/v3.1/all?fields=${LIST_FIELDS.join(',')}`;

/** `GET {base}/v3.1/all?fields=cca3,languages,currencies`: what the list's search by language or currency reads. */
export const listSearchUrl = (apiBaseUrl: string) => `${apiBaseUrl}/v3.1/all?fields=${LIST_SEARCH_FIELDS.join(',')}`;

/** `GET {base}/v3.1/all?fields=cca3,ccn3,latlng`: what the list's island draws the map with. */
export const listMapUrl = (apiBaseUrl: string) => `${apiBaseUrl}/v3.1/all?fields=${LIST_MAP_FIELDS.join(',')}`;

/** `GET {base}/v3.1/all?fields=cca3,flags`: what the list's island draws the cards with. */
export const listFlagsUrl = (apiBaseUrl: string) => `${apiBaseUrl}/v3.1/all?fields=${LIST_FLAG_FIELDS.join(',')}`;

/** `GET {base}/v3.1/all?fields=cca3,translations`: what the list names the countries with on a page in another language than English. */
export const listNamesUrl = (apiBaseUrl: string) => `${apiBaseUrl}/v3.1/all?fields=${LIST_NAME_FIELDS.join(',')}`;

/** `GET {base}/v3.1/name/{name}?fullText=true&fields=…` (the detail's fields); the name is percent-encoded. */
export const detailUrl = (apiBaseUrl: string, name: string) =>
  `${apiBaseUrl}/v3.1/name/${encodeURIComponent(name)}?fullText=true&fields=${DETAIL_FIELDS.join(',')}`;

/** `GET {base}/v3.1/name/{name}?fields=name,altSpellings`: every country whose names or alternative spellings contain `name`. */
export const spellingSearchUrl = (apiBaseUrl: string, name: string) =>
  `${apiBaseUrl}/v3.1/name/${encodeURIComponent(name)}?fields=${SPELLING_FIELDS.join(',')}`;

/** `GET {base}/v3.1/alpha?codes=A,B&fields=name,cca3,ccn3,translations`: names (and map shapes) of border countries. */
export const bordersUrl = (apiBaseUrl: string, codes: readonly string[]) =>
  `${apiBaseUrl}/v3.1/alpha?codes=${codes.map(encodeURIComponent).join(',')}&fields=${BORDER_FIELDS.join(',')}`;

/**
 * GETs `url` with `fetcher` (the global `fetch` by default; on the server, the page's, which aborts
 * at the page's time limit) and parses its JSON array body.
 * @throws ApiRequestError with the status for a non-2xx answer, with 0 for a network failure, a
 *   time-out ({@link REQUEST_TIMEOUT_MS}), a body that is not JSON or not an array.
 */
export async function getJsonArray<T>(url: string, fetcher: typeof fetch = fetch): Promise<T[]> {
  let response: Response;
  try {
    response = await fetcher(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (cause) {
    throw new ApiRequestError(0, `GET ${url} failed: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
  if (!response.ok) throw new ApiRequestError(response.status, `GET ${url} answered ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiRequestError(0, `GET ${url} answered a body that is not JSON`);
  }
  if (!Array.isArray(body)) throw new ApiRequestError(0, `GET ${url} answered JSON that is not an array`);
  return body as T[];
}
