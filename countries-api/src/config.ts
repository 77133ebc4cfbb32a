import { LOG_LEVELS, readChoice, readTrustProxy, readUrl, readWhole } from '@worldatlas/service-kit';
import { join } from 'node:path';
import { getHeapStatistics } from 'node:v8';
import type { PressureLimits } from './plugins/external/under-pressure';
import { DEFAULT_RATE_LIMIT, type RateLimit } from './plugins/external/rate-limit';
import { DEFAULT_CACHE_BYTES } from './plugins/app/response-cache';

/** Runtime configuration of countries-api, read from the environment when the server starts. */
export interface ApiConfig {
  /** Interface to listen on (`HOST`, default 127.0.0.1). */
  host: string;
  /** TCP port, 1–65535 (`PORT`, default 4000). */
  port: number;
  /**
   * Absolute base URL that clients reach this API at (`PUBLIC_URL`), used to make `flags.svg`
   * and `flags.png` absolute. Defaults to `http://{host}:{port}` (127.0.0.1 when host is 0.0.0.0).
   */
  publicUrl: string;
  /** Folder holding `data/countries.json` and `flags/` built by `npm run build` (`DATA_DIR`). */
  dataDir: string;
  /** pino log level (`LOG_LEVEL`, default info). */
  logLevel: string;
  /** A log line per request (`LOG_REQUESTS=true`); off by default, access logs come from the proxy in front. */
  logRequests: boolean;
  /**
   * Proxies whose `X-Forwarded-For` names the client (`TRUST_PROXY`): addresses, CIDR ranges or
   * `loopback`/`linklocal`/`uniquelocal`, comma-separated; `false` (the default) takes the
   * connection's address, so a client cannot pick the address it is rate-limited by.
   */
  trustProxy: string[] | false;
  /**
   * Requests per client address and window (`RATE_LIMIT_MAX`, 12 000), of them requests the response
   * cache had not answered before (`RATE_LIMIT_MISS_MAX`, 600); window `RATE_LIMIT_WINDOW_MS` (60 000).
   */
  rateLimit: RateLimit;
  /** When answers become 503 (`PRESSURE_MAX_EVENT_LOOP_DELAY_MS`, `PRESSURE_MAX_HEAP_USED_MB`, `PRESSURE_MAX_RSS_MB`). */
  pressure: PressureLimits;
  /** Most bytes of answers the response cache keeps (`CACHE_MB`, 32 MiB; its real cost is counted). */
  cacheBytes: number;
  /** Longest a shutdown may take to finish requests in flight before the process exits 1, ms (`SHUTDOWN_TIMEOUT_MS`). */
  shutdownTimeoutMs: number;
  /** Where `GET /metrics` listens (`METRICS_PORT`, `METRICS_HOST` default 127.0.0.1); null, the default, for nowhere. */
  metrics: { host: string; port: number } | null;
}

const MIB = 1024 * 1024;

/**
 * Reads {@link ApiConfig} from an environment. Unset and empty variables take their defaults.
 * @throws ConfigError (@worldatlas/service-kit) when a variable has a value that cannot be used (a
 *   port outside 1–65535, a `PUBLIC_URL` that is not http(s), an unknown `LOG_LEVEL`, a malformed
 *   `TRUST_PROXY`, a number out of its range); the message names the variable.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const host = env.HOST || '127.0.0.1';
  // 0 (any free port) is refused: the default PUBLIC_URL is built from the port.
  const port = readWhole(env, 'PORT', 4000, 1, 65535);
  const publicUrl = (readUrl(env, 'PUBLIC_URL', /^https?:\/\/[^/]+/, 'an absolute http(s) URL') ?? `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`).replace(/\/+$/, '');
  // Shed load before V8 runs out of heap: 90 % of the heap limit this process was started with.
  const heapLimitMb = Math.floor((getHeapStatistics().heap_size_limit * 0.9) / MIB);
  const metricsPort = readWhole(env, 'METRICS_PORT', 0, 1, 65535);
  return {
    host,
    port,
    publicUrl,
    dataDir: env.DATA_DIR || join(__dirname, '..', 'dist'),
    logLevel: readChoice(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    logRequests: env.LOG_REQUESTS === 'true',
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    rateLimit: {
      max: readWhole(env, 'RATE_LIMIT_MAX', DEFAULT_RATE_LIMIT.max, 1),
      missMax: readWhole(env, 'RATE_LIMIT_MISS_MAX', DEFAULT_RATE_LIMIT.missMax, 1),
      windowMs: readWhole(env, 'RATE_LIMIT_WINDOW_MS', DEFAULT_RATE_LIMIT.windowMs, 1000),
    },
    pressure: {
      maxEventLoopDelayMs: readWhole(env, 'PRESSURE_MAX_EVENT_LOOP_DELAY_MS', 1000, 0),
      maxHeapUsedBytes: readWhole(env, 'PRESSURE_MAX_HEAP_USED_MB', heapLimitMb, 0) * MIB,
      maxRssBytes: readWhole(env, 'PRESSURE_MAX_RSS_MB', 0, 0) * MIB,
    },
    shutdownTimeoutMs: readWhole(env, 'SHUTDOWN_TIMEOUT_MS', 8000, 1),
    // Room for the site's working set (the list, every country and border answer: a few MiB) many
    // times over, and far under the pod's memory limit with V8's own overhead on top.
    cacheBytes: readWhole(env, 'CACHE_MB', DEFAULT_CACHE_BYTES / MIB, 1, 4096) * MIB,
    metrics: metricsPort === 0 ? null : { host: env.METRICS_HOST || '127.0.0.1', port: metricsPort },
  };
}
