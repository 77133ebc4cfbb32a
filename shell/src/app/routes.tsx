import { data, type RouteObject, type RouteModuleHandle, type SiteRoute } from '@worldatlas/routing';
import { Layout } from './Layout';
import { errorMeta, RouteErrorPage } from './RouteErrorPage';
import { SITE_ROUTES } from './route-table';

/** The id of the route every page is under: its error boundary is the error page, and its meta the error page's. */
const ROOT_ROUTE_ID = 'root';
/** The id of the route of every path the table does not have. */
export const NOT_FOUND_ROUTE_ID = 'not-found';

/** What a route of the table becomes when its module is loaded: React Router's lazy route properties. */
export type LoadRouteModule = (route: SiteRoute) => NonNullable<Exclude<RouteObject['lazy'], Record<string, unknown>>>;

const rootHandle: RouteModuleHandle = { meta: errorMeta };

/**
 * The router's routes, made from the route table: every page inside the site's layout, each route's module (loader, action, view, meta) loaded lazily
 * by `load` (through the federation runtime), and any other path the error page with 404.
 */
export function createRoutes(load: LoadRouteModule, routes: readonly SiteRoute[] = SITE_ROUTES): RouteObject[] {
  return underLayout([...routes.map((route): RouteObject => ({ id: route.id, path: route.path, lazy: load(route) })), errorRoute(NOT_FOUND_ROUTE_ID, 404, 'Page not found')]);
}

/** The routes of an error page the render server answers itself (`status`, saying `text`), whatever the path: the site's layout and error page. */
export const refusalRoutes = (status: number, text: string): RouteObject[] => underLayout([errorRoute('refused', status, text)]);

/** `children` under the route every page is under: the site's layout, the error page as its boundary and meta. */
const underLayout = (children: RouteObject[]): RouteObject[] => [{ id: ROOT_ROUTE_ID, Component: Layout, ErrorBoundary: RouteErrorPage, handle: rootHandle, children }];

/** A route of any path whose loader throws a route error (`status`, `text`): the error page renders in its place. */
const errorRoute = (id: string, status: number, text: string): RouteObject => ({
  id,
  path: '*',
  Component: () => null,
  loader: () => {
    throw data(text, { status });
  },
});
