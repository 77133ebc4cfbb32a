import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** What {@link remoteFailures} is given. */
export interface RemoteFailuresOptions {
  /** How long a remote whose code failed to load is left out, in ms: its loads fail at once meanwhile, without asking it again. */
  retryAfterMs: number;
  /** Where a remote's failure and its recovery are reported, one line each per outage. */
  log: (message: string) => void;
  /** What a failed load of exposed module `id` (`countries/routes/country`) gives instead: the host's stand-in for it. */
  fallback: (id: string, error: unknown) => unknown;
}

/** The plugin, and which remotes are left out now. */
export interface RemoteFailures extends ModuleFederationRuntimePlugin {
  /** The names of the remotes left out now (failed less than `retryAfterMs` ago), in order. */
  failing(): string[];
}

/** A one-line reason for the log. */
const reasonOf = (error: unknown) => (error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error));

/**
 * A federation runtime plugin for a host's server: a remote whose code fails to load (unreachable,
 * refused, too slow, an exposed module missing) gives the host's `fallback` for the module asked
 * for instead of an error (`errorLoadRemote`), is logged once, and is forgotten by the runtime (its
 * entry loads afresh next time). For `retryAfterMs` it is left out: its entry is not asked for again
 * and its loads fail at once (`loadEntry`, before any other plugin fetches it); then it is tried again,
 * and logged when it answers again (`onLoad`).
 */
export function remoteFailures({ retryAfterMs, log, fallback }: RemoteFailuresOptions): RemoteFailures {
  /** When each remote last failed, ms since the epoch. */
  const failedAt = new Map<string, number>();
  const leftOut = (name: string) => Date.now() - (failedAt.get(name) ?? -Infinity) < retryAfterMs;

  return {
    name: 'worldatlas-remote-failures',
    failing: () => [...failedAt.keys()].filter(leftOut).sort(),
    async loadEntry({ remoteInfo }) {
      if (leftOut(remoteInfo.name)) throw new Error(`The ${remoteInfo.name} remote is left out after a failure`);
      return undefined;
    },
    async errorLoadRemote({ id, error, lifecycle, origin }) {
      // Only a failed load has a module to stand in for; a failure before the request is the runtime's own.
      if (lifecycle !== 'onLoad') return undefined;
      const name = id.split('/')[0] ?? id;
      if (!leftOut(name)) {
        const entry = origin.options.remotes.find((remote) => remote.name === name);
        log(`The ${name} remote's server code failed${entry && 'entry' in entry ? ` (${entry.entry})` : ''}: ${reasonOf(error)}. Its pages show as unavailable; tried again in ${retryAfterMs / 1000} s.`);
        failedAt.set(name, Date.now());
        // A fresh start for the next try: the runtime forgets the remote's entry and loaded modules.
        if (entry) origin.registerRemotes([entry], { force: true });
      }
      return fallback(id, error);
    },
    async onLoad(args) {
      const name = args.remote.name;
      if (failedAt.delete(name)) log(`The ${name} remote's server code answers again.`);
      return args;
    },
  };
}
