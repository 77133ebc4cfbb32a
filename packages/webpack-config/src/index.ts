import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CopyPlugin from 'copy-webpack-plugin';
import { join } from 'node:path';
import type { Configuration } from 'webpack';
import { browserFederation, singletons } from './browser-federation';
import { gzipCopies, HostFilesPlugin, type HostPage, hostPage } from './page-plugins';

/**
 * Libraries that exist once in the render server, for the host's server build and every remote's:
 * one React (and its server renderer, which islands render themselves with), one router (the host
 * renders the route modules' views in its router), one Emotion cache and one Chakra system (through
 * the design system).
 */
const SERVER_SHARED = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/server', '@worldatlas/routing', '@emotion/react', '@worldatlas/design-system'] as const;

/** What makes one app's build differ from another's. */
export interface AppBuildOptions {
  /** Federation name (also the container's global and the manifest id), e.g. `countries`. */
  name: string;
  /** The app's folder (its `__dirname`). */
  root: string;
  /** A remote's islands, public in its browser build: `'./CountryListIsland': './src/islands/CountryListIsland.tsx'`. */
  exposes?: Record<string, string>;
  /** A remote's route modules, public in its server build: `'./routes/country-list': './src/routes/country-list.tsx'`. */
  routes?: Record<string, string>;
  /**
   * The host: its page, its browser entries (the island loader, `entry`, and the loader of pages whose
   * islands are all plain DOM code, `domEntry`) and its server entry (the page renderer).
   */
  host?: HostPage & { entry: string; domEntry: string; serverEntry: string };
  /** Extra files copied beside the build (absolute paths), e.g. the shell's runtime configuration. */
  publicDir?: string;
}

/**
 * Chakra's theme entry point builds its default theme (every recipe) in a call webpack cannot prove
 * pure, so importing a few recipes from it would ship all of them. Marking that one call pure lets
 * the unused recipes drop out of the server builds.
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

/**
 * Islands get their messages already parsed on the server (`@worldatlas/i18n/server`'s
 * `islandMessages`), so a browser build resolves FormatJS's message parser to its no-parser module:
 * intl-messageformat ships without the parser, about 7 kB gzip less. The server builds keep it.
 */
const NO_PARSER_ALIAS = { '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js' };

/** `config` resolving modules as a browser build does ({@link NO_PARSER_ALIAS}). */
const forBrowsers = (config: Configuration): Configuration => ({ ...config, resolve: { ...config.resolve, alias: { ...singleRuntimeAlias, ...NO_PARSER_ALIAS } } });

/** What every app's compilation has in common: mode, TypeScript, assets, output naming. */
/** Where a build goes: `dist/` for production; a development build (`npm run dev`) goes to `dist-dev/`, so it never stands in for the production one. */
const outputFolder = (root: string, production: boolean) => join(root, production ? 'dist' : 'dist-dev');

function baseConfig(options: AppBuildOptions, production: boolean, uniqueName: string, publicPath: string): Configuration {
  return {
    // Relative paths (exposes) resolve from the app's folder, whichever folder webpack runs in.
    context: options.root,
    mode: production ? 'production' : 'development',
    // Never eval'd: the pages' CSP allows no eval, in development too.
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: outputFolder(options.root, production),
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
        // Bytes a server build reads at run time (a font, a WebAssembly module), inlined as `data:`
        // URLs: a remote's server code is loaded over HTTP and has no file of its own to read.
        { test: /\.(woff|wasm)$/, type: 'asset/inline' },
        chakraThemePureRule,
      ],
    },
    // HTML is minified once, by HtmlWebpackPlugin (see hostPage); webpack's own HTML minimizer would
    // drop attribute quotes from the runtime-configuration slot the servers look for.
    optimization: { runtimeChunk: false, minimizeOptions: { html: false } },
    performance: { hints: false },
  };
}

/** The entry name of the host's loader for pages whose islands are all plain DOM code (`islands-dom.js`). */
const DOM_LOADER = 'islands-dom';

/** The folder of the server build inside an app's `dist/`: a remote publishes it beside its browser build. */
const SERVER_DIR = 'server';

/**
 * The app built for Node (`target: 'async-node'`) into `dist/server/`, for the render server: a
 * remote's route modules as a CommonJS `server/remoteEntry.js` that the host's server build loads
 * over HTTP through the federation runtime (`@module-federation/node`'s runtime plugin fetches and
 * runs its chunks); the host's server entry as a CommonJS module that provides the shared singletons
 * to the remotes it loads. A remote's public path is its browser build's URL, found at run time
 * (`@worldatlas/federation-runtime/server-public-path`): its chunks are named `server/…`, and the assets its route modules
 * show are written beside the browser build (`assets/…`), so the server renders URLs the browser
 * loads from the remote. Nothing is minified or compressed: the server reads it once per release.
 */
function serverConfig(options: AppBuildOptions, production: boolean): Configuration {
  const remote = !options.host;
  const base = baseConfig(options, production, `${options.name}_server`, remote ? '' : '/');
  const library = { type: 'commonjs-module' as const };
  return {
    ...base,
    name: `${options.name}-server`,
    // Written after the browser build has cleaned the folder.
    dependencies: [options.name],
    target: 'async-node',
    devtool: 'source-map',
    entry: options.host ? { main: options.host.serverEntry } : {},
    output: {
      ...base.output,
      path: outputFolder(options.root, production),
      filename: `${SERVER_DIR}/[name].js`,
      chunkFilename: `${SERVER_DIR}/[name].[contenthash:8].js`,
      // The assets the route modules show (the hero's image) are written to `dist/assets/` and
      // served with the browser build: the pages reference them under its URL.
      library,
    },
    optimization: { ...base.optimization, minimize: false },
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        filename: `${SERVER_DIR}/remoteEntry.js`,
        exposes: options.routes,
        remotes: {},
        library: { ...library, name: options.name },
        remoteType: 'script',
        shareStrategy: 'loaded-first',
        shared: singletons(SERVER_SHARED),
        runtimePlugins: [
          require.resolve('@module-federation/node/runtimePlugin'),
          ...(remote ? [require.resolve('@worldatlas/federation-runtime/server-public-path')] : []),
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
 * - The host (`host`): its browser build, `islands.js` (the island loader: the federation runtime,
 *   which it also provides to the remotes, with React shared) and the page template `index.html`;
 *   `islands-dom.js`, the island loader of the pages whose islands are all plain DOM code (the same
 *   runtime without shared modules: no share scope, no React); and its server build, the page
 *   renderer the render server runs.
 * - A remote: its browser build, `remoteEntry.js`, `mf-manifest.json` and its islands (`exposes`),
 *   using the host's federation runtime instead of shipping a second copy; and its server build,
 *   `server/remoteEntry.js` with its route modules (`routes`).
 */
export function createAppConfig(options: AppBuildOptions, argv: { mode?: string }): Configuration[] {
  const production = argv.mode !== 'development';
  const precompressed = production ? [gzipCopies()] : [];
  // A development build (watch mode, into dist-dev/) keeps the server build's folder, which the
  // render server watches, and the DOM islands' loader: only the other files of an earlier build go.
  const clean = production ? true : { keep: new RegExp(`^(${SERVER_DIR}/|${DOM_LOADER}\\.js)`) };

  if (options.host) {
    const base = forBrowsers(baseConfig(options, production, options.name, '/'));
    const host: Configuration = {
      ...base,
      name: options.name,
      entry: { islands: options.host.entry },
      output: { ...base.output, clean },
      plugins: [
        browserFederation(options.name, undefined, 'host'),
        hostPage(options.host),
        new HostFilesPlugin(options.host),
        new CopyPlugin({ patterns: [...(options.publicDir ? [{ from: options.publicDir }] : []), ...(options.host.files ?? [])] }),
        ...precompressed,
      ],
    };
    const domBase = forBrowsers(baseConfig(options, production, `${options.name}_dom`, '/'));
    const domHost: Configuration = {
      ...domBase,
      name: `${options.name}-dom`,
      // Written after the host's browser build has cleaned the folder.
      dependencies: [options.name],
      entry: { [DOM_LOADER]: options.host.domEntry },
      plugins: [browserFederation(options.name, undefined, 'domHost'), ...precompressed],
    };
    return [host, domHost, serverConfig(options, production)];
  }

  const remoteBase = forBrowsers(baseConfig(options, production, options.name, 'auto'));
  const remote: Configuration = {
    ...remoteBase,
    name: options.name,
    entry: {},
    output: { ...remoteBase.output, clean },
    plugins: [browserFederation(options.name, options.exposes, 'remote'), ...precompressed],
  };
  return [remote, serverConfig(options, production)];
}
