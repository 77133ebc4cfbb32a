import type { RuntimeConfig } from '@worldatlas/contracts';
import { preloadRouteModules, startRoute } from './preload/route-loading';
import { registerRemotesFrom } from './remotes/registerRemotesFrom';

/**
 * Tells the federation runtime where the remotes are (runtime configuration) and starts loading
 * what the page at `pathname` shows: its remote modules and, unless the server rendered the page with
 * its data (`rendered`), that data through the route loaders. Once per page load.
 */
export function startPage(config: RuntimeConfig, pathname: string, rendered: boolean): void {
  registerRemotesFrom(config);
  if (rendered) preloadRouteModules(pathname);
  else startRoute(pathname, config)?.catch(() => undefined);
}
