/**
 * What a view asks the API for: the key its data is cached under (SWR's key, the URL of the call, so
 * equal requests share one entry) and the call that gets it.
 */
export interface DataRequest<T> {
  key: string;
  /** Makes the call. Rejects with the client's error (an ApiRequestError with an HTTP status). */
  fetch: () => Promise<T>;
}

/** What a route loader is given: the page's address and where the data is. */
export interface RouteLoaderArgs {
  /** The route's path parameters, decoded: `{ id: 'Nepal' }` for `/country/Nepal`. */
  params: Readonly<Record<string, string | undefined>>;
  /** Base URL of the countries API, from the runtime configuration (`http://127.0.0.1:4000`). */
  apiBaseUrl: string;
  /**
   * The page's query string as in its address (`?by=currency&q=euro`, `''` for none), where the host
   * knows it: the server's render of a page. Absent when the browser starts a route early, once per
   * path whatever its query: a loader then loads what any query of its path may show.
   */
  search?: string;
  /**
   * Starts `request`, or joins the same request (same key) under way, and resolves with its answer.
   * The host keeps every answer for the view that shows it, under the request's key: a page rendered
   * on the server carries them, and in the browser the view's hook takes the answer instead of asking
   * again. Rejects as `request.fetch` does.
   */
  load: <T>(request: DataRequest<T>) => Promise<T>;
}

/** Text of a page's `<head>`, from its data: title, description and preview image (absolute URL). */
export interface PageHead {
  title?: string;
  description?: string;
  image?: string;
}

/** What a route loader found. */
export interface RouteLoaderResult {
  /** 404 when what the address names does not exist (an unknown country): the host answers its error page with this status. */
  status?: 404;
  head?: PageHead;
}

/**
 * A remote's route loader: loads, through `args.load`, the data its view shows for a page, so the
 * page can be rendered with it (on the server) or its data requested before the view's code has
 * arrived (in the browser). Exposed by the remote beside the view (`EXPOSED_LOADERS`), as its module's
 * default export; it imports nothing shared, so loading it needs only the remote's entry and its own
 * small chunk.
 * @returns the page's status and head; rejects when the data cannot be had (API down): the view then
 *   shows its loading state and asks again in the browser.
 */
export type RouteLoader = (args: RouteLoaderArgs) => Promise<RouteLoaderResult | undefined>;
