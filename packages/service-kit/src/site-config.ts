import { existsSync, readFileSync } from 'node:fs';
import type { RuntimeConfig } from '@worldatlas/contracts';

// The rule the images' entrypoint applies (deploy/nginx/15-worldatlas.envsh): http(s)://host[:port][/path].
const URL_PATTERN = /^https?:\/\/[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:[0-9]{1,5})?(\/[A-Za-z0-9._~%/+:@=,-]*)?$/;

/**
 * Checks one configured URL.
 * @param name where it comes from, for the message, e.g. `API_URL` or `remotes.facts`.
 * @returns the URL unchanged.
 * @throws Error when it is not `http(s)://host[:port][/path]` (no quotes, spaces, query or fragment).
 */
export function checkUrl(name: string, value: unknown): string {
  if (typeof value === 'string' && URL_PATTERN.test(value)) return value;
  throw new Error(`${name} must be http(s)://host[:port][/path] with no quotes or spaces, got ${JSON.stringify(value)}`);
}

/** A remote's manifest URL variable: `<NAME>_MANIFEST_URL`, the remote's federation name in capitals. */
const MANIFEST_URL_VARIABLE = /^([A-Z][A-Z0-9_]*)_MANIFEST_URL$/;

/** The API's base URL when only remotes are named (the images' default: the API on its local port). */
const DEFAULT_API_URL = 'http://localhost:4000';

/**
 * The runtime configuration from the images' variables (deploy/nginx/15-worldatlas.envsh reads the
 * same): every remote by its `<NAME>_MANIFEST_URL` (`<NAME>` in lower case is the remote's federation name), and
 * `API_URL` (default `http://localhost:4000`). A remote is added to a deployment by its variable alone.
 * @returns the configuration, or undefined when none of those variables is set.
 * @throws Error naming the variable whose URL is not `http(s)://host[:port][/path]`.
 */
export function runtimeConfigFromEnv(env: NodeJS.ProcessEnv): RuntimeConfig | undefined {
  const variables = Object.keys(env).filter((name) => MANIFEST_URL_VARIABLE.test(name) && env[name] !== undefined).sort();
  if (variables.length === 0 && env.API_URL === undefined) return undefined;
  const remotes = Object.fromEntries(variables.map((name) => [MANIFEST_URL_VARIABLE.exec(name)?.[1]?.toLowerCase() ?? name, checkUrl(name, env[name])]));
  return { remotes, apiBaseUrl: checkUrl('API_URL', env.API_URL ?? DEFAULT_API_URL) };
}

/**
 * Reads a runtime-config.json (the file the shell serves) and checks every URL in it.
 * @throws Error naming the file when it cannot be read or parsed, or a URL is missing or malformed.
 */
export function readRuntimeConfig(file: string): RuntimeConfig {
  let raw: { remotes?: Record<string, unknown>; apiBaseUrl?: unknown; serverEntryIntegrity?: unknown };
  try {
    raw = JSON.parse(readFileSync(file, 'utf8')) as typeof raw;
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
  }
  const remotes = Object.fromEntries(Object.entries(raw.remotes ?? {}).map(([name, url]) => [name, checkUrl(`${file}: remotes.${name}`, url)]));
  const config: RuntimeConfig = { remotes, apiBaseUrl: checkUrl(`${file}: apiBaseUrl`, raw.apiBaseUrl) };
  if (raw.serverEntryIntegrity !== undefined) config.serverEntryIntegrity = readIntegrity(file, raw.serverEntryIntegrity, Object.keys(remotes));
  return config;
}

/**
 * The `serverEntryIntegrity` of a runtime configuration: strings by remote name (their form is
 * checked where they are used, by the render server's federation runtime plugin).
 * @throws Error naming the file when it is not an object of strings keyed by the configuration's remote names.
 */
function readIntegrity(file: string, value: unknown, remoteNames: readonly string[]): NonNullable<RuntimeConfig['serverEntryIntegrity']> {
  const entries = value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : undefined;
  const known = new Set(remoteNames);
  if (!entries || !entries.every(([name, pin]) => known.has(name) && typeof pin === 'string')) {
    throw new Error(`${file}: serverEntryIntegrity must map remote names (${remoteNames.join(', ')}) to "sha256-…" strings, got ${JSON.stringify(value)}`);
  }
  return Object.fromEntries(entries);
}

/**
 * The runtime configuration from the images' variables when any is set ({@link runtimeConfigFromEnv}), else from the JSON file `file`.
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
