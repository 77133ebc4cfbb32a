/**
 * `tsx packages/static-server/src/cli.ts <dist> --port N [--spa]`: serves one built app on 127.0.0.1
 * (HOST overrides) until SIGINT/SIGTERM, with the CSP of the default runtime configuration.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_RUNTIME_CONFIG } from '@worldatlas/contracts';
import { buildStaticServer, contentSecurityPolicy } from './index';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { port: { type: 'string' }, spa: { type: 'boolean', default: false } },
  });
  const root = resolve(positionals[0] ?? 'dist');
  const port = Number(values.port);
  if (!Number.isInteger(port) || port <= 0) throw new Error('--port N is required');
  const host = process.env.HOST || '127.0.0.1';

  // npm start serves the default runtime configuration: every app on its local port.
  const remoteOrigins = Object.values(DEFAULT_RUNTIME_CONFIG.remotes).map((url) => new URL(url).origin);
  const csp = contentSecurityPolicy(remoteOrigins, new URL(DEFAULT_RUNTIME_CONFIG.apiBaseUrl).origin);
  const app = await buildStaticServer({ root, spa: values.spa ?? false, contentSecurityPolicy: csp });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
  await app.listen({ host, port });
  console.log(`serving ${root} on http://${host}:${port}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
