/**
 * The visitor's language, as the browser reports it (`navigator.language`, e.g. `de-DE`); `undefined`
 * outside a browser, where the runtime's default applies. Passed explicitly so that numbers and the
 * order of names follow the page's visitor, and a test fixes it by fixing the browser's language.
 */
export function visitorLocale(): string | undefined {
  // Typed here: this package is also built for Node, whose lib has no `navigator`.
  return (globalThis as { navigator?: { language?: string } }).navigator?.language;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A population (people) in a locale's number format, e.g. 29,609,623 in English. One
 * `Intl.NumberFormat` per locale, made once and reused: making one costs far more than formatting.
 * @param locale BCP 47 tag; the visitor's language ({@link visitorLocale}) when omitted.
 */
export function formatPopulation(population: number, locale = visitorLocale()): string {
  const key = locale ?? '';
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(key, format);
  }
  return format.format(population);
}
