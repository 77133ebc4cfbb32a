import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The parts of webpack's runtime of the remote's server build that this plugin reads or sets. */
declare const __webpack_require__: { p: string };

/** The federation runtime's global registry: every instance, with the remotes each has loaded. */
interface FederationGlobal {
  __INSTANCES__?: { moduleCache: Map<string, { remoteInfo?: { entry?: string } }> }[];
}

/**
 * A runtime plugin of a remote's server build: its public path is the URL its browser build is served
 * from, which a host's server knows only at run time (it loads `<remote>/server/remoteEntry.js` from
 * the configured URL). Read from the entry URL the host's federation runtime registered for this
 * remote: `https://cdn.example/facts/server/remoteEntry.js` → `https://cdn.example/facts/`. So the
 * server build's chunks load from `server/` beside it, and its assets (the hero's image) are named
 * with the browser build's URLs, which the page then shows and hydrates as they are.
 */
export default function serverPublicPath(): ModuleFederationRuntimePlugin {
  return {
    name: 'worldatlas-server-public-path',
    beforeInit(args) {
      const name = args.options.name;
      Object.defineProperty(__webpack_require__, 'p', {
        configurable: true,
        get: () => {
          const instances = (globalThis as { __FEDERATION__?: FederationGlobal }).__FEDERATION__?.__INSTANCES__ ?? [];
          for (const instance of instances) {
            const entry = instance.moduleCache.get(name)?.remoteInfo?.entry;
            if (entry) return new URL('../', entry).href;
          }
          throw new Error(`The server build of remote "${name}" was not loaded through a host's federation runtime`);
        },
      });
      return args;
    },
  };
}
