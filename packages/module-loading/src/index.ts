import { useEffect, useState } from 'react';

/** A code-split module's import, e.g. `() => import('./features/map/CountryMap')`; the same function each time. */
export type ModuleLoad<T> = () => Promise<{ default: T }>;

const loaded = new WeakMap<ModuleLoad<unknown>, unknown>();
const loading = new WeakMap<ModuleLoad<unknown>, Promise<unknown>>();

/**
 * Starts loading `load`'s module, or joins the load under way: once per page. A failed load is
 * forgotten, so the next call loads afresh.
 * @returns the module's default export; rejects with the import's error (the promise is marked
 * handled: a preload nobody waits for is no unhandled rejection).
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
 * The default export of the code-split module `load` imports: `undefined` while it loads (the caller
 * shows its placeholder), then the export. A failed load is thrown to the nearest error boundary, whose
 * reset mounts the caller afresh and so loads again.
 *
 * Not React.lazy in a Suspense boundary: React shows what a boundary waited for no sooner than 300 ms
 * after the boundary's fallback appeared, so a map arriving just after its placeholder waited for that.
 * Here the loaded module is state, shown in the next frame.
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
