import { isApiRequestError } from '@worldatlas/countries-client';
import { defineMessages } from '@worldatlas/i18n';
import { data } from '@worldatlas/routing';
import { intlFor } from '../i18n';

const MESSAGES = defineMessages({
  busy: { id: 'countries.error.busy', defaultMessage: 'The countries service is busy. Try again in a moment.', description: 'The 503 page’s text when the countries data service refuses for now (too many requests).' },
  down: { id: 'countries.error.down', defaultMessage: 'The countries service is not answering. Try again in a moment.', description: 'The 503 page’s text when the countries data service is down or too slow.' },
});

/** How long a visitor is asked to wait before asking again for a page whose data could not be had, in seconds. */
const RETRY_AFTER_S = 10;

/**
 * The route error a loader throws when the countries API could not answer (down, slow past the
 * page's time, refusing with 429 or 5xx): the error page with 503 and `Retry-After`, saying so in
 * the page's language (`locale`, the loader's `context.locale`), never a page without its data.
 */
export function serviceUnavailable(error: unknown, locale: string | undefined) {
  const status = isApiRequestError(error) ? error.status : 0;
  const text = intlFor(locale).formatMessage(status === 429 ? MESSAGES.busy : MESSAGES.down);
  return data(text, { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_S) } });
}
