import { ENGLISH, inLanguage, LISTED_LANGUAGES, languageOfPath, type SiteLanguage } from '@worldatlas/i18n';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { LANGUAGE_CHOICE_PATH } from '../src/layout/LanguageMenu/choice-address';

/** The cookie that remembers the language a visitor chose in the language menu: its tag (`fr`, `zh-Hans`, `en`). */
const LANGUAGE_COOKIE = 'lang';
/** How long a choice is remembered, in seconds: a year. */
const CHOICE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** What an answer at `/` varies by: the encoding, and the visitor's languages and choice. */
export const HOME_VARY = 'accept-encoding, accept-language, cookie';

/** The language the site offers whose primary subtag is `range`'s (`fr-CH` → French; `zh-TW` → Chinese); `undefined` for `*` or an unknown or malformed tag. */
function offeredFor(range: string): SiteLanguage | undefined {
  try {
    const primary = new Intl.Locale(range).language;
    return LISTED_LANGUAGES.find((language) => new Intl.Locale(language.tag).language === primary);
  } catch {
    return undefined;
  }
}

/**
 * The language of the home page at `/` for `request`: the one the visitor chose (the
 * {@link LANGUAGE_COOKIE} cookie, when it names a language the site offers), else the first of their
 * browser's languages (`Accept-Language`, by preference) the site offers, else English.
 */
export function homeLanguage(request: FastifyRequest): SiteLanguage {
  const choice = parseCookies(request.headers.cookie ?? '')[LANGUAGE_COOKIE];
  const chosen = LISTED_LANGUAGES.find((language) => language.tag === choice);
  if (chosen) return chosen;
  const ranges = new Negotiator({ headers: { 'accept-language': request.headers['accept-language'] ?? '' } }).languages();
  for (const range of ranges) {
    const offered = offeredFor(range);
    if (offered) return offered;
  }
  return ENGLISH;
}

/**
 * `to` when it is a path of this site (`/fr/country?q=x`: one leading `/`, no scheme or host, no
 * backslash or control character), else `undefined`: the choice never leads elsewhere.
 */
function sitePath(to: unknown, origin: string): string | undefined {
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (typeof to !== 'string' || !/^\/(?![/\\])/.test(to) || /[\\\u0000-\u001f]/.test(to)) return undefined;
  const url = URL.parse(to, origin);
  return url?.origin === origin ? `${url.pathname}${url.search}` : undefined;
}

/**
 * Adds `GET /language?to=/fr/country`, where the language
 * menu's links lead: remembers the language of `to`'s address (its first segment; English without
 * one) in the {@link LANGUAGE_COOKIE} cookie for a year, and answers 303 to `to`. A `to` that is no
 * path of this site (`//elsewhere.example`, `https://…`) is refused with 400 and nothing is set.
 */
export function addLanguageChoice(app: FastifyInstance, origin: string): void {
  const secure = new URL(origin).protocol === 'https:';
  app.get(LANGUAGE_CHOICE_PATH, (request, reply) => {
    const to = sitePath((request.query as Record<string, unknown>).to, origin);
    if (to === undefined) return reply.code(400).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Bad Request: "to" must be a path of this site');
    const cookie = serializeCookie(LANGUAGE_COOKIE, languageOfPath(to.split('?')[0] ?? '/').tag, { path: '/', maxAge: CHOICE_MAX_AGE_S, sameSite: 'lax', httpOnly: true, secure });
    return reply.header('set-cookie', cookie).header('cache-control', 'no-store').redirect(to, 303);
  });
}

/** `/` (and its query) in `language`: `/fr?x=1`; `/` itself for English. */
export const homeIn = (language: SiteLanguage, search: string) => inLanguage(language, `/${search}`);
