/**
 * One route of the site: what the host knows of a page. Everything else (its data, view, head and
 * skeleton) is the route module's, owned by the remote that shows the page.
 */
export interface SiteRoute {
  /** Route id, also React Router's. */
  id: string;
  /** React Router path, e.g. `/country/:id`: the spelling a page answers under (another case or a trailing slash is redirected to it). */
  path: string;
  /** Its label in the site navigation, for the routes the header lists. */
  nav?: string;
  /** The route module, an exposed module of a remote's server build: `remote/routes/name`. */
  module: string;
}

/** The site's routes, in navigation order. Any other path is the error page with 404. */
export const SITE_ROUTES: readonly SiteRoute[] = [
  { id: 'home', path: '/', nav: 'Home', module: 'facts/routes/home' },
  { id: 'about', path: '/about', nav: 'About', module: 'facts/routes/about' },
  { id: 'countries', path: '/country', nav: 'Country', module: 'countries/routes/country-list' },
  { id: 'country', path: '/country/:id', module: 'countries/routes/country' },
  { id: 'contact', path: '/contact', nav: 'Contact', module: 'contact/routes/contact' },
];

/** The site navigation, in header order: the routes with a `nav` label. */
export const NAV_ITEMS = SITE_ROUTES.flatMap((route) => (route.nav ? [{ to: route.path, label: route.nav }] : []));
