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

/** Suffixes up to this many are dialling prefixes of their own; more are area codes under the root. */
const LISTED_SUFFIXES = 3;

/**
 * The international calling code from `idd`: root and suffix ("+977"); several suffixes, each with the
 * root ("+1787, +1939"), or the root alone when there are more than three (area codes under one
 * country code: "+1" for the United States, "+7" for Russia). `undefined` without a root.
 */
export function formatCallingCode(idd: { root?: string; suffixes?: string[] } | undefined): string | undefined {
  const root = idd?.root;
  if (!root) return undefined;
  const suffixes = idd.suffixes ?? [];
  if (suffixes.length === 0 || suffixes.length > LISTED_SUFFIXES) return root;
  return suffixes.map((suffix) => `${root}${suffix}`).join(', ');
}

/** Significant digits a small figure keeps: 0.49 km², not 0 km². */
const SMALL_FIGURE_DIGITS = 2;

/**
 * A figure (an area in km², people per km²) in `locale`'s number format, without its unit: whole
 * when it is 10 or more ("147,181"), else with its first two significant digits ("0.49", "0.026"),
 * so a small figure is never shown as 0. The unit belongs to the message that shows it.
 * @param locale BCP 47 tag; the runtime's default when undefined.
 */
export function formatFigure(value: number, locale: string | undefined): string {
  const options: Intl.NumberFormatOptions = value >= 10 ? { maximumFractionDigits: 0 } : { maximumSignificantDigits: SMALL_FIGURE_DIGITS };
  return new Intl.NumberFormat(locale, options).format(value);
}

/**
 * An area in km² in a locale's number format: "147,181 km²", and a small one with its decimals
 * ("0.49 km²" for Vatican City). `undefined` for a missing, zero or negative area (the data's unknown).
 */
export function formatArea(km2: number | undefined, locale = visitorLocale()): string | undefined {
  return typeof km2 === 'number' && km2 > 0 ? `${formatFigure(km2, locale)} km²` : undefined;
}

/**
 * People per km² (`population / km2`) in a locale's number format, "203 people per km²" ("2.4" for a
 * sparse country); `undefined` when either figure is unknown or the area is not positive.
 */
export function formatDensity(population: number | undefined, km2: number | undefined, locale = visitorLocale()): string | undefined {
  return typeof population === 'number' && typeof km2 === 'number' && km2 > 0 ? `${formatFigure(population / km2, locale)} people per km²` : undefined;
}
