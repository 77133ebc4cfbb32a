/**
 * WorldAtlas's languages (`SITE_LANGUAGES`: tag, address segment, data key, own name, whether live)
 * and how a page is in one (`languageOf`, `inLanguage`, `directionOf`); names in a language, from
 * the v3.1 data (`countryName`) and CLDR (`regionName`, `languageName`, `currencyName`); and
 * `foldText`, the search fold of every language; `defineMessages`, how code declares its messages;
 * data inside a page's text, isolated (`isolatesData`, `isolated`, `dataText`). Catalogs for the
 * render server are in `@worldatlas/i18n/server`, an island's formatter in `@worldatlas/i18n/island`, and the
 * pseudo-locale check in `@worldatlas/i18n/test-kit`.
 */
export { dataText, isolated, isolatesData } from './data-text';
export { foldText } from './fold';
export { directionOf, ENGLISH, englishPathOf, inLanguage, languageOf, languageOfPath, languageOfSegment, languageOfTag, LISTED_LANGUAGES, LIVE_LANGUAGES, PSEUDO_LANGUAGE, SITE_LANGUAGES, type SiteLanguage } from './languages';
export { defineMessages, type Message } from './messages';
export { countryName, currencyName, languageName } from './names';
export { regionName } from './regions';
