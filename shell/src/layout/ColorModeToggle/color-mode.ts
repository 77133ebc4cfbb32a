import { useCallback, useSyncExternalStore } from 'react';

/** A colour mode of the site. */
export type ColorMode = 'light' | 'dark';

/** Where the visitor's choice is kept; index.html's inline script reads the same key before the first paint. */
export const COLOR_MODE_STORAGE_KEY = 'worldatlas-color-mode';

const root = () => document.documentElement;

/** The mode the page shows now: the class index.html's script (or {@link applyColorMode}) set on `<html>`. */
export function currentColorMode(): ColorMode {
  return root().classList.contains('dark') ? 'dark' : 'light';
}

const listeners = new Set<() => void>();

/** Shows the whole site (host and remotes, through Chakra's `.dark` tokens) in `mode`. */
export function applyColorMode(mode: ColorMode): void {
  root().classList.remove('light', 'dark');
  root().classList.add(mode);
  root().style.colorScheme = mode;
  for (const listener of listeners) listener();
}

/** The visitor's remembered choice, if any (storage may be unavailable: then there is none). */
function storedChoice(): ColorMode | undefined {
  try {
    const value = localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : undefined;
  } catch {
    return undefined;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Without a remembered choice the site follows the system, also when it changes while the page is open.
  const system = window.matchMedia?.('(prefers-color-scheme: dark)');
  const onSystemChange = (event: MediaQueryListEvent) => {
    if (!storedChoice()) applyColorMode(event.matches ? 'dark' : 'light');
  };
  system?.addEventListener('change', onSystemChange);
  return () => {
    listeners.delete(listener);
    system?.removeEventListener('change', onSystemChange);
  };
}

/**
 * The site's colour mode and a function to choose one: the choice is applied at once and remembered
 * in localStorage, where it wins over the system's preference on later visits.
 */
export function useColorMode(): [ColorMode, (mode: ColorMode) => void] {
  const mode = useSyncExternalStore(subscribe, currentColorMode, () => 'light' as const);
  const choose = useCallback((next: ColorMode) => {
    try {
      localStorage.setItem(COLOR_MODE_STORAGE_KEY, next);
    } catch {
      // Private mode or storage blocked: the choice holds for this page only.
    }
    applyColorMode(next);
  }, []);
  return [mode, choose];
}
