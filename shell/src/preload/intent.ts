/**
 * Preloads the page a link leads to as soon as the visitor shows the intent to follow it: the
 * pointer over it, the keyboard focus on it, or a touch. One listener per event type on the
 * document, so every link of the host and of every remote counts, however it is rendered. Each
 * path is handed to `preload` (e.g. `preloadRoute`) once per page load.
 */
export function preloadOnIntent(root: Document, preload: (pathname: string) => void): void {
  const done = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== root.location.origin) return;
    if (done.has(link.pathname)) return;
    done.add(link.pathname);
    preload(link.pathname);
  };
  for (const type of ['pointerover', 'focusin', 'touchstart']) root.addEventListener(type, onIntent, { passive: true });
}
