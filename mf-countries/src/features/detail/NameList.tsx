import { dataText, isolatesData, type languageName, type SiteLanguage } from '@worldatlas/i18n';

/** A name to list: its text, and whether it is the data's English one (CLDR has none in the page's language). */
export type ListedName = ReturnType<typeof languageName>;

const listFormats = new Map<string, Intl.ListFormat>();

/** One list format per language: building one is dearer than formatting. */
function listFormatOf(tag: string): Intl.ListFormat {
  let format = listFormats.get(tag);
  if (!format) {
    format = new Intl.ListFormat(tag, { type: 'conjunction' });
    listFormats.set(tag, format);
  }
  return format;
}

/**
 * `names` (at least one) as one text in `language`: joined with commas on English pages, as they
 * always were ("French, Swiss German, Italian"); in another language as it lists things
 * (`Intl.ListFormat`: "français, allemand et italien", "a، وb"), each name isolated in a `<bdi>`,
 * in English (`lang="en"`) where it is the data's English name.
 */
export function NameList({ names, language }: { names: readonly ListedName[]; language: SiteLanguage }) {
  if (!isolatesData(language)) return <>{names.map((name) => name.text).join(', ')}</>;
  let next = 0;
  return (
    <>
      {listFormatOf(language.tag)
        .formatToParts(names.map((name) => name.text))
        .map((part, index) => {
          if (part.type === 'literal') return part.value;
          return dataText(part.value, language, { english: names[next++]?.english, key: index });
        })}
    </>
  );
}
