import type { RuntimeConfig } from '@worldatlas/contracts';
import { checkUrl, readRuntimeConfig, readTrustProxy, readWhole, runtimeConfigFromEnv } from '@worldatlas/service-kit';
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import type { InternalRoute } from './internal-urls';
import { MISS_LIMIT, type MissLimit, RENDER_LIMITS, type RenderLimits } from './limits';
import { PAGE_CACHE_BYTES } from './page-cache';

const MIB = 1024 * 1024;

/** The variable naming where the render server reaches a remote's files (or, for `api`, the API) inside the deployment: `COUNTRIES_INTERNAL_URL`, `API_INTERNAL_URL`. */
const internalUrlVariable = (target: string) => `${target.toUpperCase()}_INTERNAL_URL`;

/** How the render server runs, from its environment ({@link readServerConfig}). */
export interface ServerConfig {
  /** The shell's build: browser files, `index.html`, `server/main.js`. */
  dist: string;
  /** Address to listen on: `127.0.0.1` by default, `0.0.0.0` in the image. */
  host: string;
  /** TCP port, 0-65535 (0: any free one). */
  port: number;
  /** The remotes' manifest URLs and the API's base URL, for the page, the CSP and the server's own requests. */
  runtimeConfig: RuntimeConfig;
  /** The site's public origin (and path), which canonical URLs start with. */
  siteUrl: string;
  /** How often the remotes' server builds are checked for a new release, in seconds (> 0). */
  releaseCheckSeconds: number;
  /** How long a page waits for a remote's server code, in ms. */
  remoteTimeLimitMs: number;
  /** Where the server's own requests for the public URLs go instead ({@link internalRoutesFrom}). */
  internalRoutes: InternalRoute[];
  /** Bytes of rendered pages kept in memory; 0 keeps none. */
  pageCacheBytes: number;
  /** Base URLs of the services only the render server calls, by name: `contact`, the contact service (contact-api). */
  services: Record<string, string>;
  /** Renders at once (`RENDER_CONCURRENCY`) and waiting (`RENDER_QUEUE`). */
  renderLimits: RenderLimits;
  /** Pages not in the cache one visitor may ask for per minute (`VISITOR_MISS_MAX`). */
  missLimit: MissLimit;
  /**
   * Proxies whose `X-Forwarded-For` names the visitor (`TRUST_PROXY`, the syntax of the APIs: addresses,
   * CIDR ranges, `loopback`/`linklocal`/`uniquelocal`, comma-separated): the ingress controller in
   * front. `false`, the default, takes the connection's address, for browsers that connect directly.
   */
  trustProxy: string[] | false;
  /**
   * The local address the render server's own requests (page data, form posts, remotes' server
   * builds) leave from (`SOURCE_ADDRESS`, an IP address of this machine): the APIs believe
   * `X-Forwarded-For` from it alone. Undefined: the system picks one.
   */
  sourceAddress?: string;
}

/** Where the contact service is when CONTACT_API_INTERNAL_URL is not set: on its local port, as `npm start` runs it. */
const DEFAULT_CONTACT_API_INTERNAL_URL = 'http://127.0.0.1:4100';

/**
 * The runtime configuration from the images' variables when any of them is set (every remote's
 * `<NAME>_MANIFEST_URL` and `API_URL`: `runtimeConfigFromEnv` of the service kit, which the remotes'
 * servers read too; `npm start` sets them from remotes.json); else from the JSON file `file`
 * (`{ remotes, apiBaseUrl, serverEntryIntegrity? }`).
 * @throws Error naming the variable (or the file and key) whose URL is not `http(s)://host[:port][/path]`,
 *   or, when no variable is set, the file when it is missing or cannot be read or parsed.
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
 * Where the render server's requests go inside the deployment: for each remote's
 * `<NAME>_INTERNAL_URL` (e.g. its compose service, `http://<folder>:8080`) and
 * `API_INTERNAL_URL` (e.g. `http://countries-api:4000`) that is set, a route from the public folder of
 * that remote's manifest, or the public API base URL, to it. None set: none.
 * @throws Error naming the variable whose URL is not `http(s)://host[:port][/path]`.
 */
export function internalRoutesFrom(env: NodeJS.ProcessEnv, config: RuntimeConfig): InternalRoute[] {
  const publicPrefixes: [string, string][] = [...Object.entries(config.remotes).map(([name, manifest]): [string, string] => [name, new URL('.', manifest).href]), ['api', folder(config.apiBaseUrl)]];
  return publicPrefixes.flatMap(([target, publicPrefix]) => {
    const name = internalUrlVariable(target);
    const value = env[name];
    if (value === undefined || value === '') return [];
    return [{ publicPrefix, internalPrefix: folder(checkUrl(name, value)) }];
  });
}

/**
 * `SOURCE_ADDRESS`: an IPv4 or IPv6 address, or undefined when unset or empty.
 * @throws Error naming the variable when it is not an IP address (a host name, a range).
 */
function sourceAddressFrom(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  if (isIP(value.trim()) === 0) throw new Error(`SOURCE_ADDRESS must be an IP address of this machine, got ${JSON.stringify(value)}`);
  return value.trim();
}

/**
 * The render server's configuration from its environment (`defaultDist` when DIST is unset). Each
 * variable, its default and its range are in the shell's README; {@link ServerConfig} says what each field is.
 * @throws Error naming the variable whose value is malformed, so start-up stops with that message.
 */
export function readServerConfig(env: NodeJS.ProcessEnv, defaultDist: string): ServerConfig {
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
    services: { contact: checkUrl('CONTACT_API_INTERNAL_URL', env.CONTACT_API_INTERNAL_URL || DEFAULT_CONTACT_API_INTERNAL_URL).replace(/\/+$/, '') },
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
