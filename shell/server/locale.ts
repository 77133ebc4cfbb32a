import Negotiator from 'negotiator';

/** The locale of a page when the visitor's browser names none the runtime knows. */
export const DEFAULT_LOCALE = 'en-US';

/**
 * The locale a page is rendered in: the visitor's most preferred language (`Accept-Language`) that
 * the runtime can format numbers and order names in, as the runtime names it (`de-de` → `de-DE`),
 * else {@link DEFAULT_LOCALE}. The page hands it to the browser, which hydrates in the same one.
 */
export function pageLocale(acceptLanguage: string | undefined): string {
  for (const language of new Negotiator({ headers: { 'accept-language': acceptLanguage ?? '' } }).languages()) {
    if (language === '*') continue;
    try {
      const [supported] = Intl.NumberFormat.supportedLocalesOf(language);
      if (supported) return new Intl.NumberFormat(supported).resolvedOptions().locale;
    } catch {
      // not a language tag: try the next
    }
  }
  return DEFAULT_LOCALE;
}
