import { join } from 'node:path';

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
}

/** A configuration value that cannot be used; its message names the variable and the value. */
export class ConfigError extends Error {}

/** `PORT` as a number: unset or blank gives 4000; anything but decimal digits for 1–65535 throws. */
function readPort(value: string | undefined): number {
  const text = value?.trim() ?? '';
  if (text === '') return 4000;
  const port = /^\d{1,5}$/.test(text) ? Number(text) : NaN;
  // 0 (any free port) is refused: the default PUBLIC_URL is built from the port.
  if (!(port >= 1 && port <= 65535)) throw new ConfigError(`PORT must be a whole number from 1 to 65535, got "${value}"`);
  return port;
}

/**
 * Reads {@link ApiConfig} from an environment. Unset and empty variables take their defaults.
 * @throws ConfigError when `PORT` is not a whole number in 1–65535 or `PUBLIC_URL` is not an http(s) URL.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const host = env.HOST || '127.0.0.1';
  const port = readPort(env.PORT);
  const publicUrl = (env.PUBLIC_URL || `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+/.test(publicUrl)) {
    throw new ConfigError(`PUBLIC_URL must be an absolute http(s) URL, got "${publicUrl}"`);
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
