import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ROOT } from '../src/nginx-app';
import { REMOTES as REGISTRY } from '../../scripts/remotes';

// docker-compose.yml as its tests read it: the file, its services, and the values compose fills in.

/** A service of the compose file, with the settings the tests read. */
interface Service {
  build?: { context: string; dockerfile: string };
  image?: string;
  user?: string;
  volumes?: string[];
  ports?: string[];
  /** Container ports other containers reach, not published on the host. */
  expose?: string[];
  networks?: Record<string, { ipv4_address?: string } | null>;
  restart?: string;
  read_only?: boolean;
  cap_drop?: string[];
  tmpfs?: string[];
  stop_signal?: string;
  stop_grace_period?: string;
  depends_on?: unknown;
  healthcheck?: { test: string[]; interval?: string; timeout?: string; retries?: number; start_interval?: string };
  environment?: Record<string, string>;
}

// merge: true resolves the `<<` keys the file uses to share settings between services.
export const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
  networks?: Record<string, { internal?: boolean; ipam?: { config?: Array<{ subnet?: string; ip_range?: string }> } }>;
};
/** The remotes' services (remotes.json): served by the unprivileged nginx image. The shell and the API run on Node. */
export const REMOTES = REGISTRY.map(({ folder }) => folder);
export const WEB = ['shell', ...REMOTES];
/** What this repository builds: every service but contact-api's database. */
export const SERVICES = [...WEB, 'countries-api', 'contact-api'];
/** The compose file's service `name`. */
export const service = (name: string) => compose.services[name] as Service;

/**
 * `value` with each `${NAME:-default}` and `${NAME:?message}` replaced as compose does: the host's
 * `NAME` when set and not empty, else the default. @throws Error, as compose stops, when a
 * `${NAME:?message}` has no value: naming the variable and the message.
 */
export const interpolate = (value: string, hostEnv: Record<string, string> = {}) =>
  value.replace(/\$\{(\w+):([-?])([^}]*)\}/g, (_match, name: string, kind: string, text: string) => {
    if (hostEnv[name]) return hostEnv[name];
    if (kind === '?') throw new Error(`required variable ${name} is missing a value: ${text}`);
    return text;
  });

/** The password `.env` holds in these tests, made as the README says (`openssl rand -hex 24`). */
export const DB_PASSWORD = 'c0ffee'.repeat(8);
/** What the host must hold for compose to start: the database's password (README, "Deploy"). */
export const REQUIRED = { CONTACT_DB_PASSWORD: DB_PASSWORD };

/** The environment a container gets with `hostEnv` on the host (by default what compose requires): each `${NAME:-default}` as compose fills it. */
export const defaultsOf = (environment: Record<string, string> = {}, hostEnv: Record<string, string> = REQUIRED) =>
  Object.fromEntries(Object.entries(environment).map(([name, value]) => [name, interpolate(value, hostEnv)]));
