/**
 * `npm start -w shell`: the shell's render server on HOST:PORT (127.0.0.1:3000 by default), serving
 * the build in `dist/` (DIST overrides). Configuration: RUNTIME_CONFIG, the runtime configuration file
 * (default `dist/runtime-config.json`: the remotes' manifest URLs and the API; checked, a bad one stops
 * start-up with a message); SITE_URL, the site's public origin for canonical URLs (default
 * `http://localhost:PORT`); RELEASE_CHECK_SECONDS, how often the remotes' server builds are checked
 * for a new release (10); REMOTE_TIME_LIMIT_MS, how long a page waits for a remote's server code
 * (3000). Prints one line once listening. On SIGTERM or SIGINT it stops taking
 * connections, answers the requests in flight, and exits 0.
 */
import { readRuntimeConfig } from '@worldatlas/static-server';
import closeWithGrace from 'close-with-grace';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import type * as ServerEntry from '../src/server';
import { buildRenderServer } from './app';

async function main(): Promise<void> {
  const dist = resolve(process.env.DIST || join(__dirname, '..', 'dist'));
  const host = process.env.HOST || '127.0.0.1';
  const port = Number(process.env.PORT || 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0-65535, got ${process.env.PORT}`);
  const config = readRuntimeConfig(process.env.RUNTIME_CONFIG || join(dist, 'runtime-config.json'));
  const log = (message: string) => console.log(`[render] ${message}`);
  // The host's server build: the federation runtime, the shared libraries and the site's routes, for Node.
  const { createPageRenderer } = require(join(dist, 'server', 'main.js')) as typeof ServerEntry;
  const remoteTimeLimitMs = process.env.REMOTE_TIME_LIMIT_MS ? Number(process.env.REMOTE_TIME_LIMIT_MS) : undefined;
  const renderer = await createPageRenderer({ config, log, remoteTimeLimitMs });
  const app = await buildRenderServer({ dist, config, renderer, siteUrl: process.env.SITE_URL || `http://localhost:${port}` });

  const seconds = Number(process.env.RELEASE_CHECK_SECONDS || 10);
  const releaseCheck = setInterval(() => void renderer.revalidate(), seconds * 1000);
  closeWithGrace({ delay: 10_000 }, async () => {
    clearInterval(releaseCheck);
    await app.close();
  });
  await app.listen({ host, port });
  const { port: listening } = app.server.address() as AddressInfo;
  console.log(`WorldAtlas pages rendered at http://${host}:${listening} (remotes and API: ${JSON.stringify(config)})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
