import { act, render } from '@testing-library/react';
import { Provider } from '@worldatlas/design-system';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from '@worldatlas/islands';
import { startIslands } from '@worldatlas/islands/hydrate';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  type RouteContext,
  type RouteModule,
  type StaticHandlerContext,
  StaticRouterProvider,
  useRouteError,
} from '@worldatlas/routing';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SWRConfig } from 'swr';
import CountryListIsland, { type CountryListIslandProps } from '../islands/CountryListIsland';
import * as countryModule from '../routes/country';
import * as countryListModule from '../routes/country-list';

/** The real countries-api this project's global setup started (jest/start-countries-api.js). */
export const API = process.env.TEST_API_BASE_URL ?? 'http://127.0.0.1:4000';
/** A base URL where nothing listens: every request fails as when the API is down. */
export const DOWN_API = 'http://127.0.0.1:9';
/** The page's locale in these tests, as the render server would take it from `Accept-Language`. */
export const LOCALE = 'en-US';

/** A route module at its path in the shell's route table. */
export type PageRoute = { path: string; module: Pick<RouteModule, 'loader' | 'Component'> };

/** The country list (`/country`) and a country's page (`/country/:id`), as the route table maps them. */
export const COUNTRY_LIST: PageRoute = { path: '/country', module: countryListModule };
export const COUNTRY: PageRoute = { path: '/country/:id', module: countryModule };

/** The context the render server gives route loaders: the API at `apiBaseUrl`, reached with `fetcher`. */
export function routeContext(apiBaseUrl = API, fetcher: typeof fetch = fetch): RouteContext {
  return { apiBaseUrl, locale: LOCALE, fetch: fetcher, services: {}, visitor: { address: '127.0.0.1' } };
}

/** Stands for the host's error page: a route error's status and text. */
function ErrorPage() {
  const error = useRouteError();
  return <p role="alert">{isRouteErrorResponse(error) ? `${error.status} ${String(error.data)}` : 'unexpected error'}</p>;
}

/**
 * Runs `route`'s loader for `url` (a path with its query) as the render server does: React
 * Router's static handler, with `context` as the loader's `context`.
 * @returns the handler's context (status, loader data, errors and headers, by the route id `page`),
 *   or the `Response` the loader answered with (a redirect).
 */
export async function queryRoute(route: PageRoute, url: string, context = routeContext()) {
  const handler = createStaticHandler([{ id: 'page', path: route.path, loader: route.module.loader, Component: route.module.Component, ErrorBoundary: ErrorPage }]);
  const result = await handler.query(new Request(new URL(url, 'http://localhost')), { requestContext: context });
  return { handler, result };
}

/** The page's HTML as the render server renders it: the route's view (or the error page) with the loader's data, in the design system. */
async function renderPageHtml(route: PageRoute, url: string, context?: RouteContext): Promise<{ html: string; page: StaticHandlerContext }> {
  const { handler, result } = await queryRoute(route, url, context);
  if (result instanceof Response) throw new Error(`${url} answered ${result.status} ${result.headers.get('location') ?? ''}`);
  const router = createStaticRouter(handler.dataRoutes, result);
  const html = renderToString(
    <Provider locale={LOCALE}>
      <StaticRouterProvider router={router} context={result} hydrate={false} />
    </Provider>,
  );
  return { html, page: result };
}

// A page of 250 cards renders in seconds, not milliseconds, on a busy machine (Jest takes no
// testTimeout from a project's configuration).
jest.setTimeout(20_000);

const pages: HTMLElement[] = [];
afterEach(() => pages.splice(0).forEach((page) => page.remove()));

/**
 * Puts the page at `url` into the document as the server renders it (the route's loader on the real
 * countries-api by default, `context` otherwise): plain HTML, no script running, as a browser gets
 * it before any island starts. Removed after the test.
 * @returns the page's element and the handler's context (status, loader data).
 */
export async function renderPage(route: PageRoute, url: string, context?: RouteContext) {
  const { html, page } = await renderPageHtml(route, url, context);
  const container = document.createElement('main');
  container.innerHTML = html;
  document.body.append(container);
  pages.push(container);
  return { container, page };
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
 * The list's island as it runs in the browser at `/country{search}`: the page's props (the list
 * route's loader on the real countries-api, the classes its view resolved with `LIST_STYLES` in the
 * design system, as JSON in the page) given to the island, which calls the API at `apiBaseUrl` for
 * what it loads itself. The address is `/country{search}`, as the island keeps its query there.
 */
export async function renderListIsland(search = '', { apiBaseUrl }: { apiBaseUrl?: string } = {}) {
  installBrowserFormData();
  window.history.replaceState(null, '', `/country${search}`);
  const { html } = await renderPageHtml(COUNTRY_LIST, `/country${search}`);
  const template = document.createElement('template');
  template.innerHTML = html;
  const props = islandPropsIn(template.content) as CountryListIslandProps;
  // A fresh SWR cache, as each page load of a browser starts with.
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <CountryListIsland {...props} apiBaseUrl={apiBaseUrl ?? props.apiBaseUrl} />
    </SWRConfig>,
  );
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
