import { useEffect, useState, useSyncExternalStore } from 'react';
import { loadedModule, type ModuleLoad, preloadModule } from './preload';

export { type ModuleLoad, preloadModule } from './preload';

/** What {@link useModule} is told. */
export interface UseModuleOptions {
  /**
   * Show the module only in the browser's own renders, never in a page rendered on the server nor
   * while the browser hydrates one: for a module the browser does not load before it hydrates (a
   * map's code), so server and browser render the same placeholder. Off for a module both have
   * loaded before rendering (the host's remote parts).
   */
  afterHydration?: boolean;
}

const noSubscription = () => () => undefined;
/** True while the server renders and while the browser hydrates what it rendered; false in every later render. */
export const useHydrating = () => useSyncExternalStore(noSubscription, () => false, () => true);

/**
 * The default export of the module `load` imports: `undefined` while it loads (the caller shows its
 * placeholder), then the export; at once when it has loaded before. A failed load is thrown to the
 * nearest error boundary, whose reset mounts the caller afresh and so loads again. On the server
 * nothing is loaded: a module loaded before the render shows, any other is left to the browser.
 *
 * Not React.lazy in a Suspense boundary: React shows what a boundary waited for no sooner than 300 ms
 * after the boundary's fallback appeared, so a module arriving just after its placeholder waited for
 * that. Here the loaded module is state, shown in the next frame.
 */
export function useModule<T>(load: ModuleLoad<T>, { afterHydration = false }: UseModuleOptions = {}): T | undefined {
  const hydrating = useHydrating();
  const onServer = typeof document === 'undefined';
  // Started while rendering, not after the commit, so the load overlaps the rest of the render.
  const [attempt] = useState(() => (loadedModule(load) || onServer ? undefined : preloadModule(load)));
  const [outcome, setOutcome] = useState<{ value?: T; error?: unknown }>(() => ({ value: loadedModule(load)?.value }));
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
  return afterHydration && hydrating ? undefined : outcome.value;
}
