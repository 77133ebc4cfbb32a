import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTES } from '../../scripts/remotes';

/**
 * The ports of a site's servers, by the variable each launcher reads its port from: `SHELL_PORT`,
 * each remote's `<NAME>_PORT` (its federation name in capitals), `API_PORT` and `CONTACT_API_PORT`.
 */
export type SitePorts = { SHELL_PORT: number; API_PORT: number; CONTACT_API_PORT: number } & Readonly<Record<string, number>>;

/** The variable a remote's launcher reads its port from: `<NAME>_PORT`. */
export const remotePortVariable = (remote: { envPrefix: string }) => `${remote.envPrefix}_PORT`;

/** One port per server: the shell, each remote of the registry (remotes.json), countries-api, contact-api. */
const NAMES = ['SHELL_PORT', ...REMOTES.map(remotePortVariable), 'API_PORT', 'CONTACT_API_PORT'];

// Holds one socket per server on port 0 at once (so the kernel hands out different ports), prints
// them and closes them. A child process, because Playwright reads its configuration synchronously.
const PICK_PORTS = `
const { createServer } = require('node:net');
const servers = Array.from({ length: ${NAMES.length} }, () => createServer());
Promise.all(servers.map((server) => new Promise((resolve) => server.listen(0, '127.0.0.1', resolve)))).then(() => {
  console.log(JSON.stringify(servers.map((server) => server.address().port)));
  for (const server of servers) server.close();
});`;

/**
 * The ports the browser suite serves its own site on: one per server, which the kernel handed out
 * for port 0, chosen once in Playwright's main process and kept in `E2E_PORTS` (JSON), which its
 * workers and web server inherit, so every process of a run names the same ports. Never the `npm
 * start` ports (3000-3003, 4000, 4100) unless the kernel happens to pick them while they are free.
 * @returns each server's port, by the variable name its launcher reads (`SHELL_PORT`, …).
 * @throws Error when `E2E_PORTS` is set but is not one port per server.
 */
export function sitePorts(): SitePorts {
  process.env.E2E_PORTS ||= execFileSync(process.execPath, ['-e', PICK_PORTS], { encoding: 'utf8' }).trim();
  const ports = JSON.parse(process.env.E2E_PORTS) as unknown;
  if (!Array.isArray(ports) || ports.length !== NAMES.length || !ports.every((port) => Number.isInteger(port) && port > 0 && port < 65536)) {
    throw new Error(`E2E_PORTS must be a JSON array of ${NAMES.length} ports (${NAMES.join(', ')}), got ${process.env.E2E_PORTS}`);
  }
  return Object.fromEntries(NAMES.map((name, index) => [name, ports[index] as number])) as SitePorts;
}

/** The `http://127.0.0.1:<port>` origins of the suite's site, the way its runtime configuration names them. */
export function siteOrigins(ports: SitePorts = sitePorts()) {
  const at = (port: number) => `http://127.0.0.1:${port}`;
  const remotes = new Map(REMOTES.map((remote) => [remote.name, at(ports[remotePortVariable(remote)] ?? 0)]));
  return {
    shell: at(ports.SHELL_PORT),
    api: at(ports.API_PORT),
    /** The contact service, which only the render server calls. */
    contactApi: at(ports.CONTACT_API_PORT),
    /** The shell under the other loopback name: every remote and API call from it is cross-origin. */
    shellAtLocalhost: `http://localhost:${ports.SHELL_PORT}`,
    /** Each remote's origin, by federation name. */
    remotes,
    /** The origin of the remote `name` (`countries`). @throws Error when the registry has no such remote. */
    remote(name: string): string {
      const origin = remotes.get(name);
      if (!origin) throw new Error(`remotes.json has no remote "${name}"`);
      return origin;
    },
  };
}

/** The port variables as a process environment (strings), for a launcher. */
export const portEnv = (ports: SitePorts): Record<string, string> => Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)]));

/**
 * The folder of the suite's contact-api database (SQLite), named by its port (`CONTACT_API_PORT`) so
 * the specs, which read the messages stored with the operator command, find it; the web server
 * empties it when it starts and removes it when it stops.
 */
export const contactDataDir = (contactApiPort: number) => join(tmpdir(), `worldatlas-e2e-contact-${contactApiPort}`);

/** How soon after its form is served contact-api takes a message, ms: its default, as `npm start` runs it. */
export const CONTACT_TOKEN_MIN_AGE_MS = 3000;
