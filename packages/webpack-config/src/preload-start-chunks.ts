import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { ChunkGroup, Compilation, Compiler, Module } from 'webpack';

/** Module types webpack's federation gives a module that takes a shared library from the share scope, and one that puts it there. */
const CONSUME_SHARED = 'consume-shared-module';
const PROVIDE_SHARED = 'provide-module';

/** The parts of a federation sharing module read here (`ConsumeSharedModule.options`, `ProvideSharedModule._name`). */
type SharingModule = Module & { options?: { shareKey?: string }; _name?: string };

/**
 * The JavaScript files a page needs before it can render, beyond its entry: the chunks the entry
 * module imports at once (the host's `import('./bootstrap')`) and, followed transitively, the
 * chunks of the shared libraries those chunks consume (React, the design system, …). The
 * federation runtime loads every library a chunk consumes before running the chunk, and takes it
 * from the share scope, where the app registered its own copy: so a library's chunks are those of
 * the app's provide module for it (its consume fallback's when it provides none). Lazy routes
 * imported later are not followed. Paths are as emitted (relative to `output.path`), in discovery order.
 */
export function startChunkFiles(compilation: Compilation, entryName: string): string[] {
  const { chunkGraph, moduleGraph } = compilation;
  const entrypoint = compilation.entrypoints.get(entryName);
  const entryDependency = compilation.entries.get(entryName)?.dependencies[0];
  const entryModule = entryDependency && moduleGraph.getModule(entryDependency);
  if (!entrypoint || !entryModule) return [];

  const provided = new Map<string, Module>();
  for (const module of compilation.modules as Set<SharingModule>) {
    if (module.type === PROVIDE_SHARED && module._name) provided.set(module._name, module);
  }
  const files = new Set<string>();
  const visited = new Set<ChunkGroup>([entrypoint]);
  const visit = (group: ChunkGroup | undefined) => {
    if (!group || visited.has(group)) return;
    visited.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      followConsumes(chunkGraph.getChunkModulesIterable(chunk));
    }
  };
  const followConsumes = (modules: Iterable<SharingModule>) => {
    for (const module of modules) {
      if (module.type !== CONSUME_SHARED) continue;
      const source = provided.get(module.options?.shareKey ?? '') ?? module;
      for (const block of source.blocks) visit(chunkGraph.getBlockChunkGroup(block));
    }
  };
  // What the entry chunk itself consumes, then what the entry module imports at start.
  for (const chunk of entrypoint.chunks) followConsumes(chunkGraph.getChunkModulesIterable(chunk));
  for (const block of entryModule.blocks) visit(chunkGraph.getBlockChunkGroup(block));
  return [...files];
}

/**
 * Adds `<link rel="preload" as="script">` to the page for {@link startChunkFiles}, so the browser
 * fetches the shared libraries and the bootstrap chunk alongside `main.js` instead of after it has
 * run. Only the app's own chunks are named: what a remote needs is preloaded at run time from its
 * manifest, so remotes still deploy on their own.
 */
export class PreloadStartChunksPlugin {
  constructor(private readonly entryName = 'main') {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PreloadStartChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadStartChunksPlugin', (groups) => {
        const publicPath = groups.publicPath;
        const links = startChunkFiles(compilation, this.entryName).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }),
        );
        return { ...groups, headTags: [...groups.headTags, ...links] };
      });
    });
  }
}
