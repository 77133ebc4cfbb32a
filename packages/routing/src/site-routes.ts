import { ENGLISH, inLanguage, type Message, type SiteLanguage } from '@worldatlas/i18n';
import { AsyncLocalStorage } from 'node:async_hooks';
import { generatePath } from 'react-router';

/** One route of the site's route table: what the host knows of a page. Everything else is its route module's. */
export interface SiteRoute {
  /** Route id, also React Router's, and what pages link to it by (`country`). */
  id: string;
  /** React Router path, e.g. `/country/:id`: the spelling a page answers under (another case or a trailing slash is redirected to it), in English; another language's pages put its segment in front. */
  path: string;
  /** Its label in the site navigation (a message of the host's catalogs), for the routes the header lists. */
  nav?: Message;
  /** The route module, an exposed module of a remote's server build: `remote/routes/name`. */
  module: string;
}

/** The route table in use, by route id: set once by the host (and by a test kit), read by {@link href}. */
let table: ReadonlyMap<string, SiteRoute> = new Map();

/** The language of the page being rendered, for the links its loaders, actions and views spell. */
const pageLanguage = new AsyncLocalStorage<SiteLanguage>();

/** Makes `routes` the route table that {@link href} spells paths from: the host's, at start; a test's own. */
export function setSiteRoutes(routes: readonly SiteRoute[]): void {
  table = new Map(routes.map((route) => [route.id, route]));
}

/** Runs `render` (a page's loaders, actions and view) with `language` as the language {@link href} links in. */
export function inPageLanguage<T>(language: SiteLanguage, render: () => T): T {
  return pageLanguage.run(language, render);
}

/**
 * The address of the route `id` in `language` with `params` filled in (percent-encoded), and
 * `search` after it: `hrefIn(french, 'country', { id: 'Nepal' })` → `/fr/country/Nepal`. For links
 * to another language (its menu, alternates, the site map); a page links with {@link href}.
 * @param search a query with its `?` (`'?sent=1'`), or '' for none.
 * @throws Error when the route table has no route `id`, or a parameter of its path is missing.
 */
export function hrefIn(language: SiteLanguage, id: string, params: Record<string, string> = {}, search = ''): string {
  const route = table.get(id);
  if (!route) throw new Error(`The route table has no route "${id}"`);
  return inLanguage(language, `${generatePath(route.path, params)}${search}`);
}

/**
 * The address of the route `id` with `params` filled in (percent-encoded), and `search` after it,
 * in the language of the page being rendered (English outside a render):
 * `href('country', { id: 'Côte d'Ivoire' })` → `/country/C%C3%B4te%20d'Ivoire` on an English page,
 * `/fr/country/…` on a French one. Pages link by route id, so the path is spelt once, in the route
 * table, and no route module writes a language.
 * @param search a query with its `?` (`'?sent=1'`), or '' for none.
 * @throws Error when the route table has no route `id`, or a parameter of its path is missing.
 */
export function href(id: string, params: Record<string, string> = {}, search = ''): string {
  return hrefIn(pageLanguage.getStore() ?? ENGLISH, id, params, search);
}
