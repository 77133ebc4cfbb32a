import { createElement, type Key, type ReactElement } from 'react';
import type { SiteLanguage } from './languages';

/**
 * Whether a page in `language` isolates the data in its texts (names, codes and numbers from the
 * data), so a Latin name or a number keeps its own direction inside a text that runs right to left,
 * and the pseudo-locale's check (`untranslatedText`) skips it: every language's pages but English's,
 * which stay as they were.
 */
export const isolatesData = (language: SiteLanguage): boolean => language.segment !== '';

/**
 * The page data is shown on: its language, or whether it isolates data ({@link isolatesData}) where
 * the language is not at hand (an island, which gets its page's names only on a page that does).
 */
type DataPage = SiteLanguage | boolean;

const isolating = (page: DataPage): boolean => (typeof page === 'boolean' ? page : isolatesData(page));

/**
 * `text` (data: a name, a code, a number from the data) inside an attribute, an option or a
 * message's argument, where no element can be: between U+2068 FIRST STRONG ISOLATE and U+2069 POP
 * DIRECTIONAL ISOLATE (what `<bdi>` is to a browser) on a page that isolates data; as it is on an
 * English page.
 */
export const isolated = (text: string, page: DataPage): string => (isolating(page) ? `\u2068${text}\u2069` : text);

/** How {@link dataText} marks its text. */
interface DataTextOptions {
  /** Whether the text is the data's English name where CLDR has none in the page's language: `lang="en"`. */
  english?: boolean;
  /** Its key among the items of a list (React's). */
  key?: Key;
}

/**
 * `text` (data: a name, a code, a number from the data) inside the interface's text, as the page
 * shows it: in a `<bdi>` on a page that isolates data (in `lang="en"` when `english`); the string
 * as it is on an English page, so its HTML stays as it was.
 */
export function dataText(text: string, page: DataPage, { english = false, key }: DataTextOptions = {}): string | ReactElement {
  return isolating(page) ? createElement('bdi', { key, lang: english ? 'en' : undefined }, text) : text;
}
