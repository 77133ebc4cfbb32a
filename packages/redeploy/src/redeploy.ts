import { mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { type ReleaseSwitch, switchRelease } from './switch-release';

/** What {@link redeploy} is told. */
export interface RedeployOptions {
  /** The app's folder (with its `webpack.config.ts`), a remote's (remotes.json). */
  app: string;
  /** The folder being served (`<app>/dist` by default), switched to the new build. */
  live?: string;
  /** Changes each webpack configuration before the build (a test's visible change, say). */
  configure?: (config: Configuration) => void;
  /** Where progress is reported, a line each. */
  log?: (line: string) => void;
}

/** Runs webpack on `configs` (one multi-compiler run, as `webpack --mode production` does). @throws Error with webpack's errors. */
function build(configs: Configuration[]): Promise<void> {
  return new Promise((done, fail) => {
    webpack(configs, (error, stats) => {
      if (error || !stats) fail(error ?? new Error('webpack gave no stats'));
      else if (stats.hasErrors()) fail(new Error(stats.toString('errors-only')));
      else done();
    });
  });
}

/**
 * Rebuilds one app for production into a folder of its own, beside its served folder, and switches
 * the served folder to it while the site runs ({@link switchRelease}): the new release's hashed
 * files first, the entries and manifests last, each in one rename, the previous release's hashed
 * files kept for pages already open. Nothing is served from the build folder, which is removed.
 * @returns what the switch added, switched and removed.
 * @throws Error when the build fails (the served folder is then untouched).
 */
export async function redeploy({ app, live, configure, log = () => undefined }: RedeployOptions): Promise<ReleaseSwitch> {
  const root = resolve(app);
  const served = resolve(live ?? join(root, 'dist'));
  const { default: configFor } = (await import(join(root, 'webpack.config.ts'))) as { default: (env: unknown, argv: { mode: string }) => Configuration | Configuration[] };
  const configs = [configFor({}, { mode: 'production' })].flat();
  // On the same file system as the served folder, outside it: nothing half-built is ever served.
  const staging = mkdtempSync(`${served}.next-`);
  try {
    for (const config of configs) {
      config.output = { ...config.output, path: staging };
      configure?.(config);
    }
    log(`building ${root} into ${staging}`);
    await build(configs);
    const result = switchRelease(staging, served);
    log(`switched ${served}: ${result.added.length} files added, ${result.switched.length} switched, ${result.removed.length} removed`);
    return result;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
