/**
 * Rebuilds one remote for production, as its deploy would, with visible changes:
 * `tsx build-changed-remote.ts <app folder> <output folder> <file> <text> <replacement> [<file> <text> <replacement>…]`
 * replaces every `<text>` in each source file `<file>` (relative to the app folder) while webpack builds the
 * federated compilations into `<output folder>`: the browser's (remoteEntry.js, mf-manifest.json,
 * exposed modules) and the server's (server/remoteEntry.js and its chunks). The sources on disk are
 * left untouched. Exits non-zero when a build fails.
 */
import { join, resolve } from 'node:path';
import webpack, { type Configuration } from 'webpack';

async function main(): Promise<void> {
  const [appDir, outputPath, ...changeArgs] = process.argv.slice(2);
  const changes = Array.from({ length: changeArgs.length / 3 }, (_, index) => changeArgs.slice(index * 3, index * 3 + 3));
  if (!appDir || !outputPath || changes.length === 0 || changeArgs.length % 3 !== 0) throw new Error('usage: build-changed-remote <app> <out> <file> <text> <replacement> [<file> <text> <replacement>…]');
  const root = resolve(appDir);
  const { default: configFor } = (await import(join(root, 'webpack.config.ts'))) as { default: (env: unknown, argv: { mode: string }) => Configuration | Configuration[] };
  const configs = configFor({}, { mode: 'production' });
  // The browser's federated compilation, then the server's.
  const federated = Array.isArray(configs) ? configs : [configs];
  if (federated.length === 0) throw new Error(`${appDir} has no webpack configuration`);
  for (const config of federated) {
    config.output = { ...config.output, path: resolve(outputPath) };
    // Built one after the other here, not as one multi-compiler run.
    delete config.dependencies;
    for (const [file = '', search, replace] of changes) {
      config.module?.rules?.push({
        test: join(root, file),
        loader: 'string-replace-loader',
        options: { search, replace, flags: 'g', strict: true },
      });
    }
    const stats = await new Promise<webpack.Stats>((done, fail) =>
      webpack(config, (error, result) => (error || !result ? fail(error ?? new Error('no stats')) : done(result))),
    );
    if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
