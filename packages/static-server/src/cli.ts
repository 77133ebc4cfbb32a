/**
 * `tsx packages/static-server/src/cli.ts <dist> --port N [--spa] [--runtime-config FILE]`: serves
 * one built app on 127.0.0.1 (HOST overrides) until SIGINT/SIGTERM, with the headers of the nginx
 * images derived from the site's configuration:
 * - the runtime configuration (remotes' manifests, API): FILE, else the `runtime-config.json`
 *   being served (the shell's), else the one the shell's build serves (shell/public);
 * - the shell's URL, whose origin the remotes' files allow: SHELL_URL, as in the images (default
 *   http://127.0.0.1:3000, where `npm start` serves the shell).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildStaticServer, checkUrl, readRuntimeConfig } from './index';

const SHELL_RUNTIME_CONFIG = join(__dirname, '..', '..', '..', 'shell', 'public', 'runtime-config.json');

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { port: { type: 'string' }, spa: { type: 'boolean', default: false }, 'runtime-config': { type: 'string' } },
  });
  const root = resolve(positionals[0] ?? 'dist');
  const port = Number(values.port);
  if (!Number.isInteger(port) || port <= 0) throw new Error('--port N is required');
  const host = process.env.HOST || '127.0.0.1';

  const served = join(root, 'runtime-config.json');
  const runtimeConfigFile = values['runtime-config'] ?? (existsSync(served) ? served : SHELL_RUNTIME_CONFIG);
  const site = {
    shellUrl: checkUrl('SHELL_URL', process.env.SHELL_URL || 'http://127.0.0.1:3000'),
    runtimeConfig: readRuntimeConfig(runtimeConfigFile),
  };
  const app = await buildStaticServer({ root, spa: values.spa ?? false, site });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
  await app.listen({ host, port });
  console.log(`serving ${root} on http://${host}:${port} (site configuration: ${runtimeConfigFile}, shell ${site.shellUrl})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
