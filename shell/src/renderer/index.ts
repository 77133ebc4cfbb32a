// The host's server build (`dist/server/main.js`, CommonJS), which the render server calls. Async
// boundary: the shared singletons are negotiated with the federation runtime before any is used.
import type { Renderer, RendererOptions } from './renderer';

export type { RedirectAnswer, ResourceAnswer } from '@worldatlas/routing';
export type { RenderedPage, Renderer, RendererOptions, ResolvedPage, Visitor } from './renderer';

/** Makes a {@link Renderer} (see `renderer.ts`). */
export async function createRenderer(options: RendererOptions): Promise<Renderer> {
  const { createRenderer: create } = await import('./renderer');
  return create(options);
}
