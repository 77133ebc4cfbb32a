import { isRouteErrorResponse, type LoaderFunction, matchRoutes, type RouteObject, type StaticHandler } from 'react-router';
import type { RedirectAnswer } from './render-route';
import type { RouteHandle } from './route-module';

/**
 * A resource route module: an address the site answers with something other than a page (a
 * country's preview image, `countries/routes/country-card`), owned by the remote that makes it and
 * listed in the route table as a page is. Its loader returns a `Response` that is sent as it is:
 * status, headers (`Content-Type`, `Cache-Control`, `ETag`) and bytes. It has no view, meta or
 * outline, and is in no site map.
 */
export interface ResourceRouteModule {
  /** Answers the request (`context` is a `RouteContext`) with a `Response`: thrown or returned, a redirect included. */
  loader: LoaderFunction;
  /** What it says of itself (a resource route reads no query). */
  handle?: RouteHandle;
  Component?: undefined;
}

/** Whether `module` is a {@link ResourceRouteModule}: a loader and no view. */
export function isResourceRouteModule(module: unknown): module is ResourceRouteModule {
  const candidate = module as Partial<Record<'loader' | 'Component', unknown>> | null | undefined;
  return typeof candidate?.loader === 'function' && candidate.Component === undefined;
}

/** What a resource route answered with, as it is sent. */
export interface ResourceAnswer {
  kind: 'resource';
  /** 200, or the status of its own refusal (404, 503). */
  status: number;
  /** Its headers, lower-case names (`content-type`, `cache-control`, `etag`, `retry-after`). */
  headers: Record<string, string>;
  /** Its body, read whole. */
  body: Uint8Array;
}

/**
 * Whether `route` (a route of a handler, its module loaded on demand if it was not yet) is a
 * resource route: a loader and no view (neither `Component` nor the `element` the router makes of it).
 */
export async function isResourceRoute(route: RouteObject): Promise<boolean> {
  const properties = typeof route.lazy === 'function' ? { ...route, ...(await route.lazy()) } : route;
  return typeof properties.loader === 'function' && !properties.Component && !properties.element;
}

/** `thrown` (what a loader threw) as the response it stands for: a `Response` as it is, a route error of the router's (405) as plain text; otherwise rethrown. */
function responseOf(thrown: unknown): Response {
  if (thrown instanceof Response) return thrown;
  if (!isRouteErrorResponse(thrown)) throw thrown;
  const text = typeof thrown.data === 'string' ? thrown.data : thrown.statusText;
  return new Response(text, { status: thrown.status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

/** The id of the resource route `request` asks for in `handler` (matched with `matchRoutes`), or `undefined` when it asks for a page. */
export async function resourceRouteOf(handler: StaticHandler, request: Request): Promise<string | undefined> {
  const leaf = matchRoutes(handler.dataRoutes, new URL(request.url).pathname)?.at(-1);
  return leaf && (await isResourceRoute(leaf.route)) ? leaf.route.id : undefined;
}

/**
 * Answers `request` with the resource route `routeId` of `handler`: its loader runs alone (React
 * Router's `queryRoute`, with `requestContext` as its `context`) and its `Response` is read whole.
 * The router's route error (a method the route does not take: 405) is answered as plain text with its status.
 * @returns the answer, or the redirect it gave.
 * @throws what the loader throws that is no response (a failure of its own), or an Error when it
 *   returns something other than a `Response`.
 */
export async function answerResourceRoute(handler: StaticHandler, request: Request, routeId: string, requestContext: unknown): Promise<ResourceAnswer | RedirectAnswer> {
  let response: unknown;
  try {
    response = await handler.queryRoute(request, { routeId, requestContext });
  } catch (thrown) {
    response = responseOf(thrown);
  }
  if (!(response instanceof Response)) throw new Error(`The resource route ${routeId} answered ${new URL(request.url).pathname} without a Response`);
  const location = response.headers.get('location');
  if (response.status >= 300 && response.status < 400 && location) return { kind: 'redirect', status: response.status, location };
  return { kind: 'resource', status: response.status, headers: Object.fromEntries(response.headers), body: new Uint8Array(await response.arrayBuffer()) };
}
