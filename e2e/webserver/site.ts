/**
 * The web server of the browser suite's main run: serves this worktree's production builds,
 * countries-api and contact-api on the ports in SHELL_PORT, each remote's `<NAME>_PORT` (one
 * per remote of remotes.json), API_PORT and CONTACT_API_PORT
 * (playwright.config.ts picks free ones), all on 127.0.0.1, with a runtime configuration naming
 * those ports (written to a temporary file; the shell's page and its `/runtime-config.json` carry
 * it, and every server's CSP is derived from it). Prints `WorldAtlas is ready at <shell URL>` once
 * all of them listen; stops every server on SIGINT or SIGTERM, or all of them when one exits.
 *
 * As `npm start`, the render server's own requests leave from an address of their own, which the two
 * APIs alone believe `X-Forwarded-For` from (the variables scripts/site.js's `serve` sets).
 *
 * Needs `npm run build` first. Never uses a server it did not start: a taken port stops the run.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { REMOTES, localManifestUrl } from '../../scripts/remotes';
import { siteCommand } from '../../scripts/site';
import { CONTACT_TOKEN_MIN_AGE_MS, contactDataDir, remotePortVariable } from './site-ports';

const ROOT = join(__dirname, '..', '..');
const STATIC_SERVER = join(ROOT, 'packages', 'static-server', 'src', 'cli.ts');

/** The port in variable `name`. @throws Error when it is not set to a port. */
function portOf(name: string): number {
  const port = Number(process.env[name]);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name} must name a port, got ${JSON.stringify(process.env[name])}`);
  return port;
}

const ports = { shell: portOf('SHELL_PORT'), api: portOf('API_PORT'), contactApi: portOf('CONTACT_API_PORT') };
const remotes = REMOTES.map((remote) => ({ ...remote, port: portOf(remotePortVariable(remote)) }));
const origin = (port: number) => `http://127.0.0.1:${port}`;
const runtimeConfig = {
  remotes: Object.fromEntries(remotes.map(({ name, port }) => [name, localManifestUrl(port)])),
  apiBaseUrl: origin(ports.api),
};
/** The address `npm start` sends the render server's own requests from (its own configuration is this run's). */
const SOURCE_ADDRESS = siteCommand('serve', 'shell').env.SOURCE_ADDRESS ?? '';

/** A node command line: the program, then its arguments. */
type Command = [string, ...string[]];

/** Serves a built app folder with the static server the way `npm start` does, on `port`, with this run's configuration. */
const staticServer = (app: string, port: number, configFile: string, ...flags: string[]): Command => [
  process.execPath,
  '--import',
  'tsx',
  STATIC_SERVER,
  join(ROOT, app, 'dist'),
  '--port',
  String(port),
  '--runtime-config',
  configFile,
  ...flags,
];

/** What a static server prints once it listens. */
const SERVING = /^serving .* on http:\/\/127\.0\.0\.1:\d+ /;

/**
 * The server of the shell: its render server, as `npm start -w shell` runs it, with this run's
 * configuration. Its command, and the line it prints once it listens.
 */
const shellServer = (configFile: string) => ({
  command: [process.execPath, '--import', 'tsx', join(ROOT, 'shell', 'render-server', 'server.ts')] as Command,
  listening: /^WorldAtlas pages rendered at http:\/\/127\.0\.0\.1:\d+ /,
  env: { SOURCE_ADDRESS, PORT: String(ports.shell), RUNTIME_CONFIG: configFile, SITE_URL: origin(ports.shell), CONTACT_API_INTERNAL_URL: origin(ports.contactApi) },
});

const workDir = mkdtempSync(join(tmpdir(), 'worldatlas-site-'));
const contactData = contactDataDir(ports.contactApi);
// A run stopped hard leaves its messages; this run starts with none.
rmSync(contactData, { recursive: true, force: true });
const children: ChildProcess[] = [];
let stopping = false;

/** Stops every server, removes the configuration file, and exits with `code`. */
async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
    await Promise.all(running.map((child) => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'))));
    rmSync(workDir, { recursive: true, force: true });
    rmSync(contactData, { recursive: true, force: true });
  }
  process.exit(code);
}

/**
 * Starts `command` as server `name`, passing its output on; resolves once it prints `listening`
 * (a line each server prints only after it has bound its port, so an answer from some other server
 * on that port never counts). Its exit before the stop stops the whole site.
 */
function start(name: string, [program, ...args]: Command, listening: RegExp, env: Record<string, string> = {}): Promise<void> {
  const child = spawn(program, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((resolve) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      console.log(line);
      if (listening.test(line)) resolve();
    });
    child.once('exit', (code, signal) => {
      if (stopping) return;
      console.error(`${name} exited (${code ?? signal})`);
      void stop(1);
    });
  });
}

async function main(): Promise<void> {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0));
  const configFile = join(workDir, 'runtime-config.json');
  writeFileSync(configFile, JSON.stringify(runtimeConfig, null, 2));
  const shell = shellServer(configFile);
  await Promise.all([
    start('countries-api', [process.execPath, join(ROOT, 'countries-api', 'dist', 'server.js')], /countries-api serving /, {
      ...siteCommand('serve', 'api').env,
      HOST: '127.0.0.1',
      PORT: String(ports.api),
      PUBLIC_URL: runtimeConfig.apiBaseUrl,
      LOG_LEVEL: 'info',
      // Two browsers and every server share this machine's cores: a page of 250 cards can hold the API's
      // event loop back a second, and a shed flag would fail a layout test. Load shedding is
      // countries-api's own tests' to check (src/plugins/external/under-pressure.test.ts).
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    }),
    // Its own database, which the specs read; a form's message is taken from 3 s after it is served, as `npm start` takes it.
    start('contact-api', [process.execPath, join(ROOT, 'contact-api', 'dist', 'server.js')], /contact-api serving /, {
      ...siteCommand('serve', 'contact-api').env,
      HOST: '127.0.0.1',
      PORT: String(ports.contactApi),
      DATA_DIR: contactData,
      CONTACT_TOKEN_SECRET: 'browser-suite-secret-0123456789abcdef',
      CONTACT_TOKEN_MIN_AGE_MS: String(CONTACT_TOKEN_MIN_AGE_MS),
      // Every test's browser is 127.0.0.1, the visitor the render server names: the per-address limit
      // (5 in 10 minutes) is contact-api's own tests' and deploy/test/npm-start.test.ts's to check.
      CONTACT_RATE_LIMIT_MAX: '1000',
    }),
    ...remotes.map(({ folder, port }) => start(folder, staticServer(folder, port, configFile), SERVING)),
    start('shell', shell.command, shell.listening, shell.env),
  ]);
  console.log(`WorldAtlas is ready at ${origin(ports.shell)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  void stop(1);
});
