import { ENGLISH, PSEUDO_LANGUAGE, SITE_LANGUAGES, type SiteLanguage } from '@worldatlas/i18n';

/**
 * The site language a page is in, by its locale (a BCP 47 tag: `useLocale()` in a view,
 * `context.locale` in a loader, `languageOf(params).tag` in `meta`): the language whose names the
 * page shows (`countryName`, `regionName`…), as `intlFor` gives its messages in it. English for a
 * tag of no site language (`en-US`). Unlike `languageOfTag`, which links need, it finds a language
 * whose pages are not served yet, so its names follow the messages a page is rendered with.
 */
export function pageLanguage(tag: string | undefined): SiteLanguage {
  return [...SITE_LANGUAGES, PSEUDO_LANGUAGE].find((language) => language.tag === tag) ?? ENGLISH;
}

/**
 * Whether a page in `language` isolates the data in its texts (`<bdi>`, U+2068…U+2069): names,
 * codes and numbers from the data, so a Latin name or a number keeps its order inside a text that
 * runs right to left. Every language's pages but English's, which stay as they were.
 */
export const isolatesData = (language: SiteLanguage): boolean => language.segment !== '';
