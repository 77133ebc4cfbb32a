import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { type IslandLoader, startIslands } from '@worldatlas/islands/hydrate';
import { inlineRuntimeConfig } from '../runtime-config';

/** A remote's browser entry, beside its manifest: `…/countries/mf-manifest.json` → `…/countries/remoteEntry.js`. */
const browserEntryUrl = (manifestUrl: string) => new URL('remoteEntry.js', manifestUrl).href;

/**
 * Registers each remote of the page's runtime configuration with the federation runtime and starts
 * the page's islands from their remotes; a page without a configuration keeps its islands as HTML.
 * @param react React for the islands it hydrates (loaded only when the page has one).
 */
export function startPageIslands(react: IslandLoader['react']): void {
  const config = inlineRuntimeConfig();
  if (!config) return;
  registerRemotes(Object.entries(config.remotes).map(([name, manifest]) => ({ name, entry: browserEntryUrl(manifest) })));
  void startIslands({
    load: async (module) => {
      const loaded = await loadRemote<{ default?: unknown; enhance?: unknown }>(module);
      if (!loaded) throw new Error(`${module} is not exposed by its remote`);
      return loaded;
    },
    react,
  });
}
