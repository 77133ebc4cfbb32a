import { languageOfTag } from '@worldatlas/i18n';
import type { ComponentType } from 'react';
import {
  createStaticRouter,
  type HeadersFunction,
  type LazyRouteFunction,
  type MetaDescriptor,
  type MetaFunction,
  type RouteObject,
  type StaticHandler,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { isResourceRouteModule, type ResourceRouteModule } from './resource-route';
import type { RouteHandle, RouteModule } from './route-module';
import { inPageLanguage } from './site-routes';
import { renderStyled, type StyledHtml } from './styled';

/** What a route keeps in React Router's `handle`: its module's {@link RouteHandle}, `meta` and `headers`. */
export interface RouteModuleHandle extends RouteHandle {
  meta?: MetaFunction;
  headers?: HeadersFunction;
}

/** The properties a route's `lazy` resolves to (React Router's): everything but its id, path and children. */
export type RouteProperties = Awaited<ReturnType<LazyRouteFunction<RouteObject>>>;

/**
 * A route module as React Router's route properties (for a route object, or its `lazy`): its loader,
 * action, view and error boundary (`ErrorBoundary`, the module's own or the one given), and its
 * `meta`, `headers` and `handle` kept in the route's `handle` for {@link renderRoute}. Its
 * `HydrateFallback` is not one of them: pages are never hydrated by the router, and React Router
 * would show it for a route without loader data (a page after a post, whose loader does not run).
 * A resource route module gives its loader and handle alone.
 */
export function routeProperties(module: RouteModule | ResourceRouteModule, fallback: { ErrorBoundary?: ComponentType } = {}): RouteProperties {
  if (isResourceRouteModule(module)) return { loader: module.loader, handle: { ...module.handle } satisfies RouteModuleHandle };
  const handle: RouteModuleHandle = { ...module.handle, meta: module.meta, headers: module.headers };
  return {
    loader: module.loader,
    action: module.action,
    Component: module.Component,
    ErrorBoundary: module.ErrorBoundary ?? fallback.ErrorBoundary,
    handle,
  };
}

/** A redirect a page's loader or action answered with. */
export interface RedirectAnswer {
  kind: 'redirect';
  status: number;
  location: string;
}

/** A page rendered on the server: what its route answered, and its view. */
export interface RenderedRoute extends StyledHtml {
  kind: 'page';
  /** 200; the status of a route error (404); 500 when a view failed to render. */
  status: number;
  /** The headers its route module's `headers` gave (`Cache-Control`, `Retry-After`). */
  headers: Headers;
  /** Its meta descriptors: the leaf route's, or on an error the root route's. */
  meta: MetaDescriptor[];
  /** The route handler's context of the render: matches, data, errors. */
  context: StaticHandlerContext;
  /** Whether a view failed to render and its route's error boundary shows in its place. */
  failed: boolean;
  /** What the view that failed threw, when one did (for the log; never shown). */
  renderError?: unknown;
}

/** How {@link renderRoute} renders. */
export interface RenderRouteOptions {
  /** Given to every loader and action as `context` (a `RouteContext`). */
  requestContext: unknown;
  /** The page's locale (BCP 47), its language's tag: numbers, the order of names, and the language its links are in. */
  locale: string;
}

/** The deepest match whose route has an error boundary: where a view that fails to render is caught. */
const boundaryOf = (context: StaticHandlerContext) => [...context.matches].reverse().find((match) => match.route.ErrorBoundary !== undefined || match.route.errorElement !== undefined);

/** The meta descriptors of the page `context` shows: on a route error the root route's, else the leaf route's. */
function metaOf(context: StaticHandlerContext): MetaDescriptor[] {
  const error: unknown = context.errors ? Object.values(context.errors)[0] : undefined;
  const match = error === undefined ? context.matches.at(-1) : context.matches[0];
  const meta = (match?.route.handle as RouteModuleHandle | undefined)?.meta;
  if (!match || !meta) return [];
  const loaderData: unknown = context.loaderData[match.route.id];
  const matches = context.matches.map((each) => ({ id: each.route.id, pathname: each.pathname, params: each.params, data: context.loaderData[each.route.id] as unknown, loaderData: context.loaderData[each.route.id] as unknown, handle: each.route.handle as unknown, meta: [] }));
  return meta({ data: loaderData, loaderData, params: match.params, location: context.location, matches, error }) ?? [];
}

/** The headers of the page `context` shows: its leaf route module's `headers` of its loader's, action's and error's. */
function headersOf(context: StaticHandlerContext): Headers {
  const leaf = context.matches.at(-1);
  const headers = (leaf?.route.handle as RouteModuleHandle | undefined)?.headers;
  if (!leaf || !headers) return new Headers();
  const id = leaf.route.id;
  const errorHeaders = context.errors ? Object.keys(context.errors).map((errorId) => context.loaderHeaders[errorId]).find(Boolean) : undefined;
  return new Headers(headers({ loaderHeaders: context.loaderHeaders[id] ?? new Headers(), actionHeaders: context.actionHeaders[id] ?? new Headers(), errorHeaders, parentHeaders: new Headers() }));
}

/**
 * Renders the page `request` asks for with `handler` (React Router's static handler), whole: its
 * route's loader (or, for a post, its action alone: the loaders' data is then `null`) runs with
 * `options.requestContext`, then the
 * matched routes render once with that data in the design system (`renderToString`, Emotion's
 * critical CSS). A view that throws while rendering is shown as its route's error boundary (the
 * page renders again with that route's error set; the failing view is not rendered again), status
 * 500. The page's meta and headers come from its route modules (`meta`, `headers`). Its links
 * (`href`) are in the page's language, the live language tagged `options.locale` (English for any other tag).
 * @returns the page, or the redirect its loader or action answered with.
 * @throws Error when the handler answers with a response that is not a redirect, or a view fails
 *   outside any error boundary.
 */
export function renderRoute(handler: StaticHandler, request: Request, options: RenderRouteOptions): Promise<RenderedRoute | RedirectAnswer> {
  return inPageLanguage(languageOfTag(options.locale), () => renderInLanguage(handler, request, options));
}

/** {@link renderRoute} within the page's language. */
async function renderInLanguage(handler: StaticHandler, request: Request, options: RenderRouteOptions): Promise<RenderedRoute | RedirectAnswer> {
  const queried = await handler.query(request, { requestContext: options.requestContext, skipRevalidation: request.method !== 'GET' && request.method !== 'HEAD' });
  if (queried instanceof Response) {
    const location = queried.headers.get('location');
    if (queried.status >= 300 && queried.status < 400 && location) return { kind: 'redirect', status: queried.status, location };
    throw new Error(`The route answered ${new URL(request.url).pathname} with a response of its own (${queried.status})`);
  }
  const view = (context: StaticHandlerContext) => <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />;
  // After a post the loaders do not run: their data is null (React Router renders no route whose loader data is missing).
  const notLoaded = Object.fromEntries(queried.matches.filter((match) => match.route.loader).map((match) => [match.route.id, null]));
  let context: StaticHandlerContext = { ...queried, loaderData: { ...notLoaded, ...queried.loaderData } };
  let rendered: StyledHtml;
  let renderError: { error: unknown } | undefined;
  try {
    rendered = renderStyled(view(context), options.locale);
  } catch (error) {
    const boundary = boundaryOf(context);
    if (!boundary) throw error;
    context = { ...context, statusCode: 500, errors: { ...context.errors, [boundary.route.id]: error } };
    rendered = renderStyled(view(context), options.locale);
    renderError = { error };
  }
  return { kind: 'page', status: context.statusCode, headers: headersOf(context), meta: metaOf(context), context, failed: renderError !== undefined, ...(renderError && { renderError: renderError.error }), ...rendered };
}
