import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';

/** The locale of a page when the visitor's browser names none the runtime knows. */
export const DEFAULT_LOCALE = 'en-US';

/** Of an `Accept-Language` header, the characters read (browsers send well under 100). */
const ACCEPT_LANGUAGE_MAX_LENGTH = 256;
/** Of an `Accept-Language` header, the language tags read (browsers send a handful). */
const ACCEPT_LANGUAGE_MAX_TAGS = 16;

/** Headers seen, with the locale each gave: most visitors send one of a few, negotiated once. */
const negotiated = new LRUCache<string, string>({ max: 1000 });

/** The first {@link ACCEPT_LANGUAGE_MAX_TAGS} tags of the header's first {@link ACCEPT_LANGUAGE_MAX_LENGTH} characters, whole tags only. */
function bounded(header: string): string {
  const head = header.length > ACCEPT_LANGUAGE_MAX_LENGTH ? header.slice(0, header.lastIndexOf(',', ACCEPT_LANGUAGE_MAX_LENGTH) + 1 || ACCEPT_LANGUAGE_MAX_LENGTH) : header;
  return head.split(',', ACCEPT_LANGUAGE_MAX_TAGS).join(',');
}

/**
 * The visitor's most preferred language of `header` that the runtime knows, as it names it, without
 * extensions or variants (`en-US-u-nu-arab` → `en-US`); else {@link DEFAULT_LOCALE}.
 */
function negotiate(header: string): string {
  for (const language of new Negotiator({ headers: { 'accept-language': header } }).languages()) {
    if (language === '*') continue;
    try {
      const [supported] = Intl.NumberFormat.supportedLocalesOf(language);
      if (supported) return new Intl.Locale(new Intl.NumberFormat(supported).resolvedOptions().locale).baseName;
    } catch {
      // not a language tag: try the next
    }
  }
  return DEFAULT_LOCALE;
}

/**
 * The locale a page is rendered in: the visitor's most preferred language (`Accept-Language`) that
 * the runtime can format numbers and order names in, as the runtime names it (`de-de` → `de-DE`)
 * and without Unicode extensions (`-u-nu-arab`, another numbering system) or variants, so they make
 * no other page; else {@link DEFAULT_LOCALE}. The page hands it to the browser, which hydrates in the same one.
 * Only the header's first {@link ACCEPT_LANGUAGE_MAX_TAGS} tags within
 * {@link ACCEPT_LANGUAGE_MAX_LENGTH} characters are read, and a header seen before is looked up, not
 * negotiated again: a long or new header costs at most one bounded negotiation.
 */
export function pageLocale(acceptLanguage: string | undefined): string {
  const header = bounded(acceptLanguage ?? '');
  let locale = negotiated.get(header);
  if (locale === undefined) {
    locale = negotiate(header);
    negotiated.set(header, locale);
  }
  return locale;
}
