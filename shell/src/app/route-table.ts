import { defineMessages } from '@worldatlas/i18n';
import type { SiteRoute } from '@worldatlas/routing';

/** The header's navigation labels, messages of the host's. */
const NAV = defineMessages({
  home: { id: 'shell.nav.home', defaultMessage: 'Home', description: 'The header’s link to the landing page.' },
  about: { id: 'shell.nav.about', defaultMessage: 'About', description: 'The header’s link to the about page.' },
  countries: { id: 'shell.nav.countries', defaultMessage: 'Country', description: 'The header’s link to the list of countries.' },
  compare: { id: 'shell.nav.compare', defaultMessage: 'Compare', description: 'The header’s link to the page that compares countries.' },
  contact: { id: 'shell.nav.contact', defaultMessage: 'Contact', description: 'The header’s link to the contact form.' },
});

/**
 * The site's routes, in navigation order: each route's id (what pages link to it by: `href('country',
 * { id })`), its path, its navigation label (a message) and the route module that shows it. Everything else (its
 * data, view, meta and outline) is the route module's, owned by the remote that shows the page. Any
 * other path is the error page with 404.
 */
export const SITE_ROUTES: readonly SiteRoute[] = [
  { id: 'home', path: '/', nav: NAV.home, module: 'facts/routes/home' },
  { id: 'about', path: '/about', nav: NAV.about, module: 'facts/routes/about' },
  { id: 'countries', path: '/country', nav: NAV.countries, module: 'countries/routes/country-list' },
  { id: 'country', path: '/country/:id', module: 'countries/routes/country' },
  // A resource route: a country's preview card (PNG), not a page.
  { id: 'country-card', path: '/country/:id/card.png', module: 'countries/routes/country-card' },
  { id: 'compare', path: '/compare', nav: NAV.compare, module: 'compare/routes/compare' },
  { id: 'contact', path: '/contact', nav: NAV.contact, module: 'contact/routes/contact' },
];
