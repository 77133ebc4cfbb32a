import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ExposedModuleId, ExposedModuleProps } from '@worldatlas/contracts';
import type { ModuleLoad } from '@worldatlas/module-loading';
import type { ComponentType } from 'react';

/** The component an exposed module exports by default, typed by the contract of `Id`. */
export type RemoteComponent<Id extends ExposedModuleId> = ComponentType<ExposedModuleProps[Id]>;

const loads = new Map<string, ModuleLoad<unknown>>();

/**
 * The load of exposed module `id` (e.g. `countries/CountryList`, or a route loader such as
 * `countries/CountryList/loader`) through the federation runtime, for `useModule`/`preloadModule`:
 * one function per id, so its module loads once per page. The load rejects when the runtime cannot
 * load the module (unreachable manifest or script) or it has no default export.
 */
export function remoteModuleLoad<T>(id: string): ModuleLoad<T> {
  let load = loads.get(id);
  if (!load) {
    load = async () => {
      const module = await loadRemote<{ default: unknown }>(id);
      if (!module?.default) throw new Error(`Remote module ${id} has no default export`);
      return module;
    };
    loads.set(id, load);
  }
  return load as ModuleLoad<T>;
}

/**
 * Forgets the modules of remote `name` loaded so far (all remotes' without a name): the next load of
 * each goes to the federation runtime again. The server does this when a remote has a new release;
 * tests, as a fresh page load would.
 */
export function forgetLoadedRemotes(name?: string): void {
  if (name === undefined) loads.clear();
  else for (const id of [...loads.keys()]) if (id.startsWith(`${name}/`)) loads.delete(id);
}
