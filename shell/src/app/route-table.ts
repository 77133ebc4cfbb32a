import type { SiteRoute } from '@worldatlas/routing';

/**
 * The site's routes, in navigation order: each route's id (what pages link to it by: `href('country',
 * { id })`), its path, its navigation label and the route module that shows it. Everything else (its
 * data, view, meta and outline) is the route module's, owned by the remote that shows the page. Any
 * other path is the error page with 404.
 */
export const SITE_ROUTES: readonly SiteRoute[] = [
  { id: 'home', path: '/', nav: 'Home', module: 'facts/routes/home' },
  { id: 'about', path: '/about', nav: 'About', module: 'facts/routes/about' },
  { id: 'countries', path: '/country', nav: 'Country', module: 'countries/routes/country-list' },
  { id: 'country', path: '/country/:id', module: 'countries/routes/country' },
  // A resource route: a country's preview card (PNG), not a page.
  { id: 'country-card', path: '/country/:id/card.png', module: 'countries/routes/country-card' },
  { id: 'compare', path: '/compare', nav: 'Compare', module: 'compare/routes/compare' },
  { id: 'contact', path: '/contact', nav: 'Contact', module: 'contact/routes/contact' },
];

/** The site navigation, in header order: the routes with a `nav` label. */
export const NAV_ITEMS = SITE_ROUTES.flatMap((route) => (route.nav ? [{ to: route.path, label: route.nav }] : []));
