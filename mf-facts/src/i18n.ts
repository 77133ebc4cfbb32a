import { ENGLISH, PSEUDO_LANGUAGE, SITE_LANGUAGES, type SiteLanguage } from '@worldatlas/i18n';
import { createCatalogs } from '@worldatlas/i18n/server';
import ar from '../lang/ar.json';
import de from '../lang/de.json';
import en from '../lang/en.json';
import es from '../lang/es.json';
import fr from '../lang/fr.json';
import ja from '../lang/ja.json';
import pt from '../lang/pt.json';
import ru from '../lang/ru.json';
import zhHans from '../lang/zh-Hans.json';

/**
 * The facts remote's messages in a language, by its tag (`fr`; English for a tag without a
 * catalog): react-intl's `IntlShape`, for views (`intlFor(useLocale())`) and `meta`
 * (`intlFor(languageOf(params).tag)`). The catalogs are `lang/*.json`, part of the server build.
 */
export const intlFor = createCatalogs({ en, fr, de, es, pt, ar, 'zh-Hans': zhHans, ja, ru });

/**
 * The site language tagged `tag` (a view's `useLocale()`): served yet or not, so a test renders a
 * page in a language before it is switched on; English for another tag (`en-US`) or none.
 */
export const languageFor = (tag: string | undefined): SiteLanguage => [...SITE_LANGUAGES, PSEUDO_LANGUAGE].find((language) => language.tag === tag) ?? ENGLISH;
