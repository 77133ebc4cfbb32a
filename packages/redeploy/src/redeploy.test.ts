import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// mf-facts, built as npm test builds it, served by its own `npm start` server (packages/static-server's
// CLI) from a copy of its dist/, then redeployed with a changed hero heading while it is served.
const ROOT = join(__dirname, '..', '..', '..');
const FACTS = join(ROOT, 'mf-facts');
const TSX = require.resolve('tsx/cli');
const STATIC_SERVER = join(ROOT, 'packages', 'static-server', 'src', 'cli.ts');
const REDEPLOY_CHANGED = join(__dirname, '..', 'test', 'redeploy-changed.ts');
const HEADING = 'Explore the World, One Country at a Time.';
const NEW_HEADING = 'Explore the World, Redeployed.';

let live: string;
let server: ChildProcess;
let url: string;
beforeAll(async () => {
  if (!existsSync(join(FACTS, 'dist', 'server', 'remoteEntry.js'))) throw new Error('mf-facts is not built: run "npm run build -w mf-facts" first');
  live = join(mkdtempSync(join(tmpdir(), 'redeploy-')), 'dist');
  cpSync(join(FACTS, 'dist'), live, { recursive: true });
  server = spawn(process.execPath, [TSX, STATIC_SERVER, live, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  url = await new Promise<string>((resolve, reject) => {
    let output = '';
    server.stdout?.setEncoding('utf8').on('data', (text: string) => {
      output += text;
      const match = / on (http:\/\/127\.0\.0\.1:\d+) /.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    server.once('exit', (code) => reject(new Error(`the static server exited (${code}): ${output}`)));
  });
});
afterAll(async () => {
  if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve).kill('SIGTERM'));
  rmSync(join(live, '..'), { recursive: true, force: true });
});

interface Manifest {
  metaData: { remoteEntry: { name: string } };
  exposes: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
  shared: Array<{ assets: { js: { sync: string[]; async: string[] } } }>;
}
const scripts = (group: { assets: { js: { sync: string[]; async: string[] } } }) => [...group.assets.js.sync, ...group.assets.js.async];

/**
 * What the served manifests (the browser build's and the server build's) name: every file, and the
 * landing page's route module scripts (the hero). mf-facts has no island: its browser manifest names
 * no entry (an empty name) and no exposed module.
 */
async function servedRelease(): Promise<{ files: string[]; hero: string[] }> {
  const manifests = await Promise.all(['mf-manifest.json', 'server/mf-manifest.json'].map(async (path) => (await fetch(`${url}/${path}`)).json() as Promise<Manifest>));
  const files = manifests.flatMap((manifest) => [manifest.metaData.remoteEntry.name, ...[...manifest.exposes, ...manifest.shared].flatMap(scripts)]).filter(Boolean);
  const hero = manifests.flatMap((manifest) => manifest.exposes.filter((expose) => expose.name === 'routes/home').flatMap(scripts));
  return { files: [...new Set(files)], hero };
}

/** What went wrong reading `path` whole: its status when not 200, or the error (a file cut off while it was read). */
const problemOf = (path: string) =>
  fetch(`${url}/${path}`).then(
    async (response) => (await response.arrayBuffer(), response.status === 200 ? undefined : `${path} ${response.status}`),
    (error: Error) => `${path} ${error.message} ${String((error.cause as Error | undefined)?.message ?? '')}`,
  );

/** Each file the served manifests name (and the manifests) that could not be read whole, as `path problem`. */
async function missingFiles(): Promise<string[]> {
  const manifests = await Promise.all(['mf-manifest.json', 'server/mf-manifest.json'].map(problemOf));
  if (manifests.some(Boolean)) return manifests.filter((problem): problem is string => problem !== undefined);
  const problems = await Promise.all((await servedRelease()).files.map(problemOf));
  return problems.filter((problem): problem is string => problem !== undefined);
}

/** The text of the landing page's route module scripts the served manifests name. */
const heroText = async () => (await Promise.all((await servedRelease()).hero.map(async (file) => (await fetch(`${url}/${file}`)).text()))).join('\n');

function run(args: string[]): Promise<number | null> {
  return new Promise((resolve) => spawn(process.execPath, [TSX, ...args], { stdio: 'inherit' }).once('exit', resolve));
}

it('switches a served remote to a rebuilt release: every file its manifests and entries name is served throughout, the new one at once', async () => {
  const before = await servedRelease();
  expect(await missingFiles()).toEqual([]);
  expect(await heroText()).toContain(HEADING);

  // While the redeploy builds and switches, a client keeps reading the manifests and every file they name.
  let redeploying = true;
  const problems: string[] = [];
  let checks = 0;
  const poller = (async () => {
    while (redeploying) {
      problems.push(...(await missingFiles()));
      checks += 1;
    }
  })();
  const code = await run([REDEPLOY_CHANGED, FACTS, live, 'src/features/hero/Hero.tsx', HEADING, NEW_HEADING]);
  redeploying = false;
  await poller;
  expect(code).toBe(0);
  expect(checks).toBeGreaterThan(1);
  expect(problems).toEqual([]);

  // The very first request after the redeploy gets the new release, whole; no restart, no wait.
  const after = await servedRelease();
  expect(after.hero).not.toEqual(before.hero);
  expect(await heroText()).toContain(NEW_HEADING);
  expect(await missingFiles()).toEqual([]);
  // A page opened before still loads the release it started with.
  for (const file of before.files.filter((name) => !after.files.includes(name))) {
    expect([file, (await fetch(`${url}/${file}`)).status]).toEqual([file, 200]);
  }
}, 600_000);
