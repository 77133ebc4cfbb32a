/// <reference types="node" />
import { isIP } from 'node:net';

/** The ranges proxy-addr (Fastify's `trustProxy`) knows by name: loopback, link-local and private (unique local) addresses, IPv4 and IPv6. */
export const TRUST_PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'] as const;

/**
 * `TRUST_PROXY` as Fastify's `trustProxy`: the proxies whose `X-Forwarded-For` names the client, as
 * addresses (`10.0.0.7`, `::1`), CIDR ranges (`10.244.0.0/16`, `fd00::/8`) or {@link TRUST_PROXY_NAMES},
 * comma-separated; spaces around an entry are ignored. Unset or blank gives `false`: no proxy is
 * trusted and the connection's address is the client's, so a client cannot pick the address it is
 * counted by. The same syntax for every Node server of the site.
 * @param value the variable's text, as the environment has it
 * @returns the entries in order, or `false`
 * @throws Error naming `TRUST_PROXY` and the value when an entry is none of those (a host name,
 *   `*`, `true`, a prefix longer than the address, an empty entry)
 */
export function readTrustProxy(value: string | undefined): string[] | false {
  const text = value?.trim() ?? '';
  if (text === '') return false;
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (!isTrustProxyEntry(entry)) {
      throw new Error(`TRUST_PROXY must be a comma-separated list of addresses, CIDR ranges, ${TRUST_PROXY_NAMES.join(', ')}; got "${value}"`);
    }
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
