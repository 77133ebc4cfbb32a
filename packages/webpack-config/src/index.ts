import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { join } from 'node:path';
import { type Compiler, Compilation, type Configuration, sources } from 'webpack';
import { COLOR_MODE_SCRIPT, SCRIPT_HASHES_FILE, scriptHashSource } from './color-mode';
import { PreloadStartChunksPlugin } from './preload-start-chunks';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

/**
 * Libraries that must exist once at run time, whichever app loads first: one React, one router
 * (through @worldatlas/routing, the part of React Router the apps use), one Emotion cache and one
 * Chakra system (through the design system) for the host and every remote.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@worldatlas/routing',
  '@emotion/react',
  'swr',
  '@worldatlas/design-system',
] as const;

/** What makes one app's build differ from another's. */
export interface AppBuildOptions {
  /** Federation name (also the container's global and the manifest id), e.g. `countries`. */
  name: string;
  /** The app's folder (its `__dirname`). */
  root: string;
  /** Port of `webpack serve` (the production server uses the same one). */
  port: number;
  /** Modules a remote makes public, `'./CountryList': './src/exposes/CountryList.tsx'`. */
  exposes?: Record<string, string>;
  /** Page title of the app's own `index.html`. */
  title: string;
  /** Extra files copied beside the build (absolute paths), e.g. the shell's runtime configuration. */
  publicDir?: string;
  /** The host's server entry (its render function), built for Node into `dist/server/`. */
  serverEntry?: string;
}

/**
 * Chakra's theme entry point builds its default theme (every recipe) in a call webpack cannot prove
 * pure, so importing a few recipes from it would ship all of them. Marking that one call pure lets
 * the unused recipes drop out (about 20 KB gzip less JavaScript on every page).
 */
const chakraThemePureRule = {
  test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/,
  loader: 'string-replace-loader',
  options: { search: 'const defaultThemeConfig = defineConfig(', replace: 'const defaultThemeConfig = /*#__PURE__*/ defineConfig(', strict: true },
};

/**
 * The federation plugin adds the runtime-providing plugin by its CommonJS file, which would bundle a
 * CommonJS copy of the federation runtime beside the ES module one the host already has. Resolving it
 * to its ES module build keeps a single copy.
 */
const injectRuntimeCoreCjs = require.resolve('@module-federation/inject-external-runtime-core-plugin');
const singleRuntimeAlias = { [injectRuntimeCoreCjs]: injectRuntimeCoreCjs.replace(/\.cjs$/, '.js') };

/** What every app's compilation has in common: mode, TypeScript, assets, output naming. */
function baseConfig(options: AppBuildOptions, production: boolean, uniqueName: string, publicPath: string): Configuration {
  return {
    // Relative paths (exposes) resolve from the app's folder, whichever folder webpack runs in.
    context: options.root,
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: join(options.root, 'dist'),
      publicPath,
      uniqueName,
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: singleRuntimeAlias },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: join(options.root, 'tsconfig.json') } },
        },
        { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset/resource' },
        // `import url from 'file?url'`: the file as a content-hashed asset (e.g. the map's shapes), its URL in the code.
        { resourceQuery: /^\?url$/, type: 'asset/resource' },
        chakraThemePureRule,
      ],
    },
    // HTML is minified once, by HtmlWebpackPlugin (see htmlPage); webpack's own HTML minimizer would
    // drop attribute quotes from the runtime-configuration slot the servers look for.
    optimization: { runtimeChunk: false, minimizeOptions: { html: false } },
    performance: { hints: false },
  };
}

/**
 * The app's own `index.html` (and favicon), with `main.js` injected. The host's page has an empty
 * `<script type="application/json" id="runtime-config">` that the server serving it fills with the
 * runtime configuration (packages/static-server, deploy/nginx), so the page needs no request for it.
 */
const htmlPage = (options: AppBuildOptions) =>
  new HtmlWebpackPlugin({
    template: join(__dirname, 'index.html'),
    title: options.title,
    favicon: join(__dirname, 'favicon.svg'),
    runtimeConfigSlot: !options.exposes,
    colorModeScript: COLOR_MODE_SCRIPT,
    // Whitespace and comments go; attributes keep their quotes, so the servers find the slot as written.
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
const gzipCopies = () =>
  new CompressionPlugin({
    test: /\.(js|css|html|json|svg|txt)$/,
    exclude: /(^|\/)(index\.html|runtime-config\.json|mf-stats\.json)$/,
    algorithm: 'gzip',
    compressionOptions: { level: 9 },
    minRatio: 0.8,
  });

/** Writes {@link SCRIPT_HASHES_FILE}: the CSP sources of index.html's inline script, for the servers to allow it. */
class ScriptHashesPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('ScriptHashesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ScriptHashesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONS }, () => {
        compilation.emitAsset(SCRIPT_HASHES_FILE, new sources.RawSource(`${scriptHashSource(COLOR_MODE_SCRIPT)}\n`));
      });
    });
  }
}

/** The folder of the server build inside an app's `dist/`: a remote publishes it beside its browser build. */
export const SERVER_DIR = 'server';

/**
 * The app built for Node (`target: 'async-node'`) into `dist/server/`, for rendering pages on the
 * server: a remote's exposed modules as a CommonJS `server/remoteEntry.js` that a host's server loads
 * over HTTP through the federation runtime (`@module-federation/node`'s runtime plugin fetches and
 * runs its chunks); the host's server entry as a CommonJS module that provides the shared singletons
 * to the remotes it loads, as the browser host does. A remote's public path is its browser build's
 * URL, found at run time (runtime/server-public-path.ts): its chunks are named `server/…`, and its
 * assets keep the browser build's names and are not written twice, so the server renders the URLs
 * the browser shows. Nothing is minified or compressed: the server reads it once per release.
 */
function serverConfig(options: AppBuildOptions, production: boolean): Configuration {
  const remote = Boolean(options.exposes);
  const base = baseConfig(options, production, `${options.name}_server`, remote ? '' : '/');
  const library = { type: 'commonjs-module' as const };
  return {
    ...base,
    name: `${options.name}-server`,
    // Written after the browser build has cleaned the folder.
    dependencies: [options.name],
    target: 'async-node',
    devtool: 'source-map',
    entry: remote ? {} : { main: options.serverEntry ?? join(options.root, 'src', 'server.ts') },
    output: {
      ...base.output,
      path: join(options.root, 'dist'),
      filename: `${SERVER_DIR}/[name].js`,
      chunkFilename: `${SERVER_DIR}/[name].[contenthash:8].js`,
      library,
    },
    module: {
      ...base.module,
      // The browser build writes the same assets under the same content-hashed names.
      generator: { 'asset/resource': { emit: false } },
    },
    optimization: { ...base.optimization, minimize: false },
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        filename: `${SERVER_DIR}/remoteEntry.js`,
        exposes: options.exposes,
        remotes: {},
        library: { ...library, name: options.name },
        remoteType: 'script',
        shareStrategy: 'loaded-first',
        shared: Object.fromEntries(SHARED_SINGLETONS.map((name) => [name, { singleton: true }])),
        runtimePlugins: [
          require.resolve('@module-federation/node/runtimePlugin'),
          ...(remote ? [join(__dirname, 'runtime', 'server-public-path.ts')] : []),
        ],
        manifest: { filePath: SERVER_DIR },
        dts: false,
      }),
    ],
  };
}

/**
 * The webpack configuration of one WorldAtlas app: TypeScript through ts-loader (type-checking is
 * `tsc --noEmit`, separately), output to `<root>/dist`. Entry chunks are not content-hashed (the
 * federation runtime cannot resolve it there); lazy chunks are, and are cached for a year by the
 * servers. A production build also writes a gzip copy beside each compressible file ({@link gzipCopies}).
 *
 * - The host (no `exposes`): one compilation, `main.js` + `index.html`, the federation runtime with
 *   the shared singletons, which it also provides to the remotes it loads.
 * - A remote: two compilations into the same folder. The federated one emits `remoteEntry.js`,
 *   `mf-manifest.json` and the exposed modules, and uses the host's federation runtime instead of
 *   shipping a second copy (about 19 KB gzip per remote on a page). The other is the remote's own
 *   page (`index.html` + `main.js`, a plain React app without federation) for developing it alone.
 */
export function createAppConfig(options: AppBuildOptions, argv: { mode?: string }): Configuration | Configuration[] {
  const production = argv.mode !== 'development';
  const devServer: DevServerConfiguration = {
    port: options.port,
    host: '127.0.0.1',
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    static: options.publicDir ? { directory: options.publicDir } : false,
  };
  const federation = (experiments: { provideExternalRuntime: true } | { externalRuntime: true }) =>
    new ModuleFederationPlugin({
      name: options.name,
      filename: 'remoteEntry.js',
      exposes: options.exposes,
      // Remotes are registered at run time from runtime-config.json (see shell/src/remotes).
      remotes: {},
      shareStrategy: 'loaded-first',
      shared: Object.fromEntries(SHARED_SINGLETONS.map((name) => [name, { singleton: true }])),
      dts: false,
      // Leave the runtime's Node loaders (vm, fs) out of browser bundles.
      experiments: { ...experiments, optimization: { target: 'web' } },
    });
  const mainEntry = { main: join(options.root, 'src', 'index.ts') };
  // webpack serve keeps the build in memory and its server compresses as it sends.
  const precompressed = production ? [gzipCopies()] : [];

  if (!options.exposes) {
    // The host serves routes like /country/Nepal: its chunks must load from the root, not "auto".
    const base = baseConfig(options, production, options.name, '/');
    const host: Configuration = {
      ...base,
      name: options.name,
      entry: mainEntry,
      output: { ...base.output, clean: true },
      plugins: [
        federation({ provideExternalRuntime: true }),
        htmlPage(options),
        new PreloadStartChunksPlugin(),
        new ScriptHashesPlugin(),
        ...(options.publicDir ? [new CopyPlugin({ patterns: [{ from: options.publicDir }] })] : []),
        ...precompressed,
      ],
      devServer,
    };
    return production && options.serverEntry ? [host, serverConfig(options, production)] : host;
  }

  const remoteBase = baseConfig(options, production, options.name, 'auto');
  const remote: Configuration = {
    ...remoteBase,
    name: options.name,
    entry: {},
    output: { ...remoteBase.output, clean: true },
    plugins: [federation({ externalRuntime: true }), ...precompressed],
    devServer,
  };
  const pageBase = baseConfig(options, production, `${options.name}_page`, '/');
  const page: Configuration = {
    ...pageBase,
    name: `${options.name}-page`,
    // Written after the federated build has cleaned the folder.
    dependencies: [options.name],
    entry: mainEntry,
    plugins: [htmlPage(options), new ScriptHashesPlugin(), ...precompressed],
  };
  return production ? [remote, page, serverConfig(options, production)] : [remote, page];
}
