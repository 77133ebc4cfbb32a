import type { SiteLanguage } from '@worldatlas/i18n';

/**
 * Whether a page in `language` isolates the data in its texts (`<bdi>`, U+2068…U+2069): names,
 * codes and numbers from the data, so a Latin name or a number keeps its order inside a text that
 * runs right to left. Every language's pages but English's, which stay as they were.
 */
export const isolatesData = (language: SiteLanguage): boolean => language.segment !== '';
