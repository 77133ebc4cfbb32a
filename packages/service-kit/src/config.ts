import { isIP } from 'node:net';

/** A configuration value that cannot be used; its message names the variable and what is wrong, never a secret. */
export class ConfigError extends Error {}

/** pino's levels, as `LOG_LEVEL` takes them. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The ranges proxy-addr (Fastify's `trustProxy`) knows by name: loopback, link-local and private (unique local) addresses, IPv4 and IPv6. */
const TRUST_PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'] as const;

/** The variable's text without the spaces around it; `''` when unset (an empty variable counts as unset). */
const textOf = (env: NodeJS.ProcessEnv, name: string) => env[name]?.trim() ?? '';

/**
 * Whole-number variable `name`: unset or blank gives `fallback`; decimal digits for a value from
 * `min` to `max` give that value.
 * @throws ConfigError naming the variable, the range and the value for anything else (`8e3`, `-1`, `1.5`)
 */
export function readWhole(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const text = textOf(env, name);
  if (text === '') return fallback;
  const value = /^\d{1,15}$/.test(text) ? Number(text) : Number.NaN;
  if (!(value >= min && value <= max)) {
    const range = max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`;
    throw new ConfigError(`${name} must be a whole number ${range}, got "${env[name]}"`);
  }
  return value;
}

/**
 * Variable `name` as one of `choices` (as written, case counts); unset or empty gives `fallback`.
 * @throws ConfigError naming the variable, the choices and the value for anything else
 */
export function readChoice<T extends string>(env: NodeJS.ProcessEnv, name: string, choices: readonly T[], fallback: T): T {
  const value = env[name] || fallback;
  if (!(choices as readonly string[]).includes(value)) throw new ConfigError(`${name} must be one of ${choices.join(', ')}, got "${value}"`);
  return value as T;
}

/**
 * URL variable `name`, trimmed; `undefined` when unset or blank.
 * @param pattern what the URL must match (its scheme and a host: `/^https?:\/\/[^/]+/`)
 * @param what the message's words for it: `an absolute http(s) URL`
 * @throws ConfigError `{name} must be {what}` when it does not match; the value is never echoed, a URL may hold a password
 */
export function readUrl(env: NodeJS.ProcessEnv, name: string, pattern: RegExp, what: string): string | undefined {
  const url = textOf(env, name);
  if (url === '') return undefined;
  if (!pattern.test(url)) throw new ConfigError(`${name} must be ${what}`);
  return url;
}

/**
 * An IP address of this machine (`SOURCE_ADDRESS`: where a server's own requests leave from), spaces around it ignored.
 * @returns the address, or `undefined` when the variable is unset or blank.
 * @throws ConfigError naming the variable and the value when it is not an IPv4 or IPv6 address (a host name, a range).
 */
export function readIpAddress(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const text = textOf(env, name);
  if (text === '') return undefined;
  if (isIP(text) === 0) throw new ConfigError(`${name} must be an IP address of this machine, got ${JSON.stringify(env[name])}`);
  return text;
}

/**
 * `TRUST_PROXY` as Fastify's `trustProxy`: the proxies whose `X-Forwarded-For` names the client, as
 * addresses (`10.0.0.7`, `::1`), CIDR ranges (`10.244.0.0/16`, `fd00::/8`) or {@link TRUST_PROXY_NAMES},
 * comma-separated; spaces around an entry are ignored. Unset or blank gives `false`: no proxy is
 * trusted and the connection's address is the client's, so a client cannot pick the address it is
 * counted by. The same syntax for every Node server of the site.
 * @param value the variable's text, as the environment has it
 * @returns the entries in order, or `false`
 * @throws ConfigError naming `TRUST_PROXY` and the value when an entry is none of those (a host name,
 *   `*`, `true`, a prefix longer than the address, an empty entry)
 */
export function readTrustProxy(value: string | undefined): string[] | false {
  const text = value?.trim() ?? '';
  if (text === '') return false;
  const entries = text.split(',').map((entry) => entry.trim());
  if (!entries.every(isTrustProxyEntry)) {
    throw new ConfigError(`TRUST_PROXY must be a comma-separated list of addresses, CIDR ranges, ${TRUST_PROXY_NAMES.join(', ')}; got "${value}"`);
  }
  return entries;
}

/** Whether `entry` is a name of {@link TRUST_PROXY_NAMES}, an IP address, or one with a prefix length its family allows. */
function isTrustProxyEntry(entry: string): boolean {
  if ((TRUST_PROXY_NAMES as readonly string[]).includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32));
}
