import type { RuntimeConfig } from '@worldatlas/contracts';
import { startRoute } from './preload/route-loading';
import { registerRemotesFrom } from './remotes/registerRemotesFrom';

/**
 * Tells the federation runtime where the remotes are (runtime configuration) and starts loading
 * what the page at `pathname` shows: its remote modules and, through their route loaders, its data.
 * Once per page load.
 */
export function startPage(config: RuntimeConfig, pathname: string): void {
  registerRemotesFrom(config);
  startRoute(pathname, config)?.catch(() => undefined);
}
