/** A language the site can be read in. */
export interface SiteLanguage {
  /** BCP 47 tag: `lang`, `hreflang`, and the locale of numbers, dates and collation (`fr`, `zh-Hans`). */
  tag: string;
  /** The first path segment of its pages (`fr` in `/fr/country`); `''` for English, which keeps the site's unprefixed addresses. */
  segment: string;
  /** The key of its names in the v3.1 data's `translations` (ISO 639-3: `fra`); `''` for English, whose names are `name`. */
  dataKey: string;
  /** Its name in itself, as the language menu lists it (`Français`). */
  ownName: string;
  /** Whether its pages are served; a language is switched on once its catalogs are complete. */
  live: boolean;
}

/** English: the site's first language, its addresses without a prefix, and the fallback of every message. */
export const ENGLISH: SiteLanguage = { tag: 'en', segment: '', dataKey: '', ownName: 'English', live: true };

/** The site's languages, English first: the languages of the v3.1 data's `translations` that the issue asks for. */
export const SITE_LANGUAGES: readonly SiteLanguage[] = [
  ENGLISH,
  { tag: 'fr', segment: 'fr', dataKey: 'fra', ownName: 'Français', live: true },
  { tag: 'de', segment: 'de', dataKey: 'deu', ownName: 'Deutsch', live: true },
  { tag: 'es', segment: 'es', dataKey: 'spa', ownName: 'Español', live: true },
  { tag: 'pt', segment: 'pt', dataKey: 'por', ownName: 'Português', live: true },
  { tag: 'ar', segment: 'ar', dataKey: 'ara', ownName: 'العربية', live: true },
  { tag: 'zh-Hans', segment: 'zh', dataKey: 'zho', ownName: '中文', live: true },
  { tag: 'ja', segment: 'ja', dataKey: 'jpn', ownName: '日本語', live: true },
  { tag: 'ru', segment: 'ru', dataKey: 'rus', ownName: 'Русский', live: true },
];

/**
 * The pseudo-locale: English with every catalog letter accented and bracketed (`[Şḗḗȧȧřƈħ]`), so a
 * test sees any interface text that escaped translation (`untranslatedText`). Its pages
 * (`/en-xa/…`) are served only by a process started with `PSEUDO_LANGUAGE=1`, and no menu lists it.
 */
export const PSEUDO_LANGUAGE: SiteLanguage = { tag: 'en-XA', segment: 'en-xa', dataKey: '', ownName: 'Ƥşḗḗŭŭḓǿǿ', live: globalThis.process?.env.PSEUDO_LANGUAGE === '1' };

/** The languages whose pages are served, English first (and the pseudo-locale last, where it is served). */
export const LIVE_LANGUAGES: readonly SiteLanguage[] = [...SITE_LANGUAGES, PSEUDO_LANGUAGE].filter((language) => language.live);

/** The live languages a visitor is offered (the language menu, a page's alternates, the site map): the pseudo-locale is never listed. */
export const LISTED_LANGUAGES: readonly SiteLanguage[] = LIVE_LANGUAGES.filter((language) => language !== PSEUDO_LANGUAGE);

/**
 * The live language whose path segment is `segment`, in any letter case (`FR` is French, and its
 * page answers with a redirect to `fr`); `undefined` for English's empty segment, a language not
 * live yet, or any other text.
 */
export function languageOfSegment(segment: string): SiteLanguage | undefined {
  const lower = segment.toLowerCase();
  return lower === '' ? undefined : LIVE_LANGUAGES.find((language) => language.segment === lower);
}

/** The live language a site path (`/fr/nope`) is in: the one its first segment names, else English. */
export const languageOfPath = (path: string): SiteLanguage => languageOfSegment(path.split('/')[1] ?? '') ?? ENGLISH;

/**
 * The language a page is in, from its route parameters (React Router's `params`, whose optional
 * `lang` is the address's first segment): English without one. A route module's `meta` reads its
 * language with it.
 * @throws Error when `lang` names no live language: the render server answers such an address 404
 *   before any route module sees it.
 */
export function languageOf(params: Readonly<Record<string, string | undefined>>): SiteLanguage {
  if (params.lang === undefined) return ENGLISH;
  const language = languageOfSegment(params.lang);
  if (!language) throw new Error(`"${params.lang}" is not the segment of a live language`);
  return language;
}

/** The live language tagged `tag` (`fr`; a view's `useLocale()`, a loader's `context.locale`), English for any other tag (`en-US`) or none. */
export function languageOfTag(tag: string | undefined): SiteLanguage {
  return LIVE_LANGUAGES.find((language) => language.tag === tag) ?? ENGLISH;
}

/**
 * `path` (a site path starting with `/`, query allowed) as it is addressed in `language`: its segment
 * in front (`/fr/country`, `/fr` for `/`), the path as it is for English.
 */
export function inLanguage(language: SiteLanguage, path: string): string {
  if (language.segment === '') return path;
  return path === '/' || path.startsWith('/?') ? `/${language.segment}${path.slice(1)}` : `/${language.segment}${path}`;
}

/**
 * `path` (a site path in `language`, query allowed: `/fr/country?q=a`, `/fr`) as the same page's
 * English path, the inverse of {@link inLanguage}: its language segment taken off (`/country?q=a`, `/`).
 */
export function englishPathOf(language: SiteLanguage, path: string): string {
  if (language.segment === '') return path;
  const rest = path.slice(language.segment.length + 1);
  return rest === '' || rest.startsWith('?') ? `/${rest}` : rest;
}

/** The direction text runs in `language` (`rtl` for Arabic), from the runtime's CLDR data. */
export function directionOf(language: SiteLanguage): 'ltr' | 'rtl' {
  // Typed here: `getTextInfo` is in TypeScript's ESNext library only, and Node 24 and Chromium have it.
  const locale = new Intl.Locale(language.tag) as Intl.Locale & { getTextInfo(): { direction?: string } };
  return locale.getTextInfo().direction === 'rtl' ? 'rtl' : 'ltr';
}
