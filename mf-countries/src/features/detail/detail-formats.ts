import type { CountryDetails } from '@worldatlas/contracts';
import { ENGLISH, isolated, isolatesData, type SiteLanguage } from '@worldatlas/i18n';
import { intlFor } from '../../i18n';
import { type CountriesIntl, VALUE_MESSAGES } from './detail-messages';

/** A text the record has, or `undefined` for a missing or empty one. */
const present = (text: string | undefined) => (text ? text : undefined);

/**
 * What the country's people are called in `language` where the data has it (`demonyms.fra` on a
 * French page), else in English (`demonyms.eng`): one word when the female and male forms agree
 * ("Nepalese"), else both ("Xm (male), Xf (female)", the marks in `intl`'s language, English by
 * default), the words isolated on a page that isolates data; `undefined` when the record has neither.
 */
export function formatDemonym(demonyms: CountryDetails['demonyms'], intl: CountriesIntl = intlFor('en'), language: SiteLanguage = ENGLISH): string | undefined {
  const { f, m } = (language.dataKey && demonyms?.[language.dataKey]) || demonyms?.eng || {};
  if (f && m && f !== m) return intl.formatMessage(VALUE_MESSAGES.demonyms, { male: isolated(m, language), female: isolated(f, language) });
  const word = present(m || f);
  return word && isolated(word, language);
}

/** Up to two decimals, always with a point: the pair is separated by a comma, so a decimal comma would blur it. */
const degrees = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * A `[latitude, longitude]` pair in degrees as "27.7° N, 85.32° E" (S and W for negatives), the
 * letters in `intl`'s language (English by default), the numbers isolated on a page in `language`
 * that isolates data (`isolatesData`); `undefined` unless both numbers are there.
 */
export function formatCoordinates(latlng: readonly number[] | undefined, intl: CountriesIntl = intlFor('en'), language: SiteLanguage = ENGLISH): string | undefined {
  const [latitude, longitude] = latlng ?? [];
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return undefined;
  const part = (value: number, positive: keyof typeof VALUE_MESSAGES, negative: keyof typeof VALUE_MESSAGES) =>
    intl.formatMessage(VALUE_MESSAGES[value < 0 ? negative : positive], { degrees: isolated(degrees.format(Math.abs(value)), language) });
  return intl.formatMessage(VALUE_MESSAGES.coordinates, { latitude: part(latitude, 'north', 'south'), longitude: part(longitude, 'east', 'west') });
}

/** The data's spelling of a time zone: its offset from UTC (`UTC+05:45`, `UTC-03:00`), or `UTC` for none. */
const DATA_OFFSET = /^UTC(?:([+-])(\d{2}):(\d{2}))?$/;

/**
 * A time zone of the data (`UTC+05:45`) as `language` writes an offset from UTC (CLDR's, through
 * `Intl.DateTimeFormat`: `UTC+05:45` in French, `GMT+05:45` in Japanese, `غرينتش+05:45` in Arabic);
 * as the data has it on English pages, and for a spelling it does not know.
 */
export function formatTimeZone(zone: string, language: SiteLanguage): string {
  const match = DATA_OFFSET.exec(zone);
  if (!isolatesData(language) || !match) return zone;
  const [, sign = '+', hours = '00', minutes = '00'] = match;
  const parts = new Intl.DateTimeFormat(language.tag, { timeZone: `${sign}${hours}:${minutes}`, timeZoneName: 'longOffset' }).formatToParts(0);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
}
