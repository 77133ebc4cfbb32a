import { Loader } from '@worldatlas/design-system';
import { data, type RouteObject } from '@worldatlas/routing';
import { Layout } from './Layout';
import { RouteErrorPage } from './RouteErrorPage';
import { AboutRoute } from './routes/AboutRoute';
import { ContactRoute } from './routes/ContactRoute';
import { CountryDetailRoute } from './routes/CountryDetailRoute';
import { CountryListRoute } from './routes/CountryListRoute';
import { HomeRoute } from './routes/HomeRoute';
import { ROUTE_PATHS } from '../preload/route-preloads';

/** The site's routes (SPEC §2). Any route error, unknown paths included, shows the error page. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <Loader />,
    children: [
      { path: ROUTE_PATHS.home, element: <HomeRoute /> },
      { path: ROUTE_PATHS.about, element: <AboutRoute /> },
      { path: ROUTE_PATHS.countryList, element: <CountryListRoute /> },
      { path: ROUTE_PATHS.country, element: <CountryDetailRoute /> },
      { path: ROUTE_PATHS.contact, element: <ContactRoute /> },
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
