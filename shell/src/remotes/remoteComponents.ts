import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ExposedModuleId, ExposedModuleProps } from '@worldatlas/contracts';
import type { ComponentType } from 'react';

/** The component an exposed module exports by default, typed by the contract of `Id`. */
export type RemoteComponent<Id extends ExposedModuleId> = ComponentType<ExposedModuleProps[Id]>;

/**
 * Loads `id` (e.g. `countries/CountryList`) through the federation runtime.
 * @throws Error when the runtime cannot load it (unreachable manifest or script) or it has no default export.
 */
async function importRemote<Id extends ExposedModuleId>(id: Id): Promise<RemoteComponent<Id>> {
  const module = await loadRemote<{ default: RemoteComponent<Id> }>(id);
  if (!module?.default) throw new Error(`Remote module ${id} has no default export`);
  return module.default;
}

const loaded = new Map<ExposedModuleId, ComponentType<never>>();
const loading = new Map<ExposedModuleId, Promise<ComponentType<never>>>();

/** The component of exposed module `id` if it has loaded already (coming back to a route shows it at once), else `undefined`. */
export function loadedRemoteComponent<Id extends ExposedModuleId>(id: Id): RemoteComponent<Id> | undefined {
  return loaded.get(id) as RemoteComponent<Id> | undefined;
}

/**
 * Loads the component of exposed module `id`, or joins the load under way: one load per module at a
 * time. A failed load is forgotten, so the next call (Retry, or a later visit) loads afresh; the
 * federation runtime drops a failed manifest or entry too, so that load really refetches.
 * @returns its component; rejects with the runtime's error. The promise is marked handled, so a load
 * nobody waits for any more (its page was left) is no unhandled rejection.
 */
export function loadRemoteComponent<Id extends ExposedModuleId>(id: Id): Promise<RemoteComponent<Id>> {
  const done = loadedRemoteComponent(id);
  if (done) return Promise.resolve(done);
  let pending = loading.get(id);
  if (!pending) {
    pending = importRemote(id).then(
      (component) => {
        loaded.set(id, component as ComponentType<never>);
        loading.delete(id);
        return component as ComponentType<never>;
      },
      (error: unknown) => {
        loading.delete(id);
        throw error;
      },
    );
    pending.catch(() => undefined);
    loading.set(id, pending);
  }
  return pending as Promise<RemoteComponent<Id>>;
}

/** Forgets every module loaded so far, as a fresh page load would; for tests. */
export function forgetLoadedRemotes(): void {
  loaded.clear();
  loading.clear();
}
