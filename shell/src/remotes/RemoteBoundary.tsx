import { ErrorNotice } from '@worldatlas/design-system';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { isRouteErrorResponse, useLocation } from '@worldatlas/routing';

/** Props of {@link RemoteBoundary}. */
export interface RemoteBoundaryProps {
  /** What the visitor calls this part of the page ("country list"), for the message. */
  name: string;
  /** Called when the boundary resets (Retry pressed, or the visitor moved to another path). */
  onReset: () => void;
  children: ReactNode;
}

/**
 * Error boundary around one remote: a failure to load or render it shows a message and Retry in its
 * place, and the rest of the page stays. It resets when the path changes, so a failure on one
 * country's page does not stick to the next. A route error a remote throws on purpose (404
 * "Country not found") passes on to the router's error page.
 */
export function RemoteBoundary({ name, onReset, children }: RemoteBoundaryProps) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKeys={[pathname]}
      onReset={onReset}
      onError={(error, info) => {
        if (!isRouteErrorResponse(error)) console.error(`The ${name} section could not be loaded`, error, info.componentStack);
      }}
      fallbackRender={({ error, resetErrorBoundary }) => {
        if (isRouteErrorResponse(error)) throw error;
        return (
          <ErrorNotice
            title={`The ${name} section could not be loaded`}
            description="Check your connection and try again. The rest of the site still works."
            onRetry={resetErrorBoundary}
          />
        );
      }}
    >
      {children}
    </ErrorBoundary>
  );
}
