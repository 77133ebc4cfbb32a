/**
 * `npx tsx deploy/src/nginx-stack.ts`: the whole site as docker-compose runs it, without Docker —
 * the three remotes served by Debian's nginx with the images' config (ports 3001-3003), the shell's
 * render server as its image runs it, configured by the images' variables (port 3000),
 * countries-api (port 4000) and contact-api on SQLite in the stack's folder (port 4100), all on
 * 127.0.0.1, until SIGINT or SIGTERM. SHELL_PORT, FACTS_PORT, COUNTRIES_PORT, CONTACT_PORT, API_PORT
 * and CONTACT_API_PORT choose other ports (the runtime configuration and the CSP name them). The browser suite runs against it on free ports (`E2E_STACK=nginx`).
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
import { type DeployEnv, NginxApp, ROOT } from './nginx-app';
import { siteScriptEnv } from './npm-start';
import { answersOk, waitUntil } from './wait-until';

const stackDir = process.env.NGINX_STACK_DIR || join(tmpdir(), 'worldatlas-nginx-stack');

/** The port in variable `name`, else `usual` (docker-compose's). @throws Error when it is set to something else than a port. */
function portOf(name: string, usual: number): number {
  const port = Number(process.env[name] || usual);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name} must name a port, got ${JSON.stringify(process.env[name])}`);
  return port;
}

const ports = { shell: portOf('SHELL_PORT', 3000), facts: portOf('FACTS_PORT', 3001), countries: portOf('COUNTRIES_PORT', 3002), contact: portOf('CONTACT_PORT', 3003), api: portOf('API_PORT', 4000), contactApi: portOf('CONTACT_API_PORT', 4100) };
const deployEnv: DeployEnv = {
  FACTS_MANIFEST_URL: `http://127.0.0.1:${ports.facts}/mf-manifest.json`,
  COUNTRIES_MANIFEST_URL: `http://127.0.0.1:${ports.countries}/mf-manifest.json`,
  CONTACT_MANIFEST_URL: `http://127.0.0.1:${ports.contact}/mf-manifest.json`,
  API_URL: `http://127.0.0.1:${ports.api}`,
};
const remotes = (
  [
    ['mf-facts', ports.facts],
    ['mf-countries', ports.countries],
    ['mf-contact', ports.contact],
  ] as const
).map(([app, port]) => new NginxApp({ app, role: 'remote', port, deployEnv, dir: join(stackDir, app) }));

/** The render server's source address and the APIs' TRUST_PROXY: the variables of package.json's `serve` script. */
const trust = { shell: siteScriptEnv('npm start -w shell'), api: siteScriptEnv('node countries-api/dist/server.js'), contactApi: siteScriptEnv('node contact-api/dist/server.js') };

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
    env: { ...process.env, ...trust.api, HOST: '127.0.0.1', PORT: String(ports.api), PUBLIC_URL: deployEnv.API_URL },
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
  await waitUntil(`countries-api at ${deployEnv.API_URL}`, () => answersOk(`${deployEnv.API_URL}/healthz`), { timeoutMs: 30_000 });
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
