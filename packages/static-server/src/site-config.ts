import { readFileSync } from 'node:fs';
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

/**
 * Reads a runtime-config.json (the file the shell serves) and checks every URL in it.
 * @throws Error naming the file when it cannot be read or parsed, or a URL is missing or malformed.
 */
export function readRuntimeConfig(file: string): RuntimeConfig {
  let raw: { remotes?: Record<string, unknown>; apiBaseUrl?: unknown };
  try {
    raw = JSON.parse(readFileSync(file, 'utf8')) as typeof raw;
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
  const remotes = Object.fromEntries(Object.entries(raw.remotes ?? {}).map(([name, url]) => [name, checkUrl(`${file}: remotes.${name}`, url)]));
  return { remotes, apiBaseUrl: checkUrl(`${file}: apiBaseUrl`, raw.apiBaseUrl) };
}
