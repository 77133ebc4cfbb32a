import { checkUrl, internalRoutesFrom, readIpAddress, readTrustProxy, readWhole, runtimeConfigFrom } from '@worldatlas/service-kit';
import { join, resolve } from 'node:path';
import { MISS_LIMIT, RENDER_LIMITS } from './limits';
import { PAGE_CACHE_BYTES } from './page-cache';

const MIB = 1024 * 1024;

/** How the render server runs, from its environment: {@link readServerConfig}. */
export type ServerConfig = ReturnType<typeof readServerConfig>;

/**
 * The render server's configuration from its environment (`defaultDist` when DIST is unset), as the README's "Configuration" says.
 * @throws Error naming the variable whose value is malformed, so start-up stops with that message.
 */
export function readServerConfig(env: NodeJS.ProcessEnv, defaultDist: string) {
  const dist = resolve(env.DIST || defaultDist);
  const port = readWhole(env, 'PORT', 3000, 0, 65_535);
  const runtimeConfig = runtimeConfigFrom(env, env.RUNTIME_CONFIG || join(dist, 'runtime-config.json'));
  return {
    dist,
    host: env.HOST || '127.0.0.1',
    port,
    runtimeConfig,
    internalRoutes: internalRoutesFrom(env, runtimeConfig),
    siteUrl: checkUrl('SITE_URL', env.SITE_URL || `http://localhost:${port}`),
    releaseCheckSeconds: readWhole(env, 'RELEASE_CHECK_SECONDS', 10, 1, 86_400),
    remoteTimeLimitMs: readWhole(env, 'REMOTE_TIME_LIMIT_MS', 3_000, 1, 60_000),
    pageCacheBytes: readWhole(env, 'PAGE_CACHE_MB', PAGE_CACHE_BYTES / MIB, 0, 4096) * MIB,
    services: { contact: checkUrl('CONTACT_API_INTERNAL_URL', env.CONTACT_API_INTERNAL_URL || 'http://127.0.0.1:4100').replace(/\/+$/, '') },
    renderLimits: {
      concurrent: readWhole(env, 'RENDER_CONCURRENCY', RENDER_LIMITS.concurrent, 1, 1000),
      queued: readWhole(env, 'RENDER_QUEUE', RENDER_LIMITS.queued, 0, 10_000),
    },
    missLimit: {
      max: readWhole(env, 'VISITOR_MISS_MAX', MISS_LIMIT.max, 1, 1_000_000),
      windowMs: MISS_LIMIT.windowMs,
    },
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    sourceAddress: readIpAddress(env, 'SOURCE_ADDRESS'),
  };
}
