import { Loader } from '@worldatlas/design-system';
import { data, type RouteObject } from '@worldatlas/routing';
import { Layout } from './Layout';
import { RouteErrorPage } from './RouteErrorPage';
import { SITE_ROUTES } from './route-table';
import { SitePage } from './SitePage';

/** The router's routes, made from the route table. Any route error, unknown paths included, shows the error page. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <Loader />,
    children: [
      ...SITE_ROUTES.map((route) => ({ id: route.id, path: route.path, element: <SitePage route={route} /> })),
      {
        path: '*',
        element: null,
        loader: () => {
          throw data('Page not found', { status: 404 });
        },
      },
    ],
  },
];
