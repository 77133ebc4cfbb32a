import { render, type RenderResult } from '@testing-library/react';
import { Provider } from '@worldatlas/design-system';
import type { ReactElement } from 'react';
import { createMemoryRouter, isRouteErrorResponse, RouterProvider, useRouteError } from 'react-router';
import { SWRConfig } from 'swr';

/** The real countries-api started for these tests (test/start-api.js). */
export const API = process.env.TEST_API_BASE_URL ?? 'http://127.0.0.1:4000';
/** A base URL where nothing listens: every request fails as when the API is down. */
export const DOWN_API = 'http://127.0.0.1:9';

/**
 * Renders `element` at `path` inside the design-system Provider, a memory router (with an error
 * element that shows route errors) and a fresh SWR cache. Returns the router too.
 */
export function renderAt(element: ReactElement, path = '/country') {
  const router = createMemoryRouter(
    [{ path: '*', element, errorElement: <RouteErrorText /> }],
    { initialEntries: [path] },
  );
  const result: RenderResult = render(
    <Provider>
      <SWRConfig value={{ provider: () => new Map() }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </Provider>,
  );
  return { ...result, router };
}


/** Stands for the host's error page: shows a route error's status and text. */
function RouteErrorText() {
  const error = useRouteError();
  return <p role="alert">{isRouteErrorResponse(error) ? `${error.status} ${String(error.data)}` : 'unexpected error'}</p>;
}
