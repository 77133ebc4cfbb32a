import { render, type RenderResult } from '@testing-library/react';
import { Provider } from '@worldatlas/design-system';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

/** Renders `routes` at `path` inside the design-system Provider and a memory router; returns the router too. */
export function renderRoutes(routes: RouteObject[], path = '/'): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <Provider>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...result, router };
}

/** Renders one element at `/` inside the Provider and a router. */
export function renderWithRouter(element: ReactElement): RenderResult {
  return renderRoutes([{ path: '*', element }]);
}
