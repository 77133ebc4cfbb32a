import type { ReactNode } from 'react';

/**
 * `text` (data: a name, a code, a number from the data) isolated inside a text, between U+2068 and
 * U+2069 as `<bdi>` isolates an element's: for an attribute and a message's argument, on a page
 * that isolates data (`isolate`, see `isolatesData`); as it is otherwise.
 */
export const isolated = (text: string, isolate: boolean): string => (isolate ? `\u2068${text}\u2069` : text);

/**
 * `children` (data: a name, a code, a number from the data) in a `<bdi>` on a page that isolates
 * data (`isolate`, see `isolatesData`), in `lang` when they are in another language than the page's
 * (`en` for the data's English name where the page's language has none); as they are otherwise.
 */
export function Data({ isolate, lang, children }: { isolate: boolean; lang?: string; children: ReactNode }) {
  return isolate ? <bdi lang={lang}>{children}</bdi> : <>{children}</>;
}
