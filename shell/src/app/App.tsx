import type { RuntimeConfig } from '@worldatlas/contracts';
import { useEffect } from 'react';
import { type createBrowserRouter, isRouteErrorResponse, RouterProvider } from '@worldatlas/routing';
import type { PageData } from './page-data';
import { SiteProviders } from './SiteProviders';

/**
 * Logs a route's loader or render error once, with the component stack of a render error. A route
 * error response (404 "Page not found", "Country not found") is an answer the error page shows, not
 * a defect: it is not logged.
 */
export function reportRouteError(error: unknown, info?: { errorInfo?: { componentStack?: string | null } }): void {
  if (!isRouteErrorResponse(error)) console.error('Unexpected error on this page', error, info?.errorInfo?.componentStack ?? '');
}

/** Props of {@link App}. */
export interface AppProps {
  config: RuntimeConfig;
  /** The browser router (made with the page's router errors as its hydration data). */
  router: ReturnType<typeof createBrowserRouter>;
  /** What the server rendered the page with; undefined when the browser renders the page alone. */
  page?: PageData;
}

/**
 * Marks the page as live once React has taken it over (`<html data-live>`): after the hydration of a
 * page the server rendered, or the first render of one the browser renders. For monitors and tests.
 */
function LiveMark() {
  useEffect(() => {
    document.documentElement.dataset.live = '';
  }, []);
  return null;
}

/** The whole site in the browser: design system, runtime configuration, page data and the router. */
export function App({ config, router, page }: AppProps) {
  return (
    <SiteProviders config={config} page={page}>
      <RouterProvider router={router} onError={reportRouteError} />
      <LiveMark />
    </SiteProviders>
  );
}
