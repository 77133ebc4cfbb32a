import type { RuntimeConfig } from '@worldatlas/contracts';
import { checkUrl, readRuntimeConfig, readTrustProxy, readWhole, runtimeConfigFromEnv } from '@worldatlas/service-kit';
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import type { InternalRoute } from './internal-urls';
import { MISS_LIMIT, RENDER_LIMITS } from './limits';
import { PAGE_CACHE_BYTES } from './page-cache';

const MIB = 1024 * 1024;

/** How the render server runs, from its environment: {@link readServerConfig}. */
export type ServerConfig = ReturnType<typeof readServerConfig>;

/**
 * The runtime configuration from the images' variables when any is set (`runtimeConfigFromEnv`), else from the JSON file `file`.
 * @throws Error naming the variable (or the file and key) whose URL is malformed, or the file when it is needed and unreadable.
 */
export function runtimeConfigFrom(env: NodeJS.ProcessEnv, file: string): RuntimeConfig {
  const fromEnv = runtimeConfigFromEnv(env);
  if (fromEnv) return fromEnv;
  if (!existsSync(file)) {
    throw new Error(`No runtime configuration: no <NAME>_MANIFEST_URL or API_URL variable is set (npm start at the root sets them from remotes.json), and there is no ${file} (RUNTIME_CONFIG)`);
  }
  return readRuntimeConfig(file);
}

/** `url` ending with one `/`, so that a prefix matches whole path segments only. */
const folder = (url: string) => (url.endsWith('/') ? url : `${url}/`);

/**
 * For each `<NAME>_INTERNAL_URL` and `API_INTERNAL_URL` set, a route from that remote's public folder (or the public API) to it.
 * @throws Error naming the variable whose URL is not `http(s)://host[:port][/path]`.
 */
export function internalRoutesFrom(env: NodeJS.ProcessEnv, config: RuntimeConfig): InternalRoute[] {
  const publicPrefixes: [string, string][] = [...Object.entries(config.remotes).map(([name, manifest]): [string, string] => [name, new URL('.', manifest).href]), ['api', folder(config.apiBaseUrl)]];
  return publicPrefixes.flatMap(([target, publicPrefix]) => {
    const name = `${target.toUpperCase()}_INTERNAL_URL`;
    const value = env[name];
    if (value === undefined || value === '') return [];
    return [{ publicPrefix, internalPrefix: folder(checkUrl(name, value)) }];
  });
}

/** `SOURCE_ADDRESS`, or undefined when unset or empty. @throws Error when it is not an IP address. */
function sourceAddressFrom(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  if (isIP(value.trim()) === 0) throw new Error(`SOURCE_ADDRESS must be an IP address of this machine, got ${JSON.stringify(value)}`);
  return value.trim();
}

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
    sourceAddress: sourceAddressFrom(env.SOURCE_ADDRESS),
  };
}
