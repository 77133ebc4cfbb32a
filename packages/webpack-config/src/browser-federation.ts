import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

/**
 * Libraries that exist once in a browser page, whichever island loads first: one React for the
 * host's island loader and every remote's islands. Nothing else is shared in the browser: islands
 * use no router and no Chakra (their styles arrive as class names resolved on the server).
 */
const BROWSER_SHARED = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'] as const;

/** `{ react: { singleton: true }, … }` for the federation plugin. */
export const singletons = (names: readonly string[]) => Object.fromEntries(names.map((name) => [name, { singleton: true }]));

/**
 * What a browser build's federation runtime is on a page:
 * - `host`: the island loader, `islands.js`: the federation runtime, which it provides to the
 *   remotes, and React, shared with their islands;
 * - `domHost`: the island loader of the pages whose islands are all plain DOM code,
 *   `islands-dom.js`: the same runtime built without shared modules (no share scope, no React);
 * - `remote`: a remote's `remoteEntry.js`, which uses the host's runtime and loads no other remote.
 */
export type BrowserRole = 'host' | 'domHost' | 'remote';

/**
 * The federation plugin of a browser build in `role`, for the app `name` exposing `exposes` (a
 * remote's islands). Remotes are registered at run time from the page's runtime configuration
 * (shell/src/islands), never at build time.
 */
export function browserFederation(name: string, exposes: Record<string, string> | undefined, role: BrowserRole): ModuleFederationPlugin {
  return new ModuleFederationPlugin({
    name,
    filename: 'remoteEntry.js',
    exposes,
    remotes: {},
    shareStrategy: 'loaded-first',
    shared: role === 'domHost' ? {} : singletons(BROWSER_SHARED),
    // The host's islands.js build writes the shell's manifest.
    ...(role === 'domHost' && { manifest: false }),
    dts: false,
    experiments: {
      ...(role === 'remote' ? { externalRuntime: true } : { provideExternalRuntime: true }),
      // Leave the runtime's Node loaders (vm, fs) and its manifest snapshots out of browser bundles:
      // pages register each remote by its remoteEntry.js. A remote loads no other remote; a page of
      // DOM islands shares nothing.
      optimization: { target: 'web', disableSnapshot: true, disableRemote: role === 'remote', disableShared: role === 'domHost' },
    },
  });
}
