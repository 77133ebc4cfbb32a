import { join } from 'node:path';
import { createAppConfig } from '@worldatlas/webpack-config';
import { INLINE_SCRIPTS } from './src/document/inline-scripts';

/**
 * The host: its page (header, footer, error page) rendered on the server from the route table and
 * the remotes' route modules (`src/renderer`, built for Node), and the island loader the pages with
 * islands load (`src/islands`); remotes are registered at run time from the runtime configuration.
 */
export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      name: 'shell',
      root: __dirname,
      publicDir: join(__dirname, 'public'),
      host: {
        entry: join(__dirname, 'src', 'islands', 'index.ts'),
        serverEntry: join(__dirname, 'src', 'renderer', 'index.ts'),
        template: join(__dirname, 'src', 'document', 'page.html'),
        inlineScripts: INLINE_SCRIPTS,
      },
    },
    argv,
  );
