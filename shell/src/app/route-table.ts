import { EXPOSED, type ExposedModuleId, type ExposedModuleProps, type PageHead, type RuntimeConfig } from '@worldatlas/contracts';
import type { LoaderShape } from '@worldatlas/design-system';

/** What a page is made from: its path parameters and the runtime configuration. */
export interface PageContext {
  /** Path parameters, decoded (`{ id: 'Nepal' }`). */
  params: Readonly<Record<string, string | undefined>>;
  config: RuntimeConfig;
}

/** One part of a page that a remote's exposed module shows. */
export interface RemoteArea<Id extends ExposedModuleId = ExposedModuleId> {
  /** The exposed module, `remote/module`; its route loader, if it has one, is in `EXPOSED_LOADERS`. */
  module: Id;
  /** What the visitor calls this part of the page ("country list"), for its loading and error texts. */
  name: string;
  /** The skeleton that holds the part's place while it loads. */
  skeleton: LoaderShape;
  /** The module's props on a page. */
  props: (page: PageContext) => ExposedModuleProps[Id];
}

/** A page's title and description. */
export type PageText = Required<Pick<PageHead, 'title' | 'description'>>;

/** One route of the site: everything the host knows of it, in one place. */
export interface SiteRoute {
  /** Route id, also the router's. */
  id: string;
  /** React Router path, e.g. `/country/:id`. */
  path: string;
  /** Its label in the site navigation, for the routes the header lists. */
  nav?: string;
  /** The page's title and description; `found` is what its route loaders found (a country's name). */
  text: (page: PageContext & { found?: PageHead }) => PageText;
  /** The parts of the page, in order, each from a remote. */
  areas: readonly RemoteArea[];
  /** The error page's text when a route loader finds nothing at this address (404), e.g. "Country not found". */
  notFound?: string;
  /** The page's canonical path, when another address may show it (`/country/nepal` is `/country/Nepal`); the route's path otherwise. */
  canonicalPath?: (page: PageContext & { found?: PageHead }) => string | undefined;
}

/** A part of a page, typed by its module's props. */
const area = <Id extends ExposedModuleId>(definition: RemoteArea<Id>) => definition as unknown as RemoteArea;

const facts = (title: string, headingLevel: 1 | 2) =>
  area({ module: EXPOSED.facts, name: 'interesting facts', skeleton: 'facts', props: () => ({ title, headingLevel }) });

/** The site's routes, in navigation order. Any other path is the error page with 404. */
export const SITE_ROUTES: readonly SiteRoute[] = [
  {
    id: 'home',
    path: '/',
    nav: 'Home',
    text: () => ({
      title: 'WorldAtlas · Explore the World, One Country at a Time',
      description: 'Explore every country of the world: flags, capitals, populations, languages and currencies, and interesting facts.',
    }),
    areas: [area({ module: EXPOSED.hero, name: 'welcome', skeleton: 'hero', props: () => ({}) }), facts('Interesting Facts', 2)],
  },
  {
    id: 'about',
    path: '/about',
    nav: 'About',
    text: () => ({
      title: 'About · WorldAtlas',
      description: "Interesting facts about the world's countries: Mount Everest, the Pyramids of Giza, the Great Barrier Reef and more.",
    }),
    areas: [facts("Here are the Interesting Facts we're proud of", 1)],
  },
  {
    id: 'countries',
    path: '/country',
    nav: 'Country',
    text: () => ({
      title: 'Countries · WorldAtlas',
      description: 'Every country and territory of the world, searchable by name and filtered by region, as cards or on a world map.',
    }),
    areas: [area({ module: EXPOSED.countryList, name: 'country list', skeleton: 'list', props: ({ config }) => ({ apiBaseUrl: config.apiBaseUrl }) })],
  },
  {
    id: 'country',
    path: '/country/:id',
    notFound: 'Country not found',
    canonicalPath: ({ found }) => (found?.title ? `/country/${encodeURIComponent(found.title)}` : undefined),
    text: ({ params, found }) => ({
      title: `${found?.title ?? params.id ?? ''} · WorldAtlas`,
      description: found?.description ?? `${params.id ?? ''}: flag, capital, population, languages and currencies.`,
    }),
    areas: [
      area({
        module: EXPOSED.countryDetail,
        name: 'country details',
        skeleton: 'country',
        props: ({ config, params }) => ({ apiBaseUrl: config.apiBaseUrl, name: params.id ?? '' }),
      }),
    ],
  },
  {
    id: 'contact',
    path: '/contact',
    nav: 'Contact',
    text: () => ({ title: 'Contact · WorldAtlas', description: 'Write to the WorldAtlas team.' }),
    areas: [area({ module: EXPOSED.contactForm, name: 'contact form', skeleton: 'form', props: () => ({}) })],
  },
];

/** The site navigation, in header order: the routes with a `nav` label. */
export const NAV_ITEMS = SITE_ROUTES.flatMap((route) => (route.nav ? [{ to: route.path, label: route.nav }] : []));

/**
 * `pathname`'s parameters for a route `path` of static segments and `:name` parameters (React
 * Router's syntax for them), decoded; `undefined` when it does not match, or an escape in it is
 * malformed. The host's entry matches with it before any shared library (React, the router) has
 * loaded; everything later uses the router's own matching.
 */
function matchRoutePath(path: string, pathname: string): Record<string, string> | undefined {
  const want = path.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of want.entries()) {
    const value = have[index] ?? '';
    if (!segment.startsWith(':')) {
      if (segment !== value) return undefined;
      continue;
    }
    try {
      params[segment.slice(1)] = decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return params;
}

/**
 * The route that `pathname` (e.g. `/country/C%C3%B4te%20d'Ivoire`) shows, with its decoded
 * parameters, or `undefined` for any other path (the 404 page).
 */
export function matchSiteRoute(pathname: string): { route: SiteRoute; params: Record<string, string> } | undefined {
  for (const route of SITE_ROUTES) {
    const params = matchRoutePath(route.path, pathname);
    if (params) return { route, params };
  }
  return undefined;
}
