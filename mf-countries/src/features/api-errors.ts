import { isApiRequestError } from '@worldatlas/countries-client';
import { data } from '@worldatlas/routing';

/** How long a visitor is asked to wait before asking again for a page whose data could not be had, in seconds. */
const RETRY_AFTER_S = 10;

/**
 * The route error a loader throws when the countries API could not answer (down, slow past the
 * page's time, refusing with 429 or 5xx): the error page with 503 and `Retry-After`, never a page
 * without its data.
 */
export function serviceUnavailable(error: unknown) {
  const status = isApiRequestError(error) ? error.status : 0;
  const text = status === 429 ? 'The countries service is busy. Try again in a moment.' : 'The countries service is not answering. Try again in a moment.';
  return data(text, { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_S) } });
}
