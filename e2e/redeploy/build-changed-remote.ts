/**
 * Rebuilds one remote for production, as its deploy would, with one visible change:
 * `tsx build-changed-remote.ts <app folder> <output folder> <file> <text> <replacement>` replaces
 * every `<text>` in the source file `<file>` (relative to the app folder) while webpack builds the
 * federated compilation (remoteEntry.js, mf-manifest.json, exposed modules) into `<output folder>`.
 * The sources on disk are left untouched. Exits non-zero when the build fails.
 */
import { join, resolve } from 'node:path';
import webpack, { type Configuration } from 'webpack';

async function main(): Promise<void> {
  const [appDir, outputPath, file, search, replace] = process.argv.slice(2);
  if (!appDir || !outputPath || !file || !search || replace === undefined) throw new Error('usage: build-changed-remote <app> <out> <file> <text> <replacement>');
  const root = resolve(appDir);
  const { default: configFor } = (await import(join(root, 'webpack.config.ts'))) as { default: (env: unknown, argv: { mode: string }) => Configuration | Configuration[] };
  const configs = configFor({}, { mode: 'production' });
  const federated = Array.isArray(configs) ? configs[0] : configs;
  if (!federated) throw new Error(`${appDir} has no webpack configuration`);
  federated.output = { ...federated.output, path: resolve(outputPath) };
  federated.module?.rules?.push({
    test: join(root, file),
    loader: 'string-replace-loader',
    options: { search, replace, flags: 'g', strict: true },
  });
  const stats = await new Promise<webpack.Stats>((done, fail) =>
    webpack(federated, (error, result) => (error || !result ? fail(error ?? new Error('no stats')) : done(result))),
  );
  if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
