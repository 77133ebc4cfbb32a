import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { createHash } from 'node:crypto';
import { type Compiler, Compilation, sources } from 'webpack';

// The plugins of the host's page and of every production build's files.

/** The host's page: its template and the inline scripts it carries, allowed by the CSP by their hashes. */
export interface HostPage {
  /** The page template (HtmlWebpackPlugin, lodash template syntax), with `htmlWebpackPlugin.options.inlineScripts` to write in. */
  template: string;
  /** Inline scripts of the page by name: their CSP hashes are written to {@link SCRIPT_HASHES_FILE}. */
  inlineScripts: Record<string, string>;
  /** Markup the template writes into its `<head>` as it is (`htmlWebpackPlugin.options.head`): the fonts' preloads and faces. */
  head?: string;
  /** Files copied into the build as they are, `to` a path of the site (the fonts, named by their hash). */
  files?: { from: string; to: string }[];
  /** Files the build writes from text made at build time, `to` a path of the site (the design system's stylesheet, named by its hash). */
  generated?: { to: string; content: string }[];
}

/** The file beside index.html naming the CSP sources of its inline scripts, read by the servers (static-server, nginx). */
const SCRIPT_HASHES_FILE = 'csp-script-hashes';

/** The CSP source allowing `script` inline: `'sha256-<base64>'`. */
const scriptHashSource = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/**
 * The host's page template as built: its inline scripts written in, whitespace and comments out.
 * No script is injected: the render server adds the island loader to the pages that have islands.
 */
export const hostPage = (page: HostPage) =>
  new HtmlWebpackPlugin({
    template: page.template,
    inject: false,
    inlineScripts: page.inlineScripts,
    head: page.head ?? '',
    // Attributes keep their quotes, so the servers find the slots as written.
    minify: { collapseWhitespace: true, removeComments: true, keepClosingSlash: true, useShortDoctype: true },
  });

/**
 * Writes `<file>.gz` (zlib level 9) beside each compressible file of a production build: the servers
 * send that copy as it is (packages/static-server with @fastify/static's `preCompressed`, the nginx
 * images with `gzip_static`) instead of gzipping the file again on every request. Left out:
 * `index.html` and `runtime-config.json`, which the servers fill or replace per deploy and compress
 * as they send them; source maps and `mf-stats.json`, which the images do not ship; files gzip
 * would not make at least 20 % smaller (the plugin's `minRatio`), which the servers compress as before.
 */
export const gzipCopies = () =>
  new CompressionPlugin({
    test: /\.(js|css|html|json|svg|txt)$/,
    exclude: /(^|\/)(index\.html|runtime-config\.json|mf-stats\.json)$/,
    algorithm: 'gzip',
    compressionOptions: { level: 9 },
    minRatio: 0.8,
  });

/**
 * The host's files made at build time: {@link SCRIPT_HASHES_FILE} (the CSP sources of the page's
 * inline scripts, for the servers to allow them) and the page's `generated` files.
 */
export class HostFilesPlugin {
  constructor(private readonly page: HostPage) {}

  apply(compiler: Compiler) {
    const files = [{ to: SCRIPT_HASHES_FILE, content: `${Object.values(this.page.inlineScripts).map(scriptHashSource).join(' ')}\n` }, ...(this.page.generated ?? [])];
    compiler.hooks.thisCompilation.tap('HostFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'HostFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONS }, () => {
        for (const file of files) compilation.emitAsset(file.to, new sources.RawSource(file.content));
      });
    });
  }
}
