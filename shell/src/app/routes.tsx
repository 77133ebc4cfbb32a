import { Loader } from '@worldatlas/design-system';
import { data, type LoaderFunction, type RouteObject } from '@worldatlas/routing';
import { Layout } from './Layout';
import { RouteErrorPage } from './RouteErrorPage';
import { SITE_ROUTES, type SiteRoute } from './route-table';
import { SitePage } from './SitePage';

/** The id of the route every page is under: its error element is the error page, and route errors are keyed by it. */
export const ROOT_ROUTE_ID = 'root';

/**
 * The router's routes, made from the route table. Any route error, unknown paths included, shows the
 * error page. `loaderFor` gives each route of the table its route loader: the server's loads the
 * page's remotes and data before rendering; in the browser the routes have none (each part of a page
 * loads its remote and data itself).
 */
export function createRoutes(loaderFor?: (route: SiteRoute) => LoaderFunction): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      element: <Layout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <Loader />,
      children: [
        ...SITE_ROUTES.map((route) => ({ id: route.id, path: route.path, element: <SitePage route={route} />, ...(loaderFor && { loader: loaderFor(route) }) })),
        {
          id: 'not-found',
          path: '*',
          element: null,
          loader: () => {
            throw data('Page not found', { status: 404 });
          },
        },
      ],
    },
  ];
}

/** The browser's routes. */
export const routes = createRoutes();
