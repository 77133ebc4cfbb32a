import { ENGLISH, languageOfPath, languageOfSegment, type SiteLanguage } from '@worldatlas/i18n';
import { generatePath, matchRoutes, type RouteMatch, type RouteObject, type StaticHandler } from 'react-router';
import type { RedirectAnswer } from './render-route';
import { isResourceRoute } from './resource-route';
import type { RouteHandle } from './route-module';

/** What resolving found of the page to render: its language, its canonical address (none: an error page) and, for a resource route, its id. */
export interface ResolvedTarget {
  /** The language the address names (English without a segment; for a 404, the live language its first segment names, else English). */
  language: SiteLanguage;
  /** Set when the address names no live language (`/zz`, `/fr/…` while French is not live): the render is the 404 page, whatever route the rest matched. */
  notFound?: boolean;
  canonicalPath?: string;
  /** The matched route's id when it is a resource route (answered by `answerResourceRoute`, not rendered). */
  resourceRouteId?: string;
}

/** What a request asks for, before anything is rendered: what the render server keeps it by, and how to render it. */
export interface Resolved<Page> {
  /** What the page is kept by (its language is in its address): the remotes' releases and its address in one spelling (`/country?region=Asia`); one for every unknown path in a language; none for a path answered as it comes (it does not decode). */
  key?: string;
  /** Its address in one spelling: the route's path and the query its route module reads; `undefined` for an unknown path. */
  address?: string;
  /** Set when the path spells a route otherwise (letter case, a trailing slash), or the query when its route asks (`redirectToCanonical`): 308 to the route's spelling. */
  redirect?: RedirectAnswer;
  /** Renders the page for `visitor` (see the renderer). */
  render(visitor: { address: string }): Promise<Page | RedirectAnswer>;
}

/** What {@link resolveRoute} resolves with. */
export interface ResolveOptions<Page> {
  /** React Router's static handler of the route table. */
  handler: StaticHandler;
  /** What every key starts with (the remotes' releases as one string), so a new release makes new pages. */
  releases: string;
  /** The id of the route of every path the route table does not have. */
  notFoundRouteId: string;
  /** Renders `request` with the handler for a visitor, as `target` says: no route is matched again. */
  render: (request: Request, visitor: { address: string }, target: ResolvedTarget) => Promise<Page | RedirectAnswer>;
  /** Where a route module's failing `canonicalSearch` is reported. */
  log: (message: string) => void;
}

/** The path pattern of a match chain (`/:lang?/country/:id`): the leaf's path is relative to its parents'. */
const patternOf = (matches: readonly RouteMatch[]) => `/${matches.flatMap((match) => (match.route.path ? [match.route.path] : [])).join('/')}`;

/** `text` decoded, or `undefined` when it holds a malformed percent escape. */
function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** The `handle` of `route` (its route module's: the query it reads, its site map), its lazy properties loaded when they were not yet. */
export const handleOf = async (route: RouteObject): Promise<RouteHandle | undefined> =>
  (typeof route.lazy === 'function' ? await route.lazy() : route).handle as RouteHandle | undefined;

/**
 * Which page `request` asks for, matched once against the handler's routes (`matchRoutes`), as the
 * shell's README's "What a page answers" says; redirects are spelt with `generatePath`. The page is rendered
 * at its own address: nothing else of what was asked for reaches the render. A first segment that
 * the routes read as `lang` must name a live language (in any case: `/FR/about` is 308 to
 * `/fr/about`); any other is the 404 page of the language the path starts with (English).
 */
export async function resolveRoute<Page>(request: Request, { handler, releases, notFoundRouteId, render, log }: ResolveOptions<Page>): Promise<Resolved<Page>> {
  const url = new URL(request.url);
  const asked = decoded(url.pathname);
  if (asked === undefined) return { render: (visitor) => render(request, visitor, { language: ENGLISH }) };
  const matches = matchRoutes(handler.dataRoutes, url.pathname) ?? [];
  const leaf = matches.at(-1);
  const lang = leaf?.params.lang;
  const language = lang === undefined ? ENGLISH : languageOfSegment(lang);
  if (!leaf || leaf.route.id === notFoundRouteId || !language) {
    const notFound = { language: languageOfPath(url.pathname), ...(leaf && !language && { notFound: true }) };
    return { key: `${releases} ${notFound.language.tag} 404`, render: (visitor) => render(request, visitor, notFound) };
  }
  // The route's spelling in its language, each parameter encoded as the site's links encode it.
  const spelled = generatePath(patternOf(matches), { ...leaf.params, ...(lang !== undefined && { lang: language.segment }) });
  if (decoded(spelled) !== asked) {
    const redirect: RedirectAnswer = { kind: 'redirect', status: 308, location: `${spelled}${url.search}` };
    return { redirect, render: async () => redirect };
  }
  const handle = await handleOf(leaf.route);
  let search = '';
  try {
    search = handle?.canonicalSearch?.(url.searchParams) ?? '';
  } catch (error) {
    log(`The ${leaf.route.id} route module's canonicalSearch failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  const address = `${spelled}${search}`;
  if (handle?.redirectToCanonical && request.method === 'GET' && search !== url.search) {
    const redirect: RedirectAnswer = { kind: 'redirect', status: 308, location: address };
    return { redirect, render: async () => redirect };
  }
  const target = new Request(new URL(address, url), { method: request.method, headers: request.headers, body: request.body, duplex: 'half' } as RequestInit);
  const resourceRouteId = (await isResourceRoute(leaf.route)) ? leaf.route.id : undefined;
  return { key: `${releases} ${address}`, address, render: (visitor) => render(target, visitor, { language, canonicalPath: address, resourceRouteId }) };
}
