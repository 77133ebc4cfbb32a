import { createStaticHandler, renderRoute, type RouteObject, setSiteRoutes, type StaticHandlerContext } from '@worldatlas/routing';
import type { ReactElement } from 'react';
import { SITE_ROUTES } from '../app/route-table';

// Links are spelt from the host's route table, as the renderer sets it at start.
setSiteRoutes(SITE_ROUTES);

/**
 * Renders `routes` at `path` as the render server renders a page (`renderRoute`: the route's loader,
 * then the routes once in the design system) and puts its HTML into the document: plain HTML, no
 * script running but what the test runs, in the language tagged `locale` (its views' `useLocale()`,
 * its loaders' `context.locale`).
 * @returns the document's body holding the page, and the handler's context of the render (status, errors).
 * @throws Error when the route answered with a redirect.
 */
export async function renderRoutes(routes: RouteObject[], path = '/', locale = 'en-US'): Promise<{ container: HTMLElement; context: StaticHandlerContext }> {
  const page = await renderRoute(createStaticHandler(routes), new Request(new URL(path, 'http://localhost')), { requestContext: { locale }, locale });
  if (page.kind === 'redirect') throw new Error(`${path} answered a ${page.status} redirect to ${page.location}`);
  document.body.innerHTML = page.html;
  return { container: document.body, context: page.context };
}

/** Renders one element at `path` as {@link renderRoutes} does (a route of any path). */
export const renderAt = (element: ReactElement, path = '/') => renderRoutes([{ path: '*', element }], path);
