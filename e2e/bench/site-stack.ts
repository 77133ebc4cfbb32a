/**
 * A checkout's whole site for the web benchmark: countries-api, the remotes' static servers (this
 * checkout's registry, remotes.json),
 * the shell's render server and contact-api (where the checkout has one), started by that
 * checkout's own `e2e/webserver/site.ts` (the servers `npm run serve` runs, from the checkout's
 * production builds) on free ports of 127.0.0.1. Every row of the benchmark is served this way, so
 * two checkouts run side by side and no server some other run left on `npm run serve`'s fixed ports
 * is ever measured.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { freePort } from '../../jest/free-port';
import { localManifestUrl, REMOTES } from '../../scripts/remotes';

/** The ports of one running stack. */
interface StackPorts {
  shell: number;
  /** Each remote's, by federation name. */
  remotes: Record<string, number>;
  api: number;
  /** The contact service (contact-api), where the checkout has one. */
  contactApi: number;
}

/** A stack started by {@link startStack}. */
export interface RunningStack {
  /** The shell's origin, e.g. `http://127.0.0.1:41234`. */
  url: string;
  ports: StackPorts;
  /** The runtime configuration the stack serves (remotes' manifests, API), as in `runtime-config.json`. */
  runtimeConfig: { remotes: Record<string, string>; apiBaseUrl: string };
  /** Which built app serves each port (`shell`, a remote's folder), for the source-map report. */
  appByPort: Record<string, string>;
  /** Stops every server of the stack; resolves once they have exited. */
  stop: () => Promise<void>;
}

/** How long a stack may take to start, ms (five servers, one of them loading the remotes' server code). */
const START_MS = 120_000;
/** Lines of the stack's output kept to explain a failed start. */
const KEPT_LINES = 40;

/**
 * The API's per-address limits, raised for the benchmark: every load comes from 127.0.0.1, and the
 * list's cold loads in fresh contexts (250 flags each) would meet 429s within a minute.
 */
const BENCH_API_ENV = { RATE_LIMIT_MAX: '10000000', RATE_LIMIT_MISS_MAX: '10000000' };

/** A distinct free port for each server. */
async function freePorts(): Promise<StackPorts> {
  const taken = new Set<number>();
  while (taken.size < REMOTES.length + 3) taken.add(await freePort());
  const [shell = 0, api = 0, contactApi = 0, ...remotePorts] = [...taken];
  return { shell, api, contactApi, remotes: Object.fromEntries(REMOTES.map(({ name }, index) => [name, remotePorts[index] ?? 0])) };
}

/** Sends `signal` to the process group of `child` (it was started as a group leader). */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Stops `child`'s process group: SIGTERM, then SIGKILL after 15 s; resolves once `child` has exited. */
function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => signalGroup(child, 'SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    signalGroup(child, 'SIGTERM');
  });
}

/** One attempt: spawns the checkout's site.ts on `ports`; resolves once it prints that it is ready. */
function spawnStack(root: string, name: string, ports: StackPorts): Promise<RunningStack> {
  const env = {
    ...process.env,
    ...BENCH_API_ENV,
    SHELL_PORT: String(ports.shell),
    ...Object.fromEntries(REMOTES.map(({ name, envPrefix }) => [`${envPrefix}_PORT`, String(ports.remotes[name])])),
    API_PORT: String(ports.api),
    // Read by a launcher that starts the contact service (a checkout older than it ignores it).
    CONTACT_API_PORT: String(ports.contactApi),
  };
  // A group of its own: the stop reaches site.ts and every server it started, whatever state it is in.
  const child = spawn(process.execPath, ['--import', 'tsx', join('e2e', 'webserver', 'site.ts')], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const keep = (line: string) => {
    lines.push(line);
    if (lines.length > KEPT_LINES) lines.shift();
  };
  const origin = (port: number) => `http://127.0.0.1:${port}`;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stopGroup(child).then(() => reject(new Error(`${name}: not ready after ${START_MS / 1000} s; last output:\n${lines.join('\n')}`)));
    }, START_MS);
    const exited = (code: number | null, signal: NodeJS.Signals | null) => {
      clearTimeout(timer);
      reject(new Error(`${name}: the stack exited (${code ?? signal}) before it was ready; last output:\n${lines.join('\n')}`));
    };
    child.once('exit', exited);
    createInterface({ input: child.stderr }).on('line', keep);
    createInterface({ input: child.stdout }).on('line', (line) => {
      keep(line);
      if (line !== `WorldAtlas is ready at ${origin(ports.shell)}`) return;
      clearTimeout(timer);
      child.off('exit', exited);
      resolve({
        url: origin(ports.shell),
        ports,
        runtimeConfig: {
          remotes: Object.fromEntries(REMOTES.map(({ name }) => [name, localManifestUrl(ports.remotes[name] ?? 0)])),
          apiBaseUrl: origin(ports.api),
        },
        appByPort: Object.fromEntries([[ports.shell, 'shell'], ...REMOTES.map(({ name, folder }) => [ports.remotes[name], folder])]),
        stop: () => stopGroup(child),
      });
    });
  });
}

/**
 * Starts the whole site of the checkout at `root` (built: `npm run build` there first) on free ports.
 * A port taken between its choice and the servers' start fails that attempt: up to three are made.
 * @param name the row's name, for messages.
 * @throws Error when the checkout has no `e2e/webserver/site.ts`, or no attempt gets the stack ready.
 */
export async function startStack(root: string, name: string): Promise<RunningStack> {
  if (!existsSync(join(root, 'e2e', 'webserver', 'site.ts'))) throw new Error(`${name}: ${root} has no e2e/webserver/site.ts`);
  let failure: unknown;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      return await spawnStack(root, name, await freePorts());
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}
