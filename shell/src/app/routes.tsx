import { defineMessages, type Message } from '@worldatlas/i18n';
import { data, type RouteContext, type RouteObject, type RouteModuleHandle, type SiteRoute } from '@worldatlas/routing';
import { intlFor } from '../i18n';
import { Layout } from './Layout';
import { errorMeta, RouteErrorPage } from './RouteErrorPage';
import { SITE_ROUTES } from './route-table';

/** The id of the route of every path the table does not have. */
export const NOT_FOUND_ROUTE_ID = 'not-found';

/** The id of the route whose optional first segment (`lang`) is the page's language, above every page. */
const LANGUAGE_ROUTE_ID = 'lang';

/** Loads a route's module as React Router's lazy route properties. */
export type LoadRouteModule = (route: SiteRoute) => NonNullable<Exclude<RouteObject['lazy'], Record<string, unknown>>>;

const MESSAGES = defineMessages({
  notFound: { id: 'shell.error.notFound', defaultMessage: 'Page not found', description: 'The 404 page’s text: no page has this address.' },
});

/** The route table's `route` under the language route: its path relative (`country/:id`), the home page its index. */
const inAnyLanguage = (route: SiteRoute, load: LoadRouteModule): RouteObject =>
  route.path === '/' ? { id: route.id, index: true, lazy: load(route) } : { id: route.id, path: route.path.slice(1), lazy: load(route) };

/**
 * The router's routes from the route table: every page inside the site's layout, under one route
 * whose optional first segment is the page's language (`/fr/country/Nepal`: `lang` is `fr`; English
 * pages have none), each route's module loaded lazily by `load`; any other path the 404 error page.
 * Whether `lang` names a live language is the renderer's to check (`resolveRoute`).
 */
export function createRoutes(load: LoadRouteModule, routes: readonly SiteRoute[] = SITE_ROUTES): RouteObject[] {
  const pages: RouteObject = { id: LANGUAGE_ROUTE_ID, path: ':lang?', children: routes.map((route) => inAnyLanguage(route, load)) };
  return underLayout([pages, errorRoute(NOT_FOUND_ROUTE_ID, 404, MESSAGES.notFound)]);
}

/** The routes of the 404 page, whatever the path: an address that names no live language (`/zz`). */
export const notFoundRoutes = (): RouteObject[] => refusalRoutes(404, MESSAGES.notFound);

/** The routes of an error page the render server answers itself (`status`, saying `text` in the page's language), whatever the path. */
export const refusalRoutes = (status: number, text: Message): RouteObject[] => underLayout([errorRoute('refused', status, text)]);

/** `children` under the site's layout, with the error page as their boundary and meta. */
const underLayout = (children: RouteObject[]): RouteObject[] => [{ id: 'root', Component: Layout, ErrorBoundary: RouteErrorPage, handle: { meta: errorMeta } satisfies RouteModuleHandle, children }];

/** A route of any path whose loader throws a route error (`status`, `text` in the page's language: `context.locale`), which the error page shows. */
const errorRoute = (id: string, status: number, text: Message): RouteObject => ({
  id,
  path: '*',
  Component: () => null,
  loader: ({ context }) => {
    throw data(intlFor((context as RouteContext).locale).formatMessage(text), { status });
  },
});
