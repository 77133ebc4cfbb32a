import { preloadRemote } from '@module-federation/enhanced/runtime';
import { type CountryDetails, EXPOSED, type ExposedModuleId, type RuntimeConfig } from '@worldatlas/contracts';
import { countryListRequest, countryRequest, type DataRequest } from '@worldatlas/countries-client';
import { startDataRequest } from './data-requests';

/** The site's route paths (SPEC §2), as the router and the preloads both use them. */
export const ROUTE_PATHS = {
  home: '/',
  about: '/about',
  countryList: '/country',
  country: '/country/:id',
  contact: '/contact',
} as const;

/** What a route shows: the exposed modules it renders and, when it shows API data, that request. */
interface RouteNeeds {
  path: string;
  modules: readonly ExposedModuleId[];
  data?: (params: Record<string, string>, config: RuntimeConfig) => DataRequest<unknown>;
  /** Images the page shows large, known from its data: preloaded at high priority once the data arrives. */
  images?: (data: unknown) => (string | undefined)[];
}

/** Each route's needs; every route of the router has an entry (checked by the tests). */
export const ROUTE_NEEDS: readonly RouteNeeds[] = [
  { path: ROUTE_PATHS.home, modules: [EXPOSED.hero, EXPOSED.facts] },
  { path: ROUTE_PATHS.about, modules: [EXPOSED.facts] },
  { path: ROUTE_PATHS.countryList, modules: [EXPOSED.countryList], data: (_params, config) => countryListRequest(config.apiBaseUrl) },
  {
    path: ROUTE_PATHS.country,
    modules: [EXPOSED.countryDetail],
    data: ({ id = '' }, config) => countryRequest(config.apiBaseUrl, id),
    // The flag is the page's largest paint: fetched as soon as its address is known.
    images: (country) => [(country as CountryDetails).flags?.svg],
  },
  { path: ROUTE_PATHS.contact, modules: [EXPOSED.contactForm] },
];

/**
 * The parameters of `pathname` for a route `path` such as `/country/:id` (decoded), or `undefined`
 * when it does not match. (The router's own matcher loads with the router, after these preloads.)
 */
export function matchPath(path: string, pathname: string): Record<string, string> | undefined {
  const want = path.split('/').filter(Boolean);
  const have = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  if (want.length !== have.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of want.entries()) {
    const value = have[index] ?? '';
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(value);
      } catch {
        return undefined; // malformed percent-encoding: the router shows its 404 for it
      }
    } else if (segment !== value) return undefined;
  }
  return params;
}

/** What the page at a path needs: remote modules by remote (`preloadRemote`'s options) and its API request. */
export interface RoutePlan {
  remotes: { nameOrAlias: string; exposes: string[] }[];
  data?: DataRequest<unknown>;
  images?: (data: unknown) => (string | undefined)[];
}

/** The plan for `pathname` (e.g. `/country/Nepal`), or `undefined` when no route matches it (the 404 page needs no remote). */
export function planRoute(pathname: string, config: RuntimeConfig): RoutePlan | undefined {
  for (const route of ROUTE_NEEDS) {
    const params = matchPath(route.path, pathname);
    if (!params) continue;
    const byRemote = new Map<string, string[]>();
    for (const id of route.modules) {
      const [remote = '', module = ''] = id.split('/');
      byRemote.set(remote, [...(byRemote.get(remote) ?? []), module]);
    }
    const remotes = [...byRemote].map(([nameOrAlias, exposes]) => ({ nameOrAlias, exposes }));
    return route.data ? { remotes, data: route.data(params, config), ...(route.images && { images: route.images }) } : { remotes };
  }
  return undefined;
}

/**
 * Starts loading what the page at `pathname` needs, all at once: each exposed module it renders
 * (the remote's manifest, then `remoteEntry.js` and the module's chunks, through module
 * federation's manifest-driven `preloadRemote`) and its API data (a request the remote's hook reads
 * under the same key). Nothing waits for it and nothing is reported from here: a remote or API that
 * fails shows its message with Retry when the page asks for it, as without the preload.
 */
export function preloadRoute(pathname: string, config: RuntimeConfig): void {
  const plan = planRoute(pathname, config);
  if (!plan) return;
  for (const remote of plan.remotes) preloadRemote([remote]).catch(() => undefined);
  if (!plan.data) return;
  const { images } = plan;
  const answer = startDataRequest(plan.data);
  if (images && answer) answer.then((data) => images(data).forEach(preloadImage), () => undefined);
}

/** Asks for `url` as a high-priority image preload, so it is in the cache when the page's `<img>` needs it. */
function preloadImage(url: string | undefined): void {
  if (!url || document.head.querySelector(`link[rel="preload"][href="${CSS.escape(url)}"]`)) return;
  const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'image', href: url, fetchPriority: 'high' });
  document.head.append(link);
}
