import { isRouteErrorResponse, type StyledHtml, useRouteError } from '@worldatlas/routing';
import { ErrorContent } from '../app/RouteErrorPage';
import { RouteUnavailable } from './RouteUnavailable';

/**
 * A route's error boundary, the host's for every route module without its own: a route error (a
 * loader's `data(…, { status })`: "Country not found") shows the site's error content in the page;
 * anything else (the view threw while rendering) shows the route's outline with a message that the
 * page could not be shown, and nothing of the error.
 */
export function RouteBoundary({ outline }: { outline?: StyledHtml }) {
  const error = useRouteError();
  return isRouteErrorResponse(error) ? <ErrorContent /> : <RouteUnavailable outline={outline} />;
}
