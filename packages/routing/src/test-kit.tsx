import { createStaticHandler, isRouteErrorResponse, Outlet, type RouteObject, type StaticHandler, useRouteError } from 'react-router';
import { type RedirectAnswer, type RenderedRoute, renderRoute, routeProperties } from './render-route';
import { answerResourceRoute, type ResourceAnswer, type ResourceRouteModule, resourceRouteOf } from './resource-route';
import type { RouteContext, RouteModule } from './route-module';
import { setSiteRoutes } from './site-routes';

/** A route of a test's route table: its id and path, and its route module when the test renders it. */
export interface TestRoute {
  id: string;
  path: string;
  module?: RouteModule | ResourceRouteModule;
}

/** Stands for the host's error page in a remote's tests: a route error's status and text. */
function TestErrorPage() {
  const error = useRouteError();
  return <p role="alert">{isRouteErrorResponse(error) ? `${error.status} ${String(error.data)}` : 'unexpected error'}</p>;
}

/** What {@link renderTestPage} renders with. */
export interface TestPageOptions {
  /** The loaders' and actions' `context`, as the render server gives it. */
  context: RouteContext;
  /** The page's locale (BCP 47); `context.locale` by default. */
  locale?: string;
}

/**
 * Renders `request` (a URL or path on `http://localhost`, or a `Request`) with `routes` as the
 * render server does, through the same pipeline (`renderRoute`): the routes under a root whose error
 * boundary stands for the host's error page, `routes` made the route table `href` spells links from,
 * and each route's error boundary its module's own or none.
 * @returns the page (status, headers, meta, HTML, styles) or the redirect its route answered with.
 */
export function renderTestPage(routes: readonly TestRoute[], request: Request | string, { context, locale = context.locale }: TestPageOptions): Promise<RenderedRoute | RedirectAnswer> {
  return renderRoute(testHandler(routes), asRequest(request), { requestContext: context, locale });
}

/**
 * Asks for the resource route of `request` (a URL or path on `http://localhost`, or a `Request`)
 * with `routes` as the render server does (`resourceRouteOf`, then `answerResourceRoute`).
 * @returns its answer (status, headers, bytes) or the redirect it gave.
 * @throws Error when `request` asks for a page, not a resource route.
 */
export async function requestTestResource(routes: readonly TestRoute[], request: Request | string, { context }: Pick<TestPageOptions, 'context'>): Promise<ResourceAnswer | RedirectAnswer> {
  const handler = testHandler(routes);
  const asked = asRequest(request);
  const routeId = await resourceRouteOf(handler, asked);
  if (routeId === undefined) throw new Error('The request asks for a page, not a resource route');
  return answerResourceRoute(handler, asked, routeId, context);
}

const asRequest = (request: Request | string) => (typeof request === 'string' ? new Request(new URL(request, 'http://localhost')) : request);

/** The handler of `routes` under a root whose error boundary stands for the host's error page; `routes` made the route table `href` spells links from. */
function testHandler(routes: readonly TestRoute[]): StaticHandler {
  setSiteRoutes(routes.map(({ id, path }) => ({ id, path, module: id })));
  const children = routes.flatMap(({ id, path, module }): RouteObject[] => (module ? [{ id, path, ...routeProperties(module) }] : []));
  return createStaticHandler([{ id: 'root', Component: Outlet, ErrorBoundary: TestErrorPage, children }]);
}
