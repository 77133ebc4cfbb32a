import { act } from '@testing-library/react';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, islandIdPrefix } from '@worldatlas/islands';
import { startIslands } from '@worldatlas/islands/hydrate';
import type { MetaDescriptor, RouteContext, StaticHandlerContext } from '@worldatlas/routing';
import { renderTestPage, type TestRoute } from '@worldatlas/routing/test-kit';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { SWRConfig } from 'swr';
import CountryListIsland, { type CountryListIslandProps } from '../islands/CountryListIsland';
import * as countryModule from '../routes/country';
import * as countryCardModule from '../routes/country-card';
import * as countryListModule from '../routes/country-list';

/** The real countries-api this project's global setup started (jest/start-countries-api.js). */
export const API = process.env.TEST_API_BASE_URL ?? 'http://127.0.0.1:4000';
/** A base URL where nothing listens: every request fails as when the API is down. */
export const DOWN_API = 'http://127.0.0.1:9';
/** The page's locale in these tests, as the render server would take it from `Accept-Language`. */
const LOCALE = 'en-US';

/** The countries remote's pages and cards, at the paths of the site's route table, and the compare page its country pages link to. */
export const COUNTRIES_ROUTES: readonly TestRoute[] = [
  { id: 'countries', path: '/country', module: countryListModule },
  { id: 'country', path: '/country/:id', module: countryModule },
  { id: 'country-card', path: '/country/:id/card.png', module: countryCardModule },
  { id: 'compare', path: '/compare' },
];

/** The context the render server gives route loaders: the API at `apiBaseUrl`, reached with `fetcher`. */
export function routeContext(apiBaseUrl = API, fetcher: typeof fetch = fetch): RouteContext {
  return { apiBaseUrl, locale: LOCALE, fetch: fetcher, services: {}, visitor: { address: '127.0.0.1' } };
}

/**
 * Runs the route of `url` (a path with its query) as the render server does (`renderTestPage`, with
 * `context` as the loader's `context`), with `routes` as the route table.
 * @returns the handler's context of the render (status, loader data, errors and headers, by route
 *   id: `countries`, `country`; errors at `root`), or a `Response` for the redirect the loader
 *   answered with; the page's HTML and meta descriptors.
 */
export async function queryRoute(url: string, context = routeContext(), routes = COUNTRIES_ROUTES): Promise<{ result: StaticHandlerContext | Response; html: string; meta: MetaDescriptor[] }> {
  const answered = await renderTestPage(routes, url, { context });
  if (answered.kind === 'redirect') return { result: new Response(null, { status: answered.status, headers: { location: answered.location } }), html: '', meta: [] };
  return { result: answered.context, html: answered.html, meta: answered.meta };
}

/** The page's HTML as the render server renders it, with the handler's context. @throws Error when the route answered with a redirect. */
async function renderPageHtml(url: string, context?: RouteContext, routes?: readonly TestRoute[]): Promise<{ html: string; page: StaticHandlerContext; meta: MetaDescriptor[] }> {
  const { result, html, meta } = await queryRoute(url, context, routes);
  if (result instanceof Response) throw new Error(`${url} answered ${result.status} ${result.headers.get('location') ?? ''}`);
  return { html, page: result, meta };
}

const pages: HTMLElement[] = [];
/** The islands hydrated by {@link renderListIsland}: unmounted, then their pages removed, after each test. */
const roots: ReactDOMClient.Root[] = [];
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  pages.splice(0).forEach((page) => page.remove());
});

/**
 * Puts the page at `url` into the document as the server renders it (the route's loader on the real
 * countries-api by default, `context` otherwise): plain HTML, no script running, as a browser gets
 * it before any island starts. Removed after the test.
 * @returns the page's element, the handler's context (status, loader data) and the page's meta descriptors.
 */
export async function renderPage(url: string, context?: RouteContext, routes?: readonly TestRoute[]) {
  const { html, page, meta } = await renderPageHtml(url, context, routes);
  const container = document.createElement('main');
  container.innerHTML = html;
  document.body.append(container);
  pages.push(container);
  return { container, page, meta };
}

/** The props the server wrote beside the page's first island, as the browser reads them. */
export function islandPropsIn(root: ParentNode): unknown {
  const island = root.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`);
  const script = root.querySelector(`script[${ISLAND_PROPS_ATTRIBUTE}="${island?.dataset.islandId ?? ''}"]`);
  if (!script?.textContent) throw new Error('the page has no island props');
  return JSON.parse(script.textContent);
}

/** The islands this remote exposes to browsers, by exposed name: the modules the host's island loader loads. */
const ISLAND_MODULES: Record<string, () => Promise<{ default?: unknown }>> = {
  'countries/CountryListIsland': () => import('../islands/CountryListIsland'),
};

let browserFormData: typeof FormData | undefined;
/**
 * Puts a browser's FormData on the window: the test environment's is Node's (for fetch), which
 * refuses a form element, as `useAdoptedFields` gives it. jsdom's own, from a frame, takes one.
 */
function installBrowserFormData(): void {
  if (!browserFormData) {
    const frame = document.createElement('iframe');
    document.head.append(frame);
    browserFormData = (frame.contentWindow as unknown as typeof globalThis).FormData;
  }
  globalThis.FormData = browserFormData;
}

/**
 * Starts the islands in `root` as the host's island loader does (`startIslands`), with this
 * remote's island modules and the page's one React; resolves once each has started or failed.
 */
export async function hydrateIslands(root: ParentNode = document) {
  installBrowserFormData();
  let results: PromiseSettledResult<void>[] = [];
  await act(async () => {
    results = await startIslands(
      {
        load: async (module) => {
          const load = ISLAND_MODULES[module];
          if (!load) throw new Error(`${module} is not exposed`);
          return load();
        },
        react: async () => ({ react: React, reactDom: ReactDOMClient }),
      },
      root,
    );
  });
  return results;
}

/**
 * The list's page at `/country{search}` as the browser runs it: the server's HTML (the list route's
 * loader on the real countries-api, its view in the design system), then its island hydrated on the
 * props written in the page, as the host's island loader does, with a fresh SWR cache (as each page
 * load of a browser starts with) and the API at `apiBaseUrl` for what the island loads itself. The
 * address is `/country{search}`, as the island keeps its query there. The page is in the language
 * tagged `locale` when one is given (its context's `locale`, as the render server gives it), else in English.
 * @returns the page's element.
 */
export async function renderListIsland(search = '', { apiBaseUrl, locale }: { apiBaseUrl?: string; locale?: string } = {}) {
  installBrowserFormData();
  window.history.replaceState(null, '', `/country${search}`);
  const { container } = await renderPage(`/country${search}`, locale ? { ...routeContext(), locale } : undefined);
  const island = container.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`);
  if (!island) throw new Error('the page has no island');
  const props = islandPropsIn(container) as CountryListIslandProps;
  await act(async () => {
    roots.push(
      ReactDOMClient.hydrateRoot(
        island,
        <SWRConfig value={{ provider: () => new Map() }}>
          <CountryListIsland {...props} apiBaseUrl={apiBaseUrl ?? props.apiBaseUrl} />
        </SWRConfig>,
        { identifierPrefix: islandIdPrefix(island.dataset.islandId ?? '') },
      ),
    );
  });
  return container;
}

/** What the stand-in API answers: a status of its own, or the real API's answer, its JSON changed by `change`, once `after` has settled. */
export type StandInAnswer = { status: number } | { real: true; change?: (body: unknown) => unknown; after?: Promise<void> };

/**
 * A stand-in for the countries API on a free loopback port, in front of the real one: `answer`
 * decides, per request path (`/v3.1/…?…`), whether to fail it with a status or pass the real
 * answer on. Stop it with `close`.
 */
export async function startStandInApi(answer: (path: string) => StandInAnswer) {
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    const decided = answer(path);
    if ('status' in decided) {
      response.writeHead(decided.status, { 'content-type': 'application/json' }).end(JSON.stringify({ status: decided.status, message: 'Stand-in failure' }));
      return;
    }
    void Promise.resolve(decided.after)
      .then(() => fetch(`${API}${path}`))
      .then(async (real) => {
        const body: unknown = await real.json();
        response.writeHead(real.status, { 'content-type': 'application/json' }).end(JSON.stringify(decided.change ? decided.change(body) : body));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A `fetch` that notes each URL it is asked for, then asks the real `fetch`. */
export function recordingFetch(): { fetch: typeof fetch; urls: string[] } {
  const urls: string[] = [];
  return {
    urls,
    fetch: (input, init) => {
      urls.push(input instanceof Request ? input.url : String(input));
      return fetch(input, init);
    },
  };
}
