import { join } from 'node:path';

/** Runtime configuration of countries-api, read from the environment when the server starts. */
export interface ApiConfig {
  /** Interface to listen on (`HOST`, default 127.0.0.1). */
  host: string;
  /** TCP port (`PORT`, default 4000). */
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
}

/**
 * Reads {@link ApiConfig} from an environment.
 * @throws Error when `PORT` is not an integer in 0–65535 or `PUBLIC_URL` is not an http(s) URL.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const host = env.HOST || '127.0.0.1';
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer from 0 to 65535, got "${env.PORT}"`);
  }
  const publicUrl = (env.PUBLIC_URL || `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+/.test(publicUrl)) {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL, got "${publicUrl}"`);
  }
  return {
    host,
    port,
    publicUrl,
    dataDir: env.DATA_DIR || join(__dirname, '..', 'dist'),
    logLevel: env.LOG_LEVEL || 'info',
    logRequests: env.LOG_REQUESTS === 'true',
  };
}
