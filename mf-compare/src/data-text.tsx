import type { SiteLanguage } from '@worldatlas/i18n';
import type { Key, ReactElement } from 'react';

/** How {@link dataText} marks its text. */
interface DataTextOptions {
  /** Whether the text is the data's English name where CLDR has none in the page's language (`lang="en"`). */
  english?: boolean;
  /** Its key among the items of a list. */
  key?: Key;
}

/**
 * `text`, data inside the interface's text (a country's name, a code, a figure), as the page shows
 * it: as it is on an English page; in a `<bdi>` on a page in another language, so a Latin name or a
 * number keeps its own direction in right-to-left text, and the pseudo-locale's check skips it.
 */
export function dataText(text: string, language: SiteLanguage, { english = false, key }: DataTextOptions = {}): string | ReactElement {
  if (language.segment === '') return text;
  return (
    <bdi key={key} lang={english ? 'en' : undefined}>
      {text}
    </bdi>
  );
}

/**
 * `text`, data inside an attribute or a title, where no element can be: between U+2068 FIRST STRONG
 * ISOLATE and U+2069 POP DIRECTIONAL ISOLATE (what `<bdi>` is to a browser) on a page in another
 * language than English; as it is on an English page.
 */
export const isolate = (text: string, language: SiteLanguage): string => (language.segment === '' ? text : `\u2068${text}\u2069`);
