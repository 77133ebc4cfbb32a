import { createStaticHandler, isRouteErrorResponse, Outlet, type RouteObject, useRouteError } from 'react-router';
import { type RedirectAnswer, type RenderedRoute, renderRoute, routeProperties } from './render-route';
import type { RouteContext, RouteModule } from './route-module';
import { setSiteRoutes } from './site-routes';

/** A route of a test's route table: its id and path, and its route module when the test renders it. */
export interface TestRoute {
  id: string;
  path: string;
  module?: RouteModule;
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
  setSiteRoutes(routes.map(({ id, path }) => ({ id, path, module: id })));
  const children = routes.flatMap(({ id, path, module }): RouteObject[] => (module ? [{ id, path, ...routeProperties(module) }] : []));
  const handler = createStaticHandler([{ id: 'root', Component: Outlet, ErrorBoundary: TestErrorPage, children }]);
  return renderRoute(handler, typeof request === 'string' ? new Request(new URL(request, 'http://localhost')) : request, { requestContext: context, locale });
}
