import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ExposedModuleId, ExposedModuleProps } from '@worldatlas/contracts';
import { type ComponentType, lazy } from 'react';

/**
 * Loads `id` (e.g. `countries/CountryList`) through the federation runtime.
 * @throws Error when the runtime cannot load it (unreachable manifest or script) or it has no default export.
 */
async function importRemote<Id extends ExposedModuleId>(id: Id): Promise<{ default: ComponentType<ExposedModuleProps[Id]> }> {
  const module = await loadRemote<{ default: ComponentType<ExposedModuleProps[Id]> }>(id);
  if (!module?.default) throw new Error(`Remote module ${id} has no default export`);
  return module;
}

const loaded = new Map<ExposedModuleId, ComponentType<never>>();

/**
 * The lazy component of exposed module `id`, one per module: coming back to a route shows a loaded
 * module at once. A failed load is forgotten, so the next render (Retry, or a later visit) loads
 * afresh; the federation runtime drops a failed manifest or entry too, so that load really refetches.
 */
export function lazyRemote<Id extends ExposedModuleId>(id: Id): ComponentType<ExposedModuleProps[Id]> {
  let Remote = loaded.get(id) as ComponentType<ExposedModuleProps[Id]> | undefined;
  if (!Remote) {
    const component = lazy(() =>
      importRemote(id).catch((error: unknown) => {
        if (loaded.get(id) === component) loaded.delete(id);
        throw error;
      }),
    );
    Remote = component;
    loaded.set(id, component as ComponentType<never>);
  }
  return Remote;
}

/** Forgets every module loaded so far, as a fresh page load would; for tests. */
export function forgetLoadedRemotes(): void {
  loaded.clear();
}
