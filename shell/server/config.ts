import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@worldatlas/contracts';
import { checkUrl, readRuntimeConfig } from '@worldatlas/static-server';
import { join, resolve } from 'node:path';
import type { InternalRoute } from './internal-urls';
import { PAGE_CACHE_BYTES } from './page-cache';

const MIB = 1024 * 1024;

/** The variable naming each remote's manifest URL: the ones the web images have always read. */
export const MANIFEST_URL_VARIABLES: Record<RemoteName, string> = {
  facts: 'FACTS_MANIFEST_URL',
  countries: 'COUNTRIES_MANIFEST_URL',
  contact: 'CONTACT_MANIFEST_URL',
};

/** The variable naming where the render server reaches each remote's files, and the API, inside the deployment. */
export const INTERNAL_URL_VARIABLES: Record<RemoteName | 'api', string> = {
  facts: 'FACTS_INTERNAL_URL',
  countries: 'COUNTRIES_INTERNAL_URL',
  contact: 'CONTACT_INTERNAL_URL',
  api: 'API_INTERNAL_URL',
};

/** A variable left unset takes the value the images give it: every app on its local port, under `localhost`. */
const IMAGE_DEFAULTS: Record<string, string> = {
  FACTS_MANIFEST_URL: 'http://localhost:3001/mf-manifest.json',
  COUNTRIES_MANIFEST_URL: 'http://localhost:3002/mf-manifest.json',
  CONTACT_MANIFEST_URL: 'http://localhost:3003/mf-manifest.json',
  API_URL: 'http://localhost:4000',
};

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
}

/**
 * The runtime configuration from the images' variables when any of them is set
 * (`FACTS_MANIFEST_URL`, `COUNTRIES_MANIFEST_URL`, `CONTACT_MANIFEST_URL`, `API_URL`; an unset one
 * takes the images' default), else from the JSON file `file` (`{ remotes, apiBaseUrl }`).
 * @throws Error naming the variable (or the file and key) whose URL is not `http(s)://host[:port][/path]`,
 *   or the file when it cannot be read or parsed.
 */
export function runtimeConfigFrom(env: NodeJS.ProcessEnv, file: string): RuntimeConfig {
  const names = [...Object.values(MANIFEST_URL_VARIABLES), 'API_URL'];
  if (!names.some((name) => env[name] !== undefined)) return readRuntimeConfig(file);
  const value = (name: string) => checkUrl(name, env[name] ?? IMAGE_DEFAULTS[name]);
  const remotes = Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, value(MANIFEST_URL_VARIABLES[remote])]));
  return { remotes: remotes as RuntimeConfig['remotes'], apiBaseUrl: value('API_URL') };
}

/** `url` ending with one `/`, so that a prefix matches whole path segments only. */
const folder = (url: string) => (url.endsWith('/') ? url : `${url}/`);

/**
 * Where the render server's requests go inside the deployment: for each of FACTS_INTERNAL_URL,
 * COUNTRIES_INTERNAL_URL, CONTACT_INTERNAL_URL (a remote's folder, e.g. `http://mf-facts:8080`) and
 * API_INTERNAL_URL (e.g. `http://countries-api:4000`) that is set, a route from the public folder
 * of that remote's manifest, or the public API base URL, to it. None set: none.
 * @throws Error naming the variable whose URL is not `http(s)://host[:port][/path]`.
 */
export function internalRoutesFrom(env: NodeJS.ProcessEnv, config: RuntimeConfig): InternalRoute[] {
  const publicPrefixes: Record<RemoteName | 'api', string> = { ...config.remotes, api: config.apiBaseUrl };
  return Object.entries(INTERNAL_URL_VARIABLES).flatMap(([target, name]) => {
    const value = env[name];
    if (value === undefined || value === '') return [];
    const publicUrl = publicPrefixes[target as RemoteName | 'api'];
    const publicPrefix = target === 'api' ? folder(publicUrl) : new URL('.', publicUrl).href;
    return [{ publicPrefix, internalPrefix: folder(checkUrl(name, value)) }];
  });
}

/** `env[name]` as a number accepted by `valid`, or `fallback` when unset or empty. */
function numberFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, valid: (value: number) => boolean, rule: string): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!valid(value)) throw new Error(`${name} must be ${rule}, got ${JSON.stringify(raw)}`);
  return value;
}

/**
 * The render server's configuration from its environment: DIST (the build, default `defaultDist`),
 * HOST (127.0.0.1), PORT (3000), RUNTIME_CONFIG (default `<dist>/runtime-config.json`) or the images'
 * URL variables ({@link runtimeConfigFrom}), the `*_INTERNAL_URL` variables ({@link internalRoutesFrom}),
 * SITE_URL (`http://localhost:<port>`), RELEASE_CHECK_SECONDS (10), REMOTE_TIME_LIMIT_MS (3000) and
 * PAGE_CACHE_MB, the MiB of rendered pages kept in memory (64; 0 keeps none).
 * @throws Error naming the variable whose value is malformed, so start-up stops with that message.
 */
export function readServerConfig(env: NodeJS.ProcessEnv, defaultDist: string): ServerConfig {
  const dist = resolve(env.DIST || defaultDist);
  const port = numberFrom(env, 'PORT', 3000, (value) => Number.isInteger(value) && value >= 0 && value <= 65535, 'an integer 0-65535');
  const runtimeConfig = runtimeConfigFrom(env, env.RUNTIME_CONFIG || join(dist, 'runtime-config.json'));
  return {
    dist,
    host: env.HOST || '127.0.0.1',
    port,
    runtimeConfig,
    internalRoutes: internalRoutesFrom(env, runtimeConfig),
    siteUrl: checkUrl('SITE_URL', env.SITE_URL || `http://localhost:${port}`),
    releaseCheckSeconds: numberFrom(env, 'RELEASE_CHECK_SECONDS', 10, (value) => value > 0 && value <= 86_400, 'a number of seconds, more than 0 and at most 86400'),
    remoteTimeLimitMs: numberFrom(env, 'REMOTE_TIME_LIMIT_MS', 3_000, (value) => value > 0 && value <= 60_000, 'a number of ms, more than 0 and at most 60000'),
    pageCacheBytes: numberFrom(env, 'PAGE_CACHE_MB', PAGE_CACHE_BYTES / MIB, (value) => value >= 0 && value <= 4096, 'a number of MiB, 0 to 4096') * MIB,
  };
}
