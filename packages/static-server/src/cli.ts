/**
 * `tsx packages/static-server/src/cli.ts <dist> --port N [--runtime-config FILE]`: serves the files
 * of one built app (a remote's federation files; no pages) on 127.0.0.1 (HOST overrides; port 0
 * takes a free one) until SIGINT/SIGTERM, with the headers of the nginx images; paths that are not
 * files are 404. The CSP is derived from the runtime configuration (remotes' manifests, API): FILE,
 * else the `runtime-config.json` being served, else the images' variables (`<NAME>_MANIFEST_URL`,
 * `API_URL`: `npm start` at the root sets them from remotes.json; with none, no remote and the API
 * on its local port). With FILE, a served `/runtime-config.json` carries FILE's configuration instead of the build's,
 * as the nginx image serves the one it was started with.
 * Prints `serving <dist> on http://<host>:<port> …` once listening.
 */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readRuntimeConfig, runtimeConfigFromEnv } from '@worldatlas/service-kit';
import { buildStaticServer } from './index';

/** A remote served alone, with no configuration: it names no other remote, and the API is on its local port. */
const NO_CONFIGURATION = { remotes: {}, apiBaseUrl: 'http://localhost:4000' };

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { port: { type: 'string' }, 'runtime-config': { type: 'string' } },
  });
  const root = resolve(positionals[0] ?? 'dist');
  const port = Number(values.port);
  // 0 takes any free port (tests); the line printed once listening names the one taken.
  if (!values.port || !Number.isInteger(port) || port < 0 || port > 65535) throw new Error('--port N (0-65535) is required');
  const host = process.env.HOST || '127.0.0.1';

  const served = join(root, 'runtime-config.json');
  const runtimeConfigFile = values['runtime-config'] ?? (existsSync(served) ? served : undefined);
  const runtimeConfig = runtimeConfigFile ? readRuntimeConfig(runtimeConfigFile) : (runtimeConfigFromEnv(process.env) ?? NO_CONFIGURATION);
  const app = await buildStaticServer({ root, runtimeConfig });
  if (values['runtime-config'] && existsSync(served)) {
    // Answered before the build's file would be; the server's other hooks (headers, gzip) still apply.
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.split('?')[0] !== '/runtime-config.json') return;
      return reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(runtimeConfig);
    });
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
  await app.listen({ host, port });
  const { port: listening } = app.server.address() as AddressInfo;
  console.log(`serving ${root} on http://${host}:${listening} (site configuration: ${runtimeConfigFile ?? 'the environment'})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
