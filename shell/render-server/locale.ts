import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';

/** The locale of a page when the visitor's browser names none the runtime knows. */
export const DEFAULT_LOCALE = 'en-US';

/** Of an `Accept-Language` header, the characters and the tags read: browsers send well under 100 and a handful. */
const ACCEPT_LANGUAGE_MAX_LENGTH = 256;
const ACCEPT_LANGUAGE_MAX_TAGS = 16;

/** Headers seen, with the locale each gave: most visitors send one of a few. */
const negotiated = new LRUCache<string, string>({ max: 1000, memoMethod: (header) => negotiate(header) });

/** The header's first tags within its first characters, whole tags only. */
function bounded(header: string): string {
  const head = header.length > ACCEPT_LANGUAGE_MAX_LENGTH ? header.slice(0, header.lastIndexOf(',', ACCEPT_LANGUAGE_MAX_LENGTH) + 1 || ACCEPT_LANGUAGE_MAX_LENGTH) : header;
  return head.split(',', ACCEPT_LANGUAGE_MAX_TAGS).join(',');
}

/** The most preferred language of `header` the runtime knows, as it names it, without extensions or variants; else {@link DEFAULT_LOCALE}. */
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
 * The locale a page is rendered in, from the visitor's `Accept-Language` (the README's "What a page
 * answers" says how it is chosen); else {@link DEFAULT_LOCALE}.
 */
export function pageLocale(acceptLanguage: string | undefined): string {
  return negotiated.memo(bounded(acceptLanguage ?? ''));
}
