// No React here: the host's entry preloads modules with this before the shared libraries have loaded.

/**
 * A module's import: a code-split chunk (`() => import('./features/map/CountryMap')`) or a remote's
 * exposed module through the federation runtime. Loads are cached by this function, so pass the same
 * function each time (a module-level constant, or one kept per id).
 */
export type ModuleLoad<T> = () => Promise<{ default: T }>;

const loaded = new WeakMap<ModuleLoad<unknown>, unknown>();
const loading = new WeakMap<ModuleLoad<unknown>, Promise<unknown>>();

/**
 * Starts loading `load`'s module, or joins the load under way: one load per module and page. A
 * failed load is forgotten, so the next call loads afresh.
 * @returns the module's default export; rejects with the import's error. The promise is marked
 * handled: a preload nobody waits for (its page was left) is no unhandled rejection.
 */
export function preloadModule<T>(load: ModuleLoad<T>): Promise<T> {
  if (loaded.has(load)) return Promise.resolve(loaded.get(load) as T);
  let pending = loading.get(load) as Promise<T> | undefined;
  if (!pending) {
    pending = load().then(
      (module) => {
        loaded.set(load, module.default);
        loading.delete(load);
        return module.default;
      },
      (error: unknown) => {
        loading.delete(load);
        throw error;
      },
    );
    pending.catch(() => undefined);
    loading.set(load, pending);
  }
  return pending;
}


/** `load`'s module's default export when it has loaded in this page (`{ value }`), else `undefined`. */
export function loadedModule<T>(load: ModuleLoad<T>): { value: T } | undefined {
  return loaded.has(load) ? { value: loaded.get(load) as T } : undefined;
}
