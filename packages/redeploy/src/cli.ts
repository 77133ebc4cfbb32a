/**
 * `npm run redeploy -w <remote>` (`tsx ../packages/redeploy/src/cli.ts` in the app's
 * folder): rebuilds the app for production and switches its served `dist/` to the new release while
 * `npm start` serves it (see ./redeploy.ts). Prints what it did; exits 1 when the build fails, with
 * `dist/` untouched.
 */
import { redeploy } from './redeploy';

redeploy({ app: process.cwd(), log: (line) => console.log(`redeploy: ${line}`) }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
