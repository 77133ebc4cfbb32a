/**
 * The host's server entry, built for Node into `dist/server/main.js` (CommonJS): what the render
 * server (`shell/server/`) uses to render pages with the remotes' server builds. Async boundary: the
 * shared singletons are negotiated with the federation runtime before any of them is used.
 */
import type { PageRendererOptions, PageRenderer } from './server/page-renderer';

export type { PageRenderer, PageRendererOptions } from './server/page-renderer';
export type { RenderedPage } from './server/render-page';

/** Makes a {@link PageRenderer} (see `server/page-renderer.ts`). */
export async function createPageRenderer(options: PageRendererOptions): Promise<PageRenderer> {
  const { createPageRenderer: create } = await import('./server/page-renderer');
  return create(options);
}
