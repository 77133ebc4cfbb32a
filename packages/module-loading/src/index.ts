import { useEffect, useState } from 'react';
import { loadedModule, type ModuleLoad, preloadModule } from './preload';

export { type ModuleLoad, preloadModule } from './preload';

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
  const [attempt] = useState(() => (loadedModule(load) ? undefined : preloadModule(load)));
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
  return outcome.value;
}
