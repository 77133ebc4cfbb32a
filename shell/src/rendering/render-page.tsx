import type { RuntimeConfig } from '@worldatlas/contracts';
import {
  createStaticHandler,
  createStaticRouter,
  data as routeData,
  matchRoutes,
  type RouteContext,
  type RouteHead,
  type StaticHandlerContext,
  StaticRouterProvider,
} from '@worldatlas/routing';
import { createContext, createElement, type ReactNode, use } from 'react';
import { Layout } from '../app/Layout';
import { SITE_ROUTES } from '../app/route-table';
import { createRoutes } from '../app/routes';
import { describeRouteError, RouteErrorPage } from '../app/RouteErrorPage';
import { canonicalPath, isSamePath } from './canonical-path';
import type { RouteHandle, RouteModules } from './route-modules';
import { RouteUnavailable } from './RouteUnavailable';
import { type RenderedSkeleton, renderStyled, type StyledHtml } from './styled-render';
import { fillIn, type KeptRenders, RENDER_WHOLE, sameOnceFilled, standInSets, visitorValues, withStandIns } from './visitor-values';

/** How long a page waits for its data, in ms: its requests are aborted then, and the page answers 503. */
export const DATA_TIME_LIMIT_MS = 5_000;
/** How long a visitor is asked to wait before asking again for a page whose data could not be had, in seconds. */
export const DATA_RETRY_AFTER_S = 10;

/** A page rendered on the server, in parts for the page template. */
export interface RenderedPage {
  kind: 'page';
  /** HTTP status: 200; 404 for an unknown path or country; 503 when a remote or the data is not there. */
  status: number;
  /** HTTP headers the page is answered with (`Retry-After`). */
  headers: Record<string, string>;
  /** The page's title, description and preview image, and its canonical address (path and the query it reads); none on an error page. */
  head: RouteHead & { path?: string };
  /** `<style data-emotion>` elements: Chakra's global and token CSS, then the CSS of the components rendered. */
  styles: string;
  /** The rendered site, the content of `<div id="root">`. */
  body: string;
  /** Whether the page has islands, whose code the browser loads. */
  islands: boolean;
  /** Whether the page has everything it shows (no remote missing, no data request failed) and is the same for every visitor: only such a page is kept. */
  complete: boolean;
  /** Set when the page was made from a render kept for every visitor, with this visitor's values written in. */
  fromKeptRender?: true;
}

/** A redirect the page's address answers with (another spelling of a route, a country's common name). */
export interface RedirectAnswer {
  kind: 'redirect';
  status: number;
  location: string;
}

/** Who a page is rendered for: their locale and address. */
export interface Visitor {
  /** BCP 47 tag, from their `Accept-Language`. */
  locale: string;
  /** Their address, as the render server's trusted proxies give it. */
  address: string;
}

/** What {@link renderPage} renders with. */
export interface RenderContext {
  config: RuntimeConfig;
  /** Base URLs of the services only the render server calls, by name (`contact`). */
  services: Readonly<Record<string, string>>;
  routeModules: RouteModules;
  /** What the remotes' server builds are now (releases, failures): a new state makes new routes. */
  state: string;
  /** Renders kept for pages with visitor values (`RouteModule.visitorFields`). */
  keptRenders: KeptRenders;
  log: (message: string) => void;
}

/** Routes whose view threw while this page rendered, with their skeletons: they render as unavailable on the second try. */
const FailedRoutes = createContext<ReadonlyMap<string, RenderedSkeleton | undefined>>(new Map());

/** A route module's view, or the unavailable page when it threw in this render. */
function Guarded({ id, children }: { id: string; children?: ReactNode }) {
  const failed = use(FailedRoutes);
  return failed.has(id) ? createElement(RouteUnavailable, { skeleton: failed.get(id) }) : children;
}

let handlers: { state: string; handler: ReturnType<typeof createStaticHandler> } | undefined;

/**
 * React Router's static handler for the route table, made anew whenever the remotes' state changes
 * (a new release, a remote left out or back): lazy route modules are resolved once per handler.
 */
function handlerFor({ state, routeModules }: RenderContext) {
  if (handlers?.state !== state) {
    const routes = createRoutes((route) => {
      const load = routeModules.lazy(route);
      return async () => {
        const properties = await load();
        const View = properties.Component;
        return View ? { ...properties, Component: () => createElement(Guarded, { id: route.id }, createElement(View)) } : properties;
      };
    });
    handlers = { state, handler: createStaticHandler(routes) };
  }
  return handlers.handler;
}

/**
 * A `fetch` for one page's data: every request names the visitor's `address` (`X-Forwarded-For`,
 * which the services trust from the render server only), is aborted once `signal` is (the page's
 * time limit), and `failed()` says whether any request failed (no answer, or an answer other than 2xx or 404).
 */
function pageFetch(signal: AbortSignal, address: string): { fetch: typeof fetch; failed: () => boolean } {
  let failures = 0;
  const limited: typeof fetch = async (input, init) => {
    // The services count the visitor, not the render server: one visitor's misses spend their own budget.
    const headers = new Headers(init?.headers);
    if (address && !headers.has('x-forwarded-for')) headers.set('x-forwarded-for', address);
    try {
      const response = await fetch(input, { ...init, headers, signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal });
      if (!response.ok && response.status !== 404) failures += 1;
      return response;
    } catch (error) {
      failures += 1;
      throw error;
    }
  };
  return { fetch: limited, failed: () => failures > 0 };
}

/** The deepest match of the router's context that has a route handle, with its data. */
function leafOf(context: StaticHandlerContext) {
  const match = [...context.matches].reverse().find((candidate) => candidate.route.handle);
  return match && { match, handle: match.route.handle as RouteHandle, data: context.loaderData[match.route.id] };
}

/**
 * Renders the page `request` asks for (its method, address and body) on the server, whole: React
 * Router matches the route table and runs the route module's loader (or action) with a
 * {@link RouteContext}, then the site renders once with that data; a page whose route module names
 * `visitorFields` is made from a render kept for every visitor, with this visitor's values written
 * in (see `visitor-values.ts`). An address that spells a route
 * otherwise (letter case, a trailing slash) is redirected (308) to the route's spelling; one escaped
 * otherwise (`/country/Nep%61l`) is the same page, named by that spelling (its canonical URL). A route
 * module that cannot be loaded, or throws while rendering, makes its page unavailable (its skeleton
 * and a message, 503 or 500), never a blank page; a route error is the error page with its status.
 * Hostile text in the address or the data is escaped by React; the caller escapes the head.
 * @throws only for a failure of the host's own code (header, footer, error page).
 */
export async function renderPage(request: Request, { locale, address }: Visitor, context: RenderContext): Promise<RenderedPage | RedirectAnswer> {
  const url = new URL(request.url);
  const handler = handlerFor(context);
  const canonical = canonicalPath(handler.dataRoutes, url.pathname);
  if (canonical !== undefined && !isSamePath(canonical, url.pathname)) return { kind: 'redirect', status: 308, location: `${canonical}${url.search}` };

  const deadline = AbortSignal.timeout(DATA_TIME_LIMIT_MS);
  const data = pageFetch(deadline, address);
  const requestContext: RouteContext = { apiBaseUrl: context.config.apiBaseUrl, locale, fetch: data.fetch, services: context.services, visitor: { address } };
  const routed = await handler.query(request, { requestContext });
  if (routed instanceof Response) {
    const location = routed.headers.get('location');
    if (routed.status >= 300 && routed.status < 400 && location) return { kind: 'redirect', status: routed.status, location };
    throw new Error(`The router answered ${url.pathname} with a response of its own (${routed.status})`);
  }

  const leaf = leafOf(routed);
  /** The page's view rendered from `shown`; one that throws renders as unavailable (500). */
  const renderFrom = (shown: StaticHandlerContext): { rendered: StyledHtml; status: number } => {
    const router = createStaticRouter(handler.dataRoutes, shown);
    const app = (failed: ReadonlyMap<string, RenderedSkeleton | undefined>) => createElement(FailedRoutes.Provider, { value: failed }, createElement(StaticRouterProvider, { router, context: shown, hydrate: false }));
    try {
      return { rendered: renderStyled(app(new Map()), locale), status: shown.statusCode };
    } catch (error) {
      // A route module's view that throws: the page again, that view as unavailable.
      if (!leaf || leaf.handle.unavailable) throw error;
      context.log(`The ${leaf.handle.remote} remote's view of ${url.pathname} failed while rendering: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      const id = leaf.match.route.id;
      return { rendered: renderStyled(app(new Map([[id, context.routeModules.skeletonOf(id)]])), locale), status: 500 };
    }
  };
  /**
   * A page with values of the visitor's own (`RouteModule.visitorFields`, a form's token), made from
   * the render kept for every visitor of its address and data: most of a page's cost is its render,
   * and such a page is asked for anew by each visitor. The first time, the view is rendered with two
   * sets of stand-ins; it is kept only when both make the same page (see `sameOnceFilled`), else the
   * page is rendered whole for each visitor from then on. `undefined` when it cannot be made so.
   */
  const fromKeptRender = (): { rendered: StyledHtml; status: number } | undefined => {
    const fields = leaf?.handle.visitorFields;
    if (!leaf || !fields || routed.actionData || routed.errors || !context.keptRenders.enabled) return undefined;
    const id = leaf.match.route.id;
    const own = visitorValues(routed, id, fields);
    if (!own) return undefined;
    const key = `${context.state}\n${locale}\n${url.pathname}${url.search}\n${routed.statusCode}\n${own.sharedData}`;
    let kept = context.keptRenders.get(key);
    if (!kept) {
      const [firstSet, secondSet] = standInSets(fields.length);
      const first = renderFrom(withStandIns(routed, id, fields, firstSet));
      const second = first.status === routed.statusCode ? renderFrom(withStandIns(routed, id, fields, secondSet)) : undefined;
      kept = second?.status === routed.statusCode && sameOnceFilled(first.rendered, firstSet, second.rendered, secondSet) ? { ...first.rendered, standIns: firstSet } : RENDER_WHOLE;
      if (kept === RENDER_WHOLE) context.log(`The ${leaf.handle.remote} remote's view of ${url.pathname} does not show its visitorFields as they are: its page is rendered whole for each visitor`);
      context.keptRenders.set(key, kept);
    }
    if (kept === RENDER_WHOLE) return undefined;
    return { rendered: { html: fillIn(kept.html, kept.standIns, own.values), styles: kept.styles }, status: routed.statusCode };
  };
  const reused = fromKeptRender();
  const { rendered, status } = reused ?? renderFrom(routed);

  // The leaf route's own headers: its action's when the page answers a post, else its loader's.
  const routeHeaders = leaf ? (routed.actionHeaders[leaf.match.route.id] ?? routed.loaderHeaders[leaf.match.route.id]) : undefined;
  const headers: Record<string, string> = {};
  const retryAfter = routeHeaders?.get('retry-after');
  if (retryAfter) headers['retry-after'] = retryAfter;
  else if (status === 503) headers['retry-after'] = String(DATA_RETRY_AFTER_S);
  const cacheControl = routeHeaders?.get('cache-control');
  if (cacheControl) headers['cache-control'] = cacheControl;

  const error = routed.errors ? Object.values(routed.errors)[0] : undefined;
  const head: RouteHead =
    routed.errors || !leaf
      ? { title: `${describeRouteError(error).status} · WorldAtlas`, description: 'Oops! An error occurred.' }
      : leaf.handle.head({ data: leaf.data, params: leaf.match.params });
  return {
    kind: 'page',
    status,
    headers,
    // An error page has no canonical address: nothing of the visitor's address is written into it.
    head: routed.errors || !leaf ? head : { ...head, path: `${canonical ?? url.pathname}${url.search}` },
    styles: rendered.styles,
    body: rendered.html,
    islands: rendered.html.includes(' data-island="'),
    // A page for one visitor (a form's token) is theirs: never kept for the next.
    complete: status < 500 && !data.failed() && !leaf?.handle.unavailable && !/private|no-store/.test(cacheControl ?? ''),
    ...(reused && { fromKeptRender: true }),
  };
}

/** Whether `path`'s percent escapes are well formed. */
function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** What a page's address is to the render server: the page it names, or the shared 404, or another spelling of a route. */
export type PageAddress =
  /** A route's page: `address` is its path and the query its route module reads, in one spelling (`/country?by=language&q=spanish`; `/country/Nepal` for `/country/Nep%61l`). */
  | { kind: 'page'; address: string }
  /** No route has this path: every such address is the same error page. */
  | { kind: 'not-found' }
  /** A route's path spelt otherwise (letter case, trailing slash: redirected), or a path that does not decode: answered as it comes, never kept. */
  | { kind: 'other' };

/**
 * Which page `url` asks for, before anything is rendered (for the render server's cache): its
 * route, matched by React Router, and the query that route's module reads
 * (`RouteModule.canonicalSearch`; none for a module without it, or one that cannot be loaded now),
 * in one spelling: the path's escapes as the site's links write them (`/country/Nep%61l` is
 * `/country/Nepal`), and unknown query parameters, their order and their spelling of defaults make
 * no other page.
 */
export async function pageAddress(url: URL, context: RenderContext): Promise<PageAddress> {
  const handler = handlerFor(context);
  const canonical = canonicalPath(handler.dataRoutes, url.pathname);
  if (canonical === undefined) return decodes(url.pathname) ? { kind: 'not-found' } : { kind: 'other' };
  if (!isSamePath(canonical, url.pathname)) return { kind: 'other' };
  const leafId = matchRoutes(handler.dataRoutes, url.pathname)?.at(-1)?.route.id;
  const route = SITE_ROUTES.find((candidate) => candidate.id === leafId);
  const module = route ? await context.routeModules.module(route) : undefined;
  let search = '';
  try {
    search = module?.canonicalSearch?.(url.searchParams) ?? '';
  } catch (error) {
    context.log(`The ${route?.module} route module's canonicalSearch failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { kind: 'page', address: `${canonical}${search}` };
}

/**
 * The site's error page for `status` (the header, the status, `text` and "Go Home", in the footer's
 * frame), rendered for `locale`: what the render server answers when it refuses a page itself (429
 * too many pages asked for, 503 too busy). The same for every visitor and address.
 * @throws only for a failure of the host's own code.
 */
export async function renderErrorPage(status: number, text: string, locale: string): Promise<RenderedPage> {
  const handler = createStaticHandler([
    {
      id: 'root',
      Component: Layout,
      ErrorBoundary: RouteErrorPage,
      children: [{ id: 'refused', path: '*', Component: () => null, loader: () => { throw routeData(text, { status }); } }],
    },
  ]);
  const routed = await handler.query(new Request('http://render.invalid/refused'));
  if (routed instanceof Response) throw new Error(`The error page answered with a response of its own (${routed.status})`);
  const router = createStaticRouter(handler.dataRoutes, routed);
  const rendered = renderStyled(createElement(StaticRouterProvider, { router, context: routed, hydrate: false }), locale);
  return {
    kind: 'page',
    status,
    headers: {},
    head: { title: `${status} · WorldAtlas`, description: text },
    styles: rendered.styles,
    body: rendered.html,
    islands: false,
    complete: true,
  };
}
