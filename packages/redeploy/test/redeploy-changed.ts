/**
 * Redeploys one app with one visible change, as `npm run redeploy` does after an edit, without
 * touching its sources: `tsx redeploy-changed.ts <app folder> <served folder> <file> <text> <replacement>`
 * replaces every `<text>` in the source file `<file>` (relative to the app folder) while webpack
 * builds. Exits non-zero when the build fails.
 */
import { join, resolve } from 'node:path';
import { redeploy } from '../src/redeploy';

const [app, live, file, search, replace] = process.argv.slice(2);
if (!app || !live || !file || !search || replace === undefined) throw new Error('usage: redeploy-changed <app> <served folder> <file> <text> <replacement>');
redeploy({
  app,
  live,
  log: (line) => console.log(line),
  configure: (config) => {
    config.module?.rules?.push({ test: join(resolve(app), file), loader: 'string-replace-loader', options: { search, replace, flags: 'g', strict: true } });
  },
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
