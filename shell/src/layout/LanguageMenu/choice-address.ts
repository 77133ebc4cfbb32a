import { inLanguage, type SiteLanguage } from '@worldatlas/i18n';

/** The render server's address that remembers a visitor's language (a cookie) and leads on to the page in it: `?to=` the page's path in that language. */
export const LANGUAGE_CHOICE_PATH = '/language';

/** The link that chooses `language` for the page at `path` (a path of the site in English, query allowed): through {@link LANGUAGE_CHOICE_PATH}, which remembers the choice. */
export const languageChoiceHref = (language: SiteLanguage, path: string) => `${LANGUAGE_CHOICE_PATH}?${new URLSearchParams({ to: inLanguage(language, path) })}`;
