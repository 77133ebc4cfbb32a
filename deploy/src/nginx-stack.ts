/**
 * `npx tsx deploy/src/nginx-stack.ts`: the whole site as docker-compose runs it, without Docker —
 * every remote of remotes.json served by Debian's nginx with the images' config (on its registry
 * port), the shell's render server as its image runs it, configured by the images' variables (port
 * 3000), countries-api (port 4000) and contact-api on SQLite in the stack's folder (port 4100), all on
 * 127.0.0.1, until SIGINT or SIGTERM. SHELL_PORT, each remote's `<NAME>_PORT`,
 * API_PORT and CONTACT_API_PORT choose other ports (the runtime configuration and the CSP name them).
 * The browser suite runs against it on free ports (`E2E_STACK=nginx`).
 * The render server's own requests leave from the loopback address `npm start` gives them, the one
 * address both APIs believe `X-Forwarded-For` from, as compose's fixed shell address is.
 *
 * Needs `npm run build` first. Working files go to NGINX_STACK_DIR (default
 * `<tmp>/worldatlas-nginx-stack`), one folder per remote; a remote's served files are in `<app>/html`;
 * `shell/render-server.pid` names the render server's process. Stopping removes them, and the folder itself
 * when nothing else is in it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTES } from '../../scripts/remotes';
import { SITE_PORTS, siteCommand, siteConfigEnv } from '../../scripts/site';
import { NginxApp, ROOT } from './nginx-app';
import { answersOk, waitUntil } from './wait-until';

const stackDir = process.env.NGINX_STACK_DIR || join(tmpdir(), 'worldatlas-nginx-stack');

/** The port in variable `name`, else `usual` (docker-compose's). @throws Error when it is set to something else than a port. */
function portOf(name: string, usual: number): number {
  const port = Number(process.env[name] || usual);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name} must name a port, got ${JSON.stringify(process.env[name])}`);
  return port;
}

const ports = { shell: portOf('SHELL_PORT', SITE_PORTS.shell), api: portOf('API_PORT', SITE_PORTS.api), contactApi: portOf('CONTACT_API_PORT', SITE_PORTS.contactApi) };
const remotePorts = Object.fromEntries(REMOTES.map(({ name, envPrefix, port }) => [name, portOf(`${envPrefix}_PORT`, port)]));
/** The images' variables: each remote's manifest URL and the API's, on this stack's ports. */
const deployEnv = siteConfigEnv(remotePorts, ports.api);
const apiUrl = `http://127.0.0.1:${ports.api}`;
const remotes = REMOTES.map(({ name, folder }) => new NginxApp({ app: folder, port: remotePorts[name], deployEnv, dir: join(stackDir, folder) }));

/** The render server's source address and the APIs' TRUST_PROXY, as `npm start` sets them (scripts/site.js). */
const trust = { shell: { SOURCE_ADDRESS: siteCommand('serve', 'shell').env.SOURCE_ADDRESS ?? '' }, api: siteCommand('serve', 'api').env, contactApi: siteCommand('serve', 'contact-api').env };

let api: ChildProcess | undefined;
let contactApi: ChildProcess | undefined;
let shell: ChildProcess | undefined;
let stopping = false;

/** Stops the services and nginx, removes the working files, and exits with `code`. */
async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    api?.kill('SIGTERM');
    contactApi?.kill('SIGTERM');
    shell?.kill('SIGTERM');
    await Promise.all(remotes.map((app) => app.stop()));
    rmSync(join(stackDir, 'shell'), { recursive: true, force: true });
    rmSync(join(stackDir, 'contact-api'), { recursive: true, force: true });
    try {
      rmdirSync(stackDir);
    } catch {
      // Not empty: NGINX_STACK_DIR may name a folder holding files this script did not put there.
    }
  }
  process.exit(code);
}

/** A service's exit before the stop stops the whole stack. */
function stopOnExit(name: string, child: ChildProcess): void {
  child.once('exit', (code) => {
    if (!stopping) {
      console.error(`${name} exited (${code})`);
      void stop(1);
    }
  });
}

/** Starts the two services, then the remotes, then the shell's render server; a service that dies stops the whole stack. */
async function main(): Promise<void> {
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  api = spawn(process.execPath, [join(ROOT, 'countries-api', 'dist', 'server.js')], {
    env: { ...process.env, ...trust.api, HOST: '127.0.0.1', PORT: String(ports.api), PUBLIC_URL: apiUrl },
    stdio: 'inherit',
  });
  stopOnExit('countries-api', api);
  const contactApiUrl = `http://127.0.0.1:${ports.contactApi}`;
  contactApi = spawn(process.execPath, [join(ROOT, 'contact-api', 'dist', 'server.js')], {
    env: {
      ...process.env,
      ...trust.contactApi,
      HOST: '127.0.0.1',
      PORT: String(ports.contactApi),
      DATA_DIR: join(stackDir, 'contact-api'),
      CONTACT_TOKEN_SECRET: process.env.CONTACT_TOKEN_SECRET ?? 'nginx-stack-secret-0123456789abcdef',
      // A form's message is taken from 3 s after it is served, as npm start and the images take it.
      CONTACT_TOKEN_MIN_AGE_MS: process.env.CONTACT_TOKEN_MIN_AGE_MS ?? '3000',
      // The browser suite's every visitor is 127.0.0.1.
      CONTACT_RATE_LIMIT_MAX: process.env.CONTACT_RATE_LIMIT_MAX ?? '1000',
    },
    stdio: 'inherit',
  });
  stopOnExit('contact-api', contactApi);
  // The shell last: the browser suite starts once the shell answers, and everything else is up by then.
  await waitUntil(`countries-api at ${apiUrl}`, () => answersOk(`${apiUrl}/healthz`), { timeoutMs: 30_000 });
  await waitUntil(`contact-api at ${contactApiUrl}`, () => answersOk(`${contactApiUrl}/healthz`), { timeoutMs: 30_000 });
  await Promise.all(remotes.map((app) => app.start()));
  const shellUrl = `http://127.0.0.1:${ports.shell}`;
  shell = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'shell', 'render-server', 'server.ts')], {
    env: { ...process.env, ...deployEnv, ...trust.shell, HOST: '127.0.0.1', PORT: String(ports.shell), SITE_URL: `http://localhost:${ports.shell}`, RELEASE_CHECK_SECONDS: process.env.RELEASE_CHECK_SECONDS ?? '10', CONTACT_API_INTERNAL_URL: contactApiUrl },
    stdio: 'inherit',
  });
  stopOnExit('the shell', shell);
  mkdirSync(join(stackDir, 'shell'), { recursive: true });
  writeFileSync(join(stackDir, 'shell', 'server.pid'), String(shell.pid));
  await waitUntil(`the shell at ${shellUrl}`, () => answersOk(`${shellUrl}/healthz`), { timeoutMs: 30_000 });
  console.log(`WorldAtlas on nginx: http://localhost:${ports.shell} (files in ${stackDir})`);
}

main().catch((error: unknown) => {
  console.error(error);
  void stop(1);
});
