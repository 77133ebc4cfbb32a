import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { startIslands } from '@worldatlas/islands/hydrate';
import { inlineRuntimeConfig } from '../runtime-config';

/** A remote's browser entry, beside its manifest: `…/countries/mf-manifest.json` → `…/countries/remoteEntry.js`. */
const browserEntryUrl = (manifestUrl: string) => new URL('remoteEntry.js', manifestUrl).href;

const config = inlineRuntimeConfig();
if (config) {
  registerRemotes(Object.entries(config.remotes).map(([name, manifest]) => ({ name, entry: browserEntryUrl(manifest) })));
  void startIslands({
    load: async (module) => {
      const loaded = await loadRemote<{ default?: unknown; enhance?: unknown }>(module);
      if (!loaded) throw new Error(`${module} is not exposed by its remote`);
      return loaded;
    },
    // React from the share scope, its JSX runtime included: one copy for every remote's islands.
    react: async () => {
      const [react, reactDom] = await Promise.all([import('react'), import('react-dom/client'), import('react/jsx-runtime')]);
      return { react, reactDom };
    },
  });
}
