import { preloadRemote } from '@module-federation/enhanced/runtime';
import { EXPOSED_LOADERS, type RouteLoader, type RouteLoaderResult, type RuntimeConfig } from '@worldatlas/contracts';
import { preloadModule } from '@worldatlas/module-loading/preload';
import { matchSiteRoute, type SiteRoute } from '../app/route-table';
import { remoteModuleLoad } from '../remotes/remoteComponents';
import { startDataRequest } from './data-requests';

/** Route loads started in this page, by path: each runs once per page load. */
const started = new Map<string, Promise<RouteLoaderResult>>();

/** The remotes and exposed modules (without the remote's name) a route shows: `preloadRemote`'s options. */
function remotesOf(route: SiteRoute): { nameOrAlias: string; exposes: string[] }[] {
  const byRemote = new Map<string, string[]>();
  for (const { module } of route.areas) {
    const [remote = '', exposed = ''] = module.split('/');
    byRemote.set(remote, [...(byRemote.get(remote) ?? []), exposed]);
  }
  return [...byRemote].map(([nameOrAlias, exposes]) => ({ nameOrAlias, exposes }));
}

/**
 * Runs the route loaders of `route`'s areas (each remote's own, loaded through the federation
 * runtime) with `load` = {@link startDataRequest}, so their requests are on their way before the
 * views' code has arrived and the views' hooks take the answers.
 * @returns what the loaders found, merged: a 404 from any of them wins; the last head given wins.
 *   Rejects when a loader or its module cannot be loaded, or the API cannot answer.
 */
async function runLoaders(route: SiteRoute, params: Record<string, string | undefined>, config: RuntimeConfig): Promise<RouteLoaderResult> {
  const loaders = route.areas.flatMap(({ module }) => {
    const id = EXPOSED_LOADERS[module];
    return id ? [preloadModule(remoteModuleLoad<RouteLoader>(id))] : [];
  });
  const results = await Promise.all(
    loaders.map(async (loader) => (await loader)({ params, apiBaseUrl: config.apiBaseUrl, load: (request) => startDataRequest(request) })),
  );
  return results.reduce<RouteLoaderResult>((merged, result) => ({ status: merged.status ?? result?.status, head: result?.head ?? merged.head }), {});
}

/**
 * Starts loading what the page at `pathname` needs, all at once: the code of each exposed module it
 * renders ({@link preloadRouteModules}) and its data, through the route loaders of its areas.
 * Once per path and page load (a list's query selects among the same data); a failed load is forgotten, so a later visit tries again.
 * Nothing is reported from here: a remote or API that fails shows its message with Retry where the
 * page shows it. The page's largest image (a country's flag, named by the loader's head) is preloaded
 * at high priority as soon as it is known.
 * @returns what the route loaders found (status, head); `undefined` for a path no route shows.
 */
export function startRoute(pathname: string, config: RuntimeConfig): Promise<RouteLoaderResult> | undefined {
  const match = matchSiteRoute(pathname);
  if (!match) return undefined;
  preloadRouteModules(pathname);
  const key = pathname.replace(/\/+$/, '') || '/';
  let load = started.get(key);
  if (!load) {
    load = runLoaders(match.route, match.params, config);
    started.set(key, load);
    load.then(
      (result) => preloadImage(result.head?.image),
      () => started.delete(key),
    );
  }
  return load;
}

/**
 * Starts fetching the code of the exposed modules the page at `pathname` shows (the remote's
 * manifest, `remoteEntry.js` and the modules' chunks, through the federation runtime's
 * manifest-driven `preloadRemote`), without running it: usable before the shared libraries have
 * loaded. Nothing for a path no route shows; failures are left to the page, which shows them.
 */
export function preloadRouteModules(pathname: string): void {
  const match = matchSiteRoute(pathname);
  if (match) for (const remote of remotesOf(match.route)) preloadRemote([remote]).catch(() => undefined);
}

/** Asks for `url` as a high-priority image preload, so it is in the cache when the page's `<img>` needs it. */
function preloadImage(url: string | undefined): void {
  if (!url || typeof document === 'undefined' || document.head.querySelector(`link[rel="preload"][href="${CSS.escape(url)}"]`)) return;
  const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'image', href: url, fetchPriority: 'high' });
  document.head.append(link);
}

/** Forgets every route load started, as a new page load would; for tests. */
export function forgetRouteLoads(): void {
  started.clear();
}
