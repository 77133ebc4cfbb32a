import { data, type RouteObject, type RouteModuleHandle, type SiteRoute } from '@worldatlas/routing';
import { Layout } from './Layout';
import { errorMeta, RouteErrorPage } from './RouteErrorPage';
import { SITE_ROUTES } from './route-table';

/** The id of the route of every path the table does not have. */
export const NOT_FOUND_ROUTE_ID = 'not-found';

/** Loads a route's module as React Router's lazy route properties. */
export type LoadRouteModule = (route: SiteRoute) => NonNullable<Exclude<RouteObject['lazy'], Record<string, unknown>>>;

/** The router's routes from the route table: every page inside the site's layout, each route's module loaded lazily by `load`, any other path the 404 error page. */
export function createRoutes(load: LoadRouteModule, routes: readonly SiteRoute[] = SITE_ROUTES): RouteObject[] {
  return underLayout([...routes.map((route): RouteObject => ({ id: route.id, path: route.path, lazy: load(route) })), errorRoute(NOT_FOUND_ROUTE_ID, 404, 'Page not found')]);
}

/** The routes of an error page the render server answers itself (`status`, saying `text`), whatever the path. */
export const refusalRoutes = (status: number, text: string): RouteObject[] => underLayout([errorRoute('refused', status, text)]);

/** `children` under the site's layout, with the error page as their boundary and meta. */
const underLayout = (children: RouteObject[]): RouteObject[] => [{ id: 'root', Component: Layout, ErrorBoundary: RouteErrorPage, handle: { meta: errorMeta } satisfies RouteModuleHandle, children }];

/** A route of any path whose loader throws a route error (`status`, `text`), which the error page shows. */
const errorRoute = (id: string, status: number, text: string): RouteObject => ({
  id,
  path: '*',
  Component: () => null,
  loader: () => {
    throw data(text, { status });
  },
});
