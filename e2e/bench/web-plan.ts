/**
 * What `npm run bench:web` (web-bench.ts) measures: the routes it loads and when each is ready, the
 * links it clicks, the devices it loads them on, and how many runs (BENCH_RUNS, BENCH_PHONE,
 * BENCH_ROUTES).
 */
import type { Page } from '@playwright/test';
import type { LinkToClick, ReadyCondition } from './page-metrics';

/** Interleaved cold loads per route, row and device, and clicks per journey (BENCH_RUNS, 5). */
export const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** Whether the phone pass runs (BENCH_PHONE=0 leaves it out). */
export const PHONE = process.env.BENCH_PHONE !== '0';
/** A country's card on the list. */
export const CARD = 'article';

/** A route: its path on the site and on the baseline, and when it counts as ready. */
export interface Route {
  label: string;
  path: string;
  staticPath: string;
  ready: ReadyCondition;
  /** A page the `before` checkout may not have: that row skips it (its figures show as NaN). */
  newPage?: boolean;
  /** What a visitor does to start the islands that wait for them: the script that costs is measured too. */
  use?: (page: Page) => Promise<void>;
}

/** Whether `row` measures `route`: every row but `before` for a new page. */
export const measures = (row: { name: string }, route: Route) => !(row.name === 'before' && route.newPage);

/** Every route a row can load, in the report's order. */
const ALL_ROUTES: readonly Route[] = [
  { label: '/', path: '/', staticPath: '/home.html', ready: { heading: 'Explore the World, One Country at a Time.' } },
  { label: '/about', path: '/about', staticPath: '/about.html', ready: { heading: 'Interesting Facts', count: { selector: 'h2', count: 8 } } },
  { label: '/country', path: '/country', staticPath: '/country.html', ready: { heading: 'Countries of the world', count: { selector: CARD, count: 250 } } },
  { label: '/country/Nepal', path: '/country/Nepal', staticPath: '/country-nepal.html', ready: { heading: 'Nepal', term: 'Population' } },
  // Every country a link on the map (with an href: a muted country is an `<a>` without one).
  { label: '/country?view=map', path: '/country?view=map', staticPath: '/country-map.html', ready: { heading: 'Countries of the world', count: { selector: 'svg[role="group"] a[href]', count: 250 } } },
  { label: '/contact', path: '/contact', staticPath: '/contact.html', ready: { heading: 'Contact Us' } },
  {
    label: '/compare',
    path: '/compare?countries=NPL,CHE',
    staticPath: '/compare.html',
    ready: { heading: 'Nepal vs Switzerland' },
    newPage: true,
    use: (page) => page.getByRole('combobox', { name: 'Country to add' }).focus(),
  },
  // The same pages in French and in Arabic (right to left): new pages to a checkout before the languages.
  { label: '/fr', path: '/fr', staticPath: '/fr-home.html', ready: { heading: 'Explorez le monde' }, newPage: true },
  { label: '/fr/country', path: '/fr/country', staticPath: '/fr-country.html', ready: { heading: 'Les pays du monde', count: { selector: CARD, count: 250 } }, newPage: true },
  { label: '/fr/country/Nepal', path: '/fr/country/Nepal', staticPath: '/fr-country-nepal.html', ready: { heading: 'Népal', term: 'Population' }, newPage: true },
  { label: '/ar', path: '/ar', staticPath: '/ar-home.html', ready: { heading: 'استكشف العالم' }, newPage: true },
  { label: '/ar/country', path: '/ar/country', staticPath: '/ar-country.html', ready: { heading: 'دول العالم', count: { selector: CARD, count: 250 } }, newPage: true },
  { label: '/ar/country/Nepal', path: '/ar/country/Nepal', staticPath: '/ar-country-nepal.html', ready: { heading: 'نيبال', term: 'عدد السكان' }, newPage: true },
];
const routeOf = (label: string): Route => ALL_ROUTES.find((route) => route.label === label) as Route;
/** The labels BENCH_ROUTES names (comma-separated, e.g. `/,/contact`), or every route's. */
const CHOSEN = process.env.BENCH_ROUTES?.split(',') ?? ALL_ROUTES.map((route) => route.label);
/** The routes each row loads: those BENCH_ROUTES names, or all. */
export const ROUTES = ALL_ROUTES.filter((route) => CHOSEN.includes(route.label));

/** A click on a link: the page it starts on, the link, and the next page's level-1 heading. */
export interface Journey {
  label: string;
  from: Route;
  link: LinkToClick;
  heading: string;
}

/** The clicks measured in each live row: those from a route of {@link ROUTES}. */
export const JOURNEYS: readonly Journey[] = [
  { label: '/ → /country (Start Exploring)', from: routeOf('/'), link: { selector: 'a', text: 'Start Exploring' }, heading: 'Countries of the world' },
  { label: '/about → /contact (footer)', from: routeOf('/about'), link: { selector: 'footer a[href="/contact"]' }, heading: 'Contact Us' },
  { label: '/country → Afghanistan (Read More)', from: routeOf('/country'), link: { selector: 'a[href="/country/Afghanistan"]', text: 'Read More' }, heading: 'Afghanistan' },
  { label: 'Nepal → /country (Go Back)', from: routeOf('/country/Nepal'), link: { selector: 'a', text: 'Go Back' }, heading: 'Countries of the world' },
].filter((trip) => ROUTES.includes(trip.from));
/** How long the pointer rests on a link before the click (desktop), and a tap's touch (phone), ms. */
export const HOVER_MS = 300;
export const TAP_MS = 100;

/** How a load is made: a desktop window, or a phone's size with its CPU slowed down. */
export type Device = 'desktop' | 'phone';
/** The devices each route is loaded on: a desktop window, then a phone unless BENCH_PHONE=0. */
export const DEVICES: readonly Device[] = PHONE ? ['desktop', 'phone'] : ['desktop'];
