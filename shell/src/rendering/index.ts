/**
 * The host's server entry, built for Node into `dist/server/main.js` (CommonJS): what the render
 * server (`shell/server/`) uses to render pages with the remotes' route modules. Async boundary: the
 * shared singletons are negotiated with the federation runtime before any of them is used.
 */
import type { PageRenderer, PageRendererOptions } from './page-renderer';

export type { PageRenderer, PageRendererOptions } from './page-renderer';
export type { PageAddress, RedirectAnswer, RenderedPage, Visitor } from './render-page';

/** Makes a {@link PageRenderer} (see `page-renderer.ts`). */
export async function createPageRenderer(options: PageRendererOptions): Promise<PageRenderer> {
  const { createPageRenderer: create } = await import('./page-renderer');
  return create(options);
}
