import type { RuntimeConfig } from '@worldatlas/contracts';
import { Provider } from '@worldatlas/design-system';
import { createBrowserRouter, isRouteErrorResponse, RouterProvider } from '@worldatlas/routing';
import { RuntimeConfigContext } from './runtime-config-context';
import { routes } from './routes';

const router = createBrowserRouter(routes);

/**
 * Logs a route's loader or render error once, with the component stack of a render error. A route
 * error response (404 "Page not found", "Country not found") is an answer the error page shows, not
 * a defect: it is not logged.
 */
export function reportRouteError(error: unknown, info?: { errorInfo?: { componentStack?: string | null } }): void {
  if (!isRouteErrorResponse(error)) console.error('Unexpected error on this page', error, info?.errorInfo?.componentStack ?? '');
}

/** The whole site: design system, runtime configuration and the router. */
export function App({ config }: { config: RuntimeConfig }) {
  return (
    <Provider>
      <RuntimeConfigContext.Provider value={config}>
        <RouterProvider router={router} onError={reportRouteError} />
      </RuntimeConfigContext.Provider>
    </Provider>
  );
}
