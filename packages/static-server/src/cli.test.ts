import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentSecurityPolicy } from './index';

// The CLI as `npm start` runs it (through tsx), on a free port it reports once listening.
const CLI = join(__dirname, 'cli.ts');
const TSX = require.resolve('tsx/cli');

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'static-server-cli-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A built app's folder holding remoteEntry.js and the given files. */
function appFolder(name: string, files: Record<string, string> = {}): string {
  const dir = join(root, name);
  mkdirSync(dir);
  for (const [file, text] of Object.entries({ 'remoteEntry.js': '', ...files })) writeFileSync(join(dir, file), text);
  return dir;
}

/** The base URL the CLI prints once it listens (`serving … on http://127.0.0.1:N …`). */
function listeningUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.setEncoding('utf8').on('data', (text: string) => {
      output += text;
      const match = / on (http:\/\/127\.0\.0\.1:\d+) /.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`cli.ts exited (${code}) before listening: ${output}`)));
  });
}

/** The test's environment without the images' configuration variables, which the CLI reads. */
const UNCONFIGURED = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.endsWith('_MANIFEST_URL') && name !== 'API_URL'));

/** Runs the CLI on `dir` on a free port, with `env` besides the test's own, and returns the answer to `path`; stops it after. */
async function fetchFrom(dir: string, args: string[], path: string, env: Record<string, string> = {}): Promise<Response> {
  const child = spawn(process.execPath, [TSX, CLI, dir, '--port', '0', ...args], { env: { ...UNCONFIGURED, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const base = await listeningUrl(child);
    const response = await fetch(`${base}${path}`);
    await response.clone().arrayBuffer();
    return response;
  } finally {
    child.kill('SIGTERM');
  }
}

/** The headers of the remoteEntry.js the CLI serves from `dir`. */
const headersOf = async (dir: string, args: string[], env: Record<string, string> = {}) => (await fetchFrom(dir, args, '/remoteEntry.js', env)).headers;

it("derives the shell's CSP from the runtime-config.json it serves, so moving a remote or the API needs no code change", async () => {
  const config = {
    remotes: { facts: 'https://cdn.example.org/facts/mf-manifest.json', countries: 'http://127.0.0.1:3002/mf-manifest.json', contact: 'http://127.0.0.1:3003/mf-manifest.json' },
    apiBaseUrl: 'https://api.example.org',
  };
  const shell = appFolder('shell', { 'runtime-config.json': JSON.stringify(config) });
  const headers = await headersOf(shell, []);
  expect(headers.get('content-security-policy')).toBe(contentSecurityPolicy(config));
  expect(headers.get('content-security-policy')).toContain("script-src 'self' https://cdn.example.org http://127.0.0.1:3002 http://127.0.0.1:3003;");
}, 30_000);

it("serves a remote with the site's runtime configuration from the images' variables, as npm start passes it, to a page opened under any name", async () => {
  const env = { FACTS_MANIFEST_URL: 'http://127.0.0.1:3001/mf-manifest.json', MAPS_MANIFEST_URL: 'https://maps.example.org/mf-manifest.json', API_URL: 'http://127.0.0.1:4000' };
  const headers = await headersOf(appFolder('remote'), [], env);
  const config = { remotes: { facts: env.FACTS_MANIFEST_URL, maps: env.MAPS_MANIFEST_URL }, apiBaseUrl: env.API_URL };
  expect(headers.get('content-security-policy')).toBe(contentSecurityPolicy(config));
  expect(headers.get('content-security-policy')).toContain("script-src 'self' http://127.0.0.1:3001 https://maps.example.org;");
  expect(headers.get('access-control-allow-origin')).toBe('*');
}, 30_000);

it('serves a remote alone, with no configuration at all: its own scripts only, and the API on its local port', async () => {
  const headers = await headersOf(appFolder('remote-alone'), []);
  expect(headers.get('content-security-policy')).toBe(contentSecurityPolicy({ remotes: {}, apiBaseUrl: 'http://localhost:4000' }));
}, 30_000);

it('serves the runtime configuration it was given in place of the build\'s: /runtime-config.json and the CSP both name it, and serves no page', async () => {
  const built = { remotes: { facts: 'http://127.0.0.1:3001/mf-manifest.json', countries: 'http://127.0.0.1:3002/mf-manifest.json', contact: 'http://127.0.0.1:3003/mf-manifest.json' }, apiBaseUrl: 'http://127.0.0.1:4000' };
  const given = { remotes: { facts: 'http://127.0.0.1:41001/mf-manifest.json', countries: 'http://127.0.0.1:41002/mf-manifest.json', contact: 'http://127.0.0.1:41003/mf-manifest.json' }, apiBaseUrl: 'http://127.0.0.1:41004' };
  const page = '<!doctype html><html><head><script type="application/json" id="runtime-config"></script></head><body></body></html>';
  const shell = appFolder('shell-given', { 'runtime-config.json': JSON.stringify(built), 'index.html': page });
  const givenFile = join(root, 'given-runtime-config.json');
  writeFileSync(givenFile, JSON.stringify(given));
  const args = ['--runtime-config', givenFile];

  const config = await fetchFrom(shell, args, '/runtime-config.json');
  expect(config.status).toBe(200);
  expect(config.headers.get('cache-control')).toBe('no-cache');
  expect(config.headers.get('content-security-policy')).toBe(contentSecurityPolicy(given));
  expect(await config.json()).toEqual(given);
  // The page template beside it is no page of the static server's (the render server fills it).
  const home = await fetchFrom(shell, args, '/');
  expect(home.status).toBe(404);
  expect(await home.text()).not.toContain('runtime-config');
}, 30_000);
