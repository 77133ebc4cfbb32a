import type { ComponentType } from 'react';
import type { ActionFunction, LoaderFunction, Params } from 'react-router';

/** What a page's `<head>` says of it: its title, description and preview image (an absolute URL). */
export interface RouteHead {
  title: string;
  description: string;
  image?: string;
}

/** What a route module's {@link RouteModule.head} is given: the route's loader data (undefined without a loader) and path parameters. */
interface RouteHeadArgs<Data = unknown> {
  data: Data;
  params: Params;
}

/**
 * What the render server gives every route loader and action as React Router's `context`: where the
 * services are and how to reach them within the page's time.
 */
export interface RouteContext {
  /** Base URL of the countries API as pages name it (`http://127.0.0.1:4000`); the server's requests may be routed elsewhere inside a deployment. */
  apiBaseUrl: string;
  /** The page's locale (BCP 47), from the visitor's `Accept-Language`. */
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

/**
 * A route module: one page of the site, owned by the remote that shows it and exposed by its server
 * build (`countries/routes/country-list`). The shell's route table maps a path to it; React Router
 * runs its loader and action on the server (through the static handler) and renders its view with
 * the loader's data (`useLoaderData`). What runs in the browser are the islands the view renders
 * (`@worldatlas/islands`), each loaded from its remote's browser build.
 */
export interface RouteModule<Data = unknown> {
  /** Loads the page's data (React Router's loader; `context` is a {@link RouteContext}). Throws `data(…, { status })` for an error page, `redirect(…)` to move. */
  loader?: LoaderFunction;
  /** Takes what the page's form posts (React Router's action; `context` is a {@link RouteContext}). */
  action?: ActionFunction;
  /** The page's view, rendered on the server with the loader's data. */
  Component: ComponentType;
  /** The page's title, description and preview image, from its data. */
  head: (args: RouteHeadArgs<Data>) => RouteHead;
  /** The outline of the view, shown in its place when the remote cannot render it. */
  Skeleton: ComponentType;
  /**
   * The part of the address's query this page depends on, in one spelling (`?by=language&q=spanish`),
   * or `''`: what the page is rendered, cached and named (its canonical URL) by. Without it the page
   * reads no query: every query of its path is the same page. Must not throw.
   */
  canonicalSearch?: (search: URLSearchParams) => string;
  /**
   * The paths of the pages this route shows, for the site map, when its path has parameters (every
   * country's page); a route without parameters is its own path. Rejects when its data cannot be had.
   */
  sitemap?: (context: RouteContext) => Promise<string[]>;
  /**
   * Fields of the loader's data that are the visitor's own (a form's token): strings of letters,
   * digits and `._~-` that the view shows as they are, in data that is plain JSON. The page is then
   * rendered with stand-ins for them and that render kept (the first time twice, with different
   * stand-ins, to check the view shows them as they are); for each visitor the loader runs and its
   * values are written into the kept render. A field missing, of another kind or not shown as it is
   * makes the page render whole instead.
   */
  visitorFields?: readonly string[];
}
