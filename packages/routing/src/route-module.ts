import type { ComponentType } from 'react';
import type { ActionFunction, HeadersFunction, LoaderFunction, MetaFunction } from 'react-router';

/**
 * What the render server gives every route loader and action as React Router's `context`: where the
 * services are and how to reach them within the page's time.
 */
export interface RouteContext {
  /** Base URL of the countries API as pages name it (`http://127.0.0.1:4000`); the server's requests may be routed elsewhere inside a deployment. */
  apiBaseUrl: string;
  /** The page's locale: the tag (BCP 47) of the language its address names (`en` without a segment). */
  locale: string;
  /**
   * `fetch` for the page's data: aborted when the page's time for its data has passed, and counted,
   * so a page whose data request failed is never cached. Rejects as `fetch` does.
   */
  fetch: typeof fetch;
  /** Base URLs of the services only the render server calls, by name (`contact`: the contact service). */
  services: Readonly<Record<string, string>>;
  /** The visitor the page is for: their address (as the render server's trusted proxies give it), for a service's per-visitor limits. */
  visitor: { address: string };
}

/** What a route module says of itself beyond React Router's exports: React Router's `handle`. */
export interface RouteHandle {
  /**
   * The part of the address's query this page depends on, in one spelling (`?by=language&q=spanish`),
   * or `''`: what the page is rendered, cached and named (its canonical URL) by. Without it the page
   * reads no query: every query of its path is the same page. Must not throw.
   */
  canonicalSearch?: (search: URLSearchParams) => string;
  /**
   * When true, a GET whose query is spelt otherwise than {@link canonicalSearch} gives (letter case,
   * repeats, spaces, unknown parameters) is answered 308 to the canonical address, for a page whose
   * address is what visitors share; without it, the page is rendered at its canonical address.
   */
  redirectToCanonical?: boolean;
  /**
   * The paths of the pages this route shows, for the site map, when its path has parameters (every
   * country's page); a route without parameters is its own path. Rejects when its data cannot be had.
   */
  sitemap?: (context: RouteContext) => Promise<string[]>;
}

/**
 * A route module: one page of the site, in React Router 7's terms, owned by the remote that shows it
 * and exposed by its server build (`countries/routes/country-list`). The shell's route table maps a
 * path to it; React Router runs its loader and action on the server (through the static handler) and
 * the view renders with their data (`useLoaderData`, `useActionData`). After a post, the page shows
 * what the action returned: loaders do not run again. What runs in the browser are the islands the
 * view renders (`@worldatlas/islands`), each loaded from its remote's browser build.
 */
export interface RouteModule {
  /** Loads the page's data (`context` is a {@link RouteContext}). Throws `data(…, { status })` for an error page, `redirect(…)` to move. */
  loader?: LoaderFunction;
  /** Takes what the page's form posts (`context` is a {@link RouteContext}). */
  action?: ActionFunction;
  /** The page's view, rendered on the server with the loader's (or the action's) data. */
  Component: ComponentType;
  /**
   * The page's title, description and preview image, as meta descriptors (`{ title }`, `{ name:
   * 'description', content }`, `{ property: 'og:image', content }`), from its loader's data (`null`
   * after a post, whose loaders do not run).
   */
  meta: MetaFunction;
  /** The page's HTTP headers from its loader's, action's or error's (`Cache-Control`, `Retry-After`); none without it. */
  headers?: HeadersFunction;
  /** What shows in place of the view when it fails (a render error, or a route error it handles); the host's by default. */
  ErrorBoundary?: ComponentType;
  /** The view's outline: what the page shows in its place when the remote cannot render it. */
  HydrateFallback: ComponentType;
  /** The query it reads and the pages it lists in the site map. */
  handle?: RouteHandle;
}

/**
 * The page's headers as its loader, action or error gave them (`data(…, { headers })`): a route
 * module's {@link RouteModule.headers} when it sets `Cache-Control` or `Retry-After` there.
 */
export const routeHeaders: HeadersFunction = ({ actionHeaders, errorHeaders, loaderHeaders }) => {
  const headers = new Headers(loaderHeaders);
  for (const source of [actionHeaders, errorHeaders]) source?.forEach((value, name) => headers.set(name, value));
  return headers;
};
