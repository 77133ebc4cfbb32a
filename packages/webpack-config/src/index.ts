import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { join } from 'node:path';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

/**
 * Libraries that must exist once at run time, whichever app loads first: one React, one router,
 * one Emotion cache and one Chakra system (through the design system) for the host and every remote.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
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
  /** Runtime plugins (absolute paths) the host's federation runtime starts with. */
  runtimePlugins?: string[];
  /** Page title of the app's own `index.html`. */
  title: string;
  /** Extra files copied beside the build (absolute paths), e.g. the shell's runtime configuration. */
  publicDir?: string;
}

/**
 * The webpack configuration of one WorldAtlas app (host or remote): TypeScript through ts-loader
 * (type-checking is `tsc --noEmit`, separately), an `index.html` of its own, the federation plugin
 * with the shared singletons, `remoteEntry.js` and `mf-manifest.json`. Entry chunks are not
 * content-hashed (the federation runtime cannot resolve it there); lazy chunks are, and are cached
 * for a year by the servers.
 */
export function createAppConfig(options: AppBuildOptions, argv: { mode?: string }): Configuration {
  const production = argv.mode !== 'development';
  const isHost = !options.exposes;
  const devServer: DevServerConfiguration = {
    port: options.port,
    host: '127.0.0.1',
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    static: options.publicDir ? { directory: options.publicDir } : false,
  };
  return {
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    entry: { main: join(options.root, 'src', 'index.ts') },
    output: {
      path: join(options.root, 'dist'),
      // The host serves routes like /country/Nepal: its chunks must load from the root, not "auto".
      publicPath: isHost ? '/' : 'auto',
      uniqueName: options.name,
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: join(options.root, 'tsconfig.json') } },
        },
        { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset/resource' },
      ],
    },
    optimization: { runtimeChunk: false },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes,
        // Remotes are registered at run time from runtime-config.json (see shell/src/remotes).
        remotes: {},
        shareStrategy: 'loaded-first',
        shared: Object.fromEntries(SHARED_SINGLETONS.map((name) => [name, { singleton: true }])),
        runtimePlugins: options.runtimePlugins,
        dts: false,
      }),
      new HtmlWebpackPlugin({
        template: join(__dirname, 'index.html'),
        title: options.title,
        favicon: join(__dirname, 'favicon.svg'),
      }),
      ...(options.publicDir ? [new CopyPlugin({ patterns: [{ from: options.publicDir }] })] : []),
    ],
    devServer,
  };
}
