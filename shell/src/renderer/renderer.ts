import type { RuntimeConfig } from '@worldatlas/contracts';
import { RemoteReleases } from '@worldatlas/federation-runtime';
import { ENGLISH, englishPathOf, inLanguage, LISTED_LANGUAGES, type Message, type SiteLanguage } from '@worldatlas/i18n';
import { islandsOf, type PageIslands } from '@worldatlas/islands/page';
import {
  answerResourceRoute,
  createStaticHandler,
  isResourceRoute,
  type MetaDescriptor,
  handleOf,
  type RedirectAnswer,
  type Resolved,
  type ResolvedTarget,
  type ResourceAnswer,
  renderRoute,
  resolveRoute,
  type RouteContext,
  setSiteRoutes,
  type StaticHandler,
} from '@worldatlas/routing';
import { createRoutes, NOT_FOUND_ROUTE_ID, notFoundRoutes, refusalRoutes } from '../app/routes';
import { SITE_ROUTES } from '../app/route-table';
import { intlFor } from '../i18n';
import { DATA_TIME_LIMIT_MS, pageFetch } from './page-fetch';
import { RouteModules, UNAVAILABLE_MODULE } from './route-modules';

/** What the render server's own error pages are rendered for: no address of a visitor's reaches them. */
const ERROR_PAGE_REQUEST = new Request('http://render.invalid/refused');

/** How long a visitor is asked to wait before asking again for a page whose data could not be had, in seconds. */
const DATA_RETRY_AFTER_S = 10;
/** How long the site map may take to list its pages, in ms. */
const SITEMAP_TIME_LIMIT_MS = 10_000;

/** Who a page is rendered for: their address (as the trusted proxies give it), which the page's data requests carry. */
export interface Visitor {
  address: string;
}

/** A page rendered on the server, in parts for the page template. */
export interface RenderedPage {
  kind: 'page';
  /** HTTP status: 200; 404 for an unknown path or country; 503 when a remote or the data is not there; 500 when a view failed. */
  status: number;
  /** HTTP headers the page is answered with, lower-case names. */
  headers: Record<string, string>;
  meta: MetaDescriptor[];
  /** The language it is in: its `<html lang dir>`. */
  language: SiteLanguage;
  /** Its canonical address (path and the query it reads); none on an error page. */
  canonicalPath?: string;
  /** The same page in each language the site offers, by tag, and `x-default` (English, for a visitor of any other language); none on an error page. */
  alternates?: Readonly<Record<string, string>>;
  /** `<style data-emotion>` elements: the rendered components' CSS (the design system's own is the stylesheet every page links). */
  styles: string;
  /** The rendered site, the content of `<div id="root">`. */
  body: string;
  /** The page's islands (when their code loads, and which loader they need), or `false`: no island, no code. */
  islands: PageIslands | false;
  /** Whether the page has everything it shows (no remote, data request or view failed) and is every visitor's: only such a page is kept. */
  complete: boolean;
}

/** What a request asks for, before anything is rendered (`resolveRoute`): a page, or a resource route's answer (a country's card). */
export type ResolvedPage = Resolved<RenderedPage | ResourceAnswer>;

/** What a {@link Renderer} is made with. */
export interface RendererOptions {
  /** The remotes' manifest URLs (their server builds are beside them) and the API's base URL. */
  config: RuntimeConfig;
  /** Base URLs of the services only the render server calls, by name (`contact`). */
  services?: Readonly<Record<string, string>>;
  /** Where failures and new releases are reported, a line each. */
  log: (message: string) => void;
  /** How long a page waits for a remote's server code, in ms. */
  remoteTimeLimitMs?: number;
}

/** The site's pages rendered on the server, with the remotes' route modules loaded at run time: what the render server calls. */
export interface Renderer {
  /** Which page `request` (absolute URL, method, body) asks for: matched once, against the route table. */
  resolve(request: Request): Promise<ResolvedPage>;
  /** The site's error page for `status` saying `text`, a message of the host's (the render server's refusals), in `language`. */
  errorPage(status: number, text: Message, language: SiteLanguage): Promise<RenderedPage>;
  /** The remotes' releases as one string: changes when any remote has a new release. */
  releases(): string;
  /** Checks each remote's server build for a new release; resolves with the remotes that have one. */
  revalidate(): Promise<string[]>;
  /** The paths of every page of the site in every language it offers, for the site map. @throws Error when a route module cannot be loaded or its list cannot be had. */
  sitemap(): Promise<string[]>;
}

/** The addresses of the page at `canonicalPath` (in `language`) in every language the site offers, by tag, and `x-default`: English's. */
function alternatesOf(language: SiteLanguage, canonicalPath: string): Record<string, string> {
  const english = englishPathOf(language, canonicalPath);
  return { ...Object.fromEntries(LISTED_LANGUAGES.map((each) => [each.tag, inLanguage(each, english)])), 'x-default': english };
}

/**
 * Renders `request` with `routes` for `visitor` in `language` (its loaders' `context.locale`, its
 * views' `useLocale()`), as the page at `canonicalPath` (none: an error page), or answers it with
 * its resource route's Response (`resourceRouteId`); a view that failed is logged with its remote.
 */
async function renderSitePage(
  { config, services = {}, log }: Pick<RendererOptions, 'config' | 'services' | 'log'>,
  routes: StaticHandler,
  request: Request,
  visitor: Visitor,
  { language, canonicalPath, resourceRouteId }: ResolvedTarget,
): Promise<RenderedPage | ResourceAnswer | RedirectAnswer> {
  const page = pageFetch(AbortSignal.timeout(DATA_TIME_LIMIT_MS), visitor.address);
  const requestContext: RouteContext = { apiBaseUrl: config.apiBaseUrl, locale: language.tag, fetch: page.fetch, services, visitor: { address: visitor.address } };
  if (resourceRouteId !== undefined) return answerResourceRoute(routes, request, resourceRouteId, requestContext);
  const rendered = await renderRoute(routes, request, { requestContext, locale: language.tag });
  if (rendered.kind === 'redirect') return rendered;
  if (rendered.failed) {
    const leaf = rendered.context.matches.at(-1)?.route.id;
    const remote = SITE_ROUTES.find((route) => route.id === leaf)?.module.split('/')[0] ?? leaf;
    const reason = rendered.renderError instanceof Error ? rendered.renderError.message.split('\n')[0] : String(rendered.renderError);
    log(`The ${remote} remote's view of ${new URL(request.url).pathname} failed while rendering: ${reason}`);
  }
  const headers = Object.fromEntries(rendered.headers);
  if (rendered.status === 503 && !headers['retry-after']) headers['retry-after'] = String(DATA_RETRY_AFTER_S);
  return {
    kind: 'page',
    status: rendered.status,
    headers,
    meta: rendered.meta,
    language,
    // An error page has no canonical address: nothing of the visitor's address is written into it.
    ...(rendered.context.errors === null && canonicalPath !== undefined && { canonicalPath, alternates: alternatesOf(language, canonicalPath) }),
    styles: rendered.styles,
    body: rendered.html,
    islands: islandsOf(rendered.html),
    // A page for one visitor (a form's token) is theirs: never kept for the next.
    complete: rendered.status < 500 && !page.failed() && !rendered.failed && !/private|no-store/.test(headers['cache-control'] ?? ''),
  };
}

/** Makes a {@link Renderer}: registers the remotes' server builds from the configuration and checks their releases once. */
export async function createRenderer(options: RendererOptions): Promise<Renderer> {
  const { config, services = {}, log, remoteTimeLimitMs } = options;
  const remotes = new RemoteReleases({ remotes: config.remotes, integrity: config.serverEntryIntegrity, log, fallback: () => UNAVAILABLE_MODULE, timeLimitMs: remoteTimeLimitMs });
  const routeModules = new RouteModules();
  setSiteRoutes(SITE_ROUTES);
  await remotes.revalidate();

  // Lazy route modules resolve once per handler: a new one when a release changes or a remote is left out or back.
  let current: { state: string; handler: StaticHandler } | undefined;
  const handler = () => {
    const state = remotes.state();
    if (current?.state !== state) current = { state, handler: createStaticHandler(createRoutes((route) => routeModules.lazy(route))) };
    return current.handler;
  };

  return {
    resolve(request) {
      const routes = handler();
      const render = (target: Request, visitor: Visitor, resolved: ResolvedTarget) =>
        resolved.notFound ? renderSitePage(options, createStaticHandler(notFoundRoutes()), ERROR_PAGE_REQUEST, visitor, resolved) : renderSitePage(options, routes, target, visitor, resolved);
      return resolveRoute(request, { handler: routes, releases: remotes.releases(), notFoundRouteId: NOT_FOUND_ROUTE_ID, render, log });
    },

    async errorPage(status, text, language) {
      const page = await renderSitePage(options, createStaticHandler(refusalRoutes(status, text)), ERROR_PAGE_REQUEST, { address: '' }, { language });
      if (page.kind !== 'page') throw new Error(`The error page answered with a ${page.status} redirect`);
      return { ...page, status, meta: [{ title: `${status} · WorldAtlas` }, { name: 'description', content: intlFor(language.tag).formatMessage(text) }], complete: true };
    },

    releases: () => remotes.releases(),
    revalidate: () => remotes.revalidate(),

    async sitemap() {
      const signal = AbortSignal.timeout(SITEMAP_TIME_LIMIT_MS);
      const context: RouteContext = { apiBaseUrl: config.apiBaseUrl, locale: ENGLISH.tag, services, visitor: { address: '' }, fetch: (input, init) => fetch(input, { ...init, signal }) };
      // The pages are the language route's children.
      const pages = handler().dataRoutes[0]?.children?.flatMap((child) => child.children ?? []) ?? [];
      const lists = await Promise.all(
        SITE_ROUTES.map(async (route) => {
          const page = pages.find((candidate) => candidate.id === route.id);
          // A resource route (a card image) is no page of the site.
          if (page && (await isResourceRoute(page))) return [];
          if (!route.path.includes(':')) return [route.path];
          const sitemap = page && (await handleOf(page))?.sitemap;
          if (!sitemap) throw new Error(`The ${route.module} route module cannot list its pages`);
          return sitemap(context);
        }),
      );
      return LISTED_LANGUAGES.flatMap((language) => lists.flat().map((path) => inLanguage(language, path)));
    },
  };
}
