/**
 * `npm start -w shell`, and the shell's image: the shell's render server on HOST:PORT
 * (127.0.0.1:3000 by default; the image listens on 0.0.0.0:8080), serving the build in `dist/`
 * (DIST overrides). Configuration (`./config.ts`): the remotes' manifest URLs and the API from the
 * images' variables (each remote's <NAME>_MANIFEST_URL, and API_URL) when any is set, else from RUNTIME_CONFIG (default `dist/runtime-config.json`); SITE_URL, the site's
 * public origin for canonical URLs (default `http://localhost:PORT`); RELEASE_CHECK_SECONDS, how often
 * the remotes' server builds are checked for a new release (10); REMOTE_TIME_LIMIT_MS, how long a
 * page waits for a remote's server code (3000); PAGE_CACHE_MB, the MiB of rendered pages kept in
 * memory (64; 0 keeps none); CONTACT_API_INTERNAL_URL, the contact service the contact form's action posts
 * messages to (http://127.0.0.1:4100); RENDER_CONCURRENCY and RENDER_QUEUE, the pages rendered at
 * once (8) and waiting (32), beyond which a page not in the cache is answered 503; VISITOR_MISS_MAX, the
 * pages not in the cache one visitor may ask for per minute (120), beyond which 429; TRUST_PROXY, the
 * proxies whose X-Forwarded-For names the visitor (addresses, CIDR ranges, loopback, linklocal,
 * uniquelocal, comma-separated, as the APIs read it; none by default: the connection's address is the
 * visitor's), which the per-visitor limit counts and the API requests name; each remote's
 * <NAME>_INTERNAL_URL and API_INTERNAL_URL, where the server itself reaches
 * the remotes and the API inside the deployment (by default, at their public URLs); SOURCE_ADDRESS, the
 * local address the server's own requests leave from, which the APIs trust X-Forwarded-For from (the
 * system's choice by default). A malformed value
 * stops start-up with a message naming it. Prints one line once listening. On SIGTERM or SIGINT it stops taking
 * connections, answers the requests in flight (10 s at most), and exits 0.
 */
import closeWithGrace from 'close-with-grace';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type * as ServerEntry from '../src/renderer';
import { buildRenderServer } from './app';
import { readServerConfig } from './config';
import { routeServerRequests } from './internal-urls';

/** How long requests in flight may take to finish once a stop is asked for, in ms (the image's stop grace period is longer). */
const DRAIN_MS = 10_000;

async function main(): Promise<void> {
  const { dist, host, port, runtimeConfig: config, siteUrl, releaseCheckSeconds, remoteTimeLimitMs, internalRoutes, pageCacheBytes, services, renderLimits, missLimit, trustProxy, sourceAddress } = readServerConfig(process.env, join(__dirname, '..', 'dist'));
  routeServerRequests(internalRoutes, sourceAddress);
  const log = (message: string) => console.log(`[render] ${message}`);
  // The host's server build: the federation runtime, the shared libraries and the site's routes, for Node.
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
