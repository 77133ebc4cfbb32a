// `npm start -w shell` and the image: the render server on HOST:PORT, as the README says.
import closeWithGrace from 'close-with-grace';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { routeServerRequests } from '@worldatlas/service-kit';
import type * as ServerEntry from '../src/renderer';
import { buildRenderServer } from './app';
import { readServerConfig } from './config';

/** How long requests in flight may take to finish once a stop is asked for, in ms (shorter than the image's grace period). */
const DRAIN_MS = 10_000;

async function main(): Promise<void> {
  const { dist, host, port, runtimeConfig: config, siteUrl, releaseCheckSeconds, remoteTimeLimitMs, internalRoutes, pageCacheBytes, services, renderLimits, missLimit, trustProxy, sourceAddress } = readServerConfig(process.env, join(__dirname, '..', 'dist'));
  routeServerRequests(internalRoutes, sourceAddress);
  const log = (message: string) => console.log(`[render] ${message}`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS build at a path known at run time (DIST)
  const { createRenderer } = require(join(dist, 'server', 'main.js')) as typeof ServerEntry;
  const renderer = await createRenderer({ config, services, log, remoteTimeLimitMs });
  const app = await buildRenderServer({ dist, config, renderer, siteUrl, pageCacheBytes, renderLimits, missLimit, trustProxy });

  // Each check starts once the last has ended: a slow remote never stacks checks up.
  let releaseCheck: NodeJS.Timeout | undefined;
  const checkReleases = () => {
    releaseCheck = setTimeout(() => void renderer.revalidate().finally(checkReleases), releaseCheckSeconds * 1000);
  };
  checkReleases();
  closeWithGrace({ delay: DRAIN_MS }, async () => {
    clearTimeout(releaseCheck);
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
