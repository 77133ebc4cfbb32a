import { Loader } from '@worldatlas/design-system';
import { data, type RouteObject } from 'react-router-dom';
import { Layout } from './Layout';
import { RouteErrorPage } from './RouteErrorPage';
import { AboutRoute } from './routes/AboutRoute';
import { ContactRoute } from './routes/ContactRoute';
import { CountryDetailRoute } from './routes/CountryDetailRoute';
import { CountryListRoute } from './routes/CountryListRoute';
import { HomeRoute } from './routes/HomeRoute';

/** The site's routes (SPEC §2). Any route error, unknown paths included, shows the error page. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <Loader />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: 'about', element: <AboutRoute /> },
      { path: 'country', element: <CountryListRoute /> },
      { path: 'country/:id', element: <CountryDetailRoute /> },
      { path: 'contact', element: <ContactRoute /> },
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
