import { useEffect, useState } from 'react';

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

/**
 * The default export of the module `load` imports: `undefined` while it loads (the caller shows its
 * placeholder), then the export; at once when it has loaded before. A failed load is thrown to the
 * nearest error boundary, whose reset mounts the caller afresh and so loads again.
 *
 * Not React.lazy in a Suspense boundary: React shows what a boundary waited for no sooner than 300 ms
 * after the boundary's fallback appeared, so a module arriving just after its placeholder waited for
 * that. Here the loaded module is state, shown in the next frame.
 */
export function useModule<T>(load: ModuleLoad<T>): T | undefined {
  // Started while rendering, not after the commit, so the load overlaps the rest of the render.
  const [attempt] = useState(() => (loaded.has(load) ? undefined : preloadModule(load)));
  const [outcome, setOutcome] = useState<{ value?: T; error?: unknown }>(() => ({ value: loaded.get(load) as T | undefined }));
  useEffect(() => {
    let current = true;
    attempt?.then(
      (value) => current && setOutcome({ value }),
      (error: unknown) => current && setOutcome({ error }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  if (outcome.error) throw outcome.error;
  return outcome.value;
}
