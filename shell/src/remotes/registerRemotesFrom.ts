import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@worldatlas/contracts';

/** Tells the federation runtime where each remote's manifest is, from the runtime configuration. */
export function registerRemotesFrom(config: RuntimeConfig): void {
  registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
}
