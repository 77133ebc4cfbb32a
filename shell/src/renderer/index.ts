/**
 * The host's server build, built for Node into `dist/server/main.js` (CommonJS): the renderer the
 * render server (`shell/render-server/`) calls to render every page with the remotes' route
 * modules. Async boundary: the shared singletons are negotiated with the federation runtime before
 * any of them is used.
 */
import type { Renderer, RendererOptions } from './renderer';

export type { RedirectAnswer } from '@worldatlas/routing';
export type { RenderedPage, Renderer, RendererOptions, ResolvedPage, Visitor } from './renderer';

/** Makes a {@link Renderer} (see `renderer.ts`). */
export async function createRenderer(options: RendererOptions): Promise<Renderer> {
  const { createRenderer: create } = await import('./renderer');
  return create(options);
}
