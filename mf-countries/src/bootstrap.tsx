import { DEFAULT_RUNTIME_CONFIG } from '@worldatlas/contracts';
import { Container, Provider } from '@worldatlas/design-system';
import { createBrowserRouter, Outlet, RouterProvider, useParams } from '@worldatlas/routing';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CountryDetail } from './features/detail/CountryDetail';
import { CountryList } from './features/list/CountryList';

// This remote's own page, for developing it alone, against the API on its default local port.
const apiBaseUrl = DEFAULT_RUNTIME_CONFIG.apiBaseUrl;

function DetailPage() {
  return <CountryDetail apiBaseUrl={apiBaseUrl} name={useParams().id ?? ''} />;
}

const router = createBrowserRouter([
  {
    element: (
      <Container as="main" maxW="6xl" py="8">
        <Outlet />
      </Container>
    ),
    children: [
      { path: '/country/:id', element: <DetailPage /> },
      { path: '*', element: <CountryList apiBaseUrl={apiBaseUrl} /> },
    ],
  },
]);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <Provider>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
