import { data, type RouteObject } from '@worldatlas/routing';
import { Layout } from './Layout';
import { RouteErrorPage } from './RouteErrorPage';
import { SITE_ROUTES, type SiteRoute } from './route-table';

/** The id of the route every page is under: its error boundary is the error page, and route errors are keyed by it. */
export const ROOT_ROUTE_ID = 'root';

/** What a route of the table becomes when its module is loaded: React Router's lazy route properties. */
export type LoadRouteModule = (route: SiteRoute) => NonNullable<Exclude<RouteObject['lazy'], Record<string, unknown>>>;

/**
 * The router's routes, made from the route table: every page inside the site's layout, each route's
 * module (loader, action, view, head) loaded lazily by `load` (through the federation runtime), and
 * any other path the error page with 404.
 */
export function createRoutes(load: LoadRouteModule): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      Component: Layout,
      ErrorBoundary: RouteErrorPage,
      children: [
        ...SITE_ROUTES.map((route): RouteObject => ({ id: route.id, path: route.path, lazy: load(route) })),
        {
          id: 'not-found',
          path: '*',
          // Never shown: its loader always throws, and the error page renders in its place.
          Component: () => null,
          loader: () => {
            throw data('Page not found', { status: 404 });
          },
        },
      ],
    },
  ];
}
