import type { RuntimeConfig } from '@worldatlas/contracts';
import { preloadRoute } from './preload/route-preloads';
import { registerRemotesFrom } from './remotes/registerRemotesFrom';

/**
 * Tells the federation runtime where the remotes are (runtime configuration) and starts loading
 * what the page at `pathname` shows: its remote modules and its data. Once per page load.
 */
export function startPage(config: RuntimeConfig, pathname: string): void {
  registerRemotesFrom(config);
  preloadRoute(pathname, config);
}
