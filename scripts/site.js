#!/usr/bin/env node
/**
 * `node scripts/site.js build|serve|dev|typecheck`: the root's `npm run build`, `npm run serve` (what
 * `npm start` runs after the build), `npm run dev` and `npm run typecheck`, for countries-api,
 * contact-api, the shell and every remote of the registry (remotes.json); typecheck for every workspace.
 *
 * - build: each app's wireit build (its shared packages first; an app whose inputs are unchanged is
 *   skipped), several at a time.
 * - serve: every server on its port with concurrently, until Ctrl-C stops them all or one fails;
 *   prints `WorldAtlas is ready at http://localhost:3000` once all of them answer.
 * - dev: the two services' builds, then every app in watch mode on the same ports.
 * - typecheck: each workspace's own `typecheck` script (tsc --noEmit), one per core; fails when one does.
 *
 * Under serve and dev every visitor is on this machine, so the render server's own requests leave
 * from an address no browser uses (SOURCE_ADDRESS), the one address both APIs believe
 * X-Forwarded-For from (TRUST_PROXY). The shell and the remotes get the site's runtime configuration
 * as the images' variables: each remote's `<NAME>_MANIFEST_URL` on its registry port, and API_URL.
 * Its exports (site.d.ts) describe those commands, for the tests and the other launchers.
 */
const { spawnSync } = require('node:child_process');
const { availableParallelism } = require('node:os');
const { join } = require('node:path');
const waitOn = require('wait-on');
const { REMOTES, localManifestUrl } = require('./remotes');

const ROOT = join(__dirname, '..');

/** The ports of the shell's render server, countries-api and contact-api under `npm start`. */
const SITE_PORTS = Object.freeze({ shell: 3000, api: 4000, contactApi: 4100 });
for (const remote of REMOTES) {
  if (Object.values(SITE_PORTS).includes(remote.port)) throw new Error(`remotes.json: remote ${remote.name}'s port ${remote.port} is a service's (${Object.values(SITE_PORTS).join(', ')})`);
}

/** The loopback address the render server's own requests leave from under serve and dev, which no browser uses. */
const SOURCE_ADDRESS = '127.0.0.2';

/**
 * The runtime configuration of a site on loopback ports, as the images' variables (which the render
 * server and the static server read): each remote's `<NAME>_MANIFEST_URL` and `API_URL`.
 * @param {Record<string, number>} [remotePorts] each remote's port by federation name; the registry's by default
 * @param {number} [apiPort]
 * @returns {Record<string, string>}
 */
function siteConfigEnv(remotePorts = Object.fromEntries(REMOTES.map(({ name, port }) => [name, port])), apiPort = SITE_PORTS.api) {
  const env = Object.fromEntries(REMOTES.map(({ name, envPrefix }) => [`${envPrefix}_MANIFEST_URL`, localManifestUrl(remotePorts[name])]));
  return { ...env, API_URL: `http://127.0.0.1:${apiPort}` };
}

/**
 * The servers `script` runs, in start order: countries-api (`api`), contact-api, the shell, then
 * each remote by its federation name.
 * @param {'serve' | 'dev'} script
 * @returns {import('./site').SiteCommand[]}
 */
function siteCommands(script) {
  if (script !== 'serve' && script !== 'dev') throw new Error(`no site script "${script}": serve or dev`);
  const app = (folder) => (script === 'serve' ? `npm start -w ${folder}` : `npm run dev -w ${folder}`);
  const service = (folder) => (script === 'serve' ? `node ${folder}/dist/server.js` : `npm run dev -w ${folder}`);
  const config = siteConfigEnv();
  return [
    { name: 'api', command: service('countries-api'), env: { TRUST_PROXY: SOURCE_ADDRESS } },
    { name: 'contact-api', command: service('contact-api'), env: { TRUST_PROXY: SOURCE_ADDRESS } },
    { name: 'shell', command: app('shell'), env: { SOURCE_ADDRESS, ...config } },
    ...REMOTES.map((remote) => ({ name: remote.name, command: app(remote.folder), env: config })),
  ];
}

/**
 * The one server named `name` that `script` runs (see {@link siteCommands}).
 * @param {'serve' | 'dev'} script
 * @param {string} name
 * @throws Error when the script runs no server of that name.
 */
function siteCommand(script, name) {
  const found = siteCommands(script).find((command) => command.name === name);
  if (!found) throw new Error(`the "${script}" script runs no server named "${name}"`);
  return found;
}

/** What answers once `serve`'s servers are all up: the services' health, each remote's manifest, the shell's home page. */
const readiness = () => [
  `http-get://127.0.0.1:${SITE_PORTS.api}/healthz`,
  `http-get://127.0.0.1:${SITE_PORTS.contactApi}/healthz`,
  ...REMOTES.map(({ port }) => `http-get://127.0.0.1:${port}/mf-manifest.json`),
  `http-get://127.0.0.1:${SITE_PORTS.shell}/`,
];

/** Runs `commands` with concurrently, each line prefixed with its name; resolves with the process's exit code once they have ended. */
async function runAll(commands, options) {
  const { concurrently } = await import('concurrently');
  const run = concurrently(commands, { cwd: ROOT, prefixColors: 'auto', ...options });
  return { commands: run.commands, exitCode: run.result.then(() => 0, () => 1) };
}

async function build() {
  const apps = ['countries-api', 'contact-api', 'shell', ...REMOTES.map(({ folder }) => folder)];
  // One build per core, each running one script at a time (WIREIT_PARALLEL), so no more compilers run
  // than there are cores; wireit's lock and fingerprints make a shared package build once.
  const commands = apps.map((app) => ({ name: app, command: `npm run build -w ${app}`, env: { WIREIT_PARALLEL: '1' } }));
  const run = await runAll(commands, { maxProcesses: availableParallelism() });
  return run.exitCode;
}

async function serve() {
  const run = await runAll(siteCommands('serve'), { killOthersOn: ['failure'] });
  waitOn({ resources: readiness(), timeout: 120_000 }).then(
    () => console.log(`WorldAtlas is ready at http://localhost:${SITE_PORTS.shell} (Ctrl-C stops every server)`),
    (error) => {
      console.error(`WorldAtlas did not answer within 2 minutes (${error.message}): stopping every server`);
      for (const command of run.commands) command.kill();
    },
  );
  return run.exitCode;
}

async function typecheck() {
  const workspaces = JSON.parse(spawnSync('npm', ['query', '.workspace'], { cwd: ROOT, encoding: 'utf8' }).stdout);
  const commands = workspaces.filter((workspace) => workspace.scripts?.typecheck).map((workspace) => ({ name: workspace.location, command: `npm run typecheck -w ${workspace.location}` }));
  return (await runAll(commands, { maxProcesses: availableParallelism() })).exitCode;
}

async function dev() {
  const built = spawnSync('npm', ['run', 'build', '-w', 'countries-api', '-w', 'contact-api'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) return built.status ?? 1;
  return (await runAll(siteCommands('dev'), { killOthersOn: ['success', 'failure'] })).exitCode;
}

if (require.main === module) {
  const scripts = { build, serve, dev, typecheck };
  const script = scripts[process.argv[2]];
  if (!script) {
    console.error('usage: node scripts/site.js build|serve|dev|typecheck');
    process.exit(2);
  }
  script().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}

module.exports = { SITE_PORTS, SOURCE_ADDRESS, siteCommand, siteCommands, siteConfigEnv };
