import { join } from 'node:path';
import { createAppConfig } from '@worldatlas/webpack-config';

/** The host: header, footer, routes and error page; remotes are registered at run time from runtime-config.json. */
export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig({ name: 'shell', root: __dirname, port: 3000, title: 'WorldAtlas', publicDir: join(__dirname, 'public'), serverEntry: join(__dirname, 'src', 'server.ts') }, argv);
