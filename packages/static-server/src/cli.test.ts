import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentSecurityPolicy, readRuntimeConfig } from './index';

// The CLI as `npm start` runs it (through tsx), on real ports 4192-4193 (4190 is on fetch's blocked list).
const CLI = join(__dirname, 'cli.ts');
const TSX = require.resolve('tsx/cli');
const SHELL_PUBLIC_CONFIG = join(__dirname, '..', '..', '..', 'shell', 'public', 'runtime-config.json');

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

/** Runs the CLI on `dir` and returns the headers of its remoteEntry.js once it answers; stops it after. */
async function headersOf(dir: string, port: number, args: string[], env: Record<string, string> = {}): Promise<Headers> {
  const child: ChildProcess = spawn(process.execPath, [TSX, CLI, dir, '--port', String(port), ...args], { env: { ...process.env, ...env }, stdio: 'ignore' });
  try {
    for (let attempt = 0; attempt < 150; attempt += 1) {
      const response = await fetch(`http://127.0.0.1:${port}/remoteEntry.js`).catch(() => undefined);
      if (response) return response.headers;
      if (child.exitCode !== null) throw new Error(`cli.ts exited (${child.exitCode})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('cli.ts did not answer');
  } finally {
    child.kill('SIGTERM');
  }
}

it("derives the shell's CSP from the runtime-config.json it serves, so moving a remote or the API needs no code change", async () => {
  const config = {
    remotes: { facts: 'https://cdn.example.org/facts/mf-manifest.json', countries: 'http://127.0.0.1:3002/mf-manifest.json', contact: 'http://127.0.0.1:3003/mf-manifest.json' },
    apiBaseUrl: 'https://api.example.org',
  };
  const shell = appFolder('shell', { 'runtime-config.json': JSON.stringify(config) });
  const headers = await headersOf(shell, 4192, ['--spa']);
  expect(headers.get('content-security-policy')).toBe(contentSecurityPolicy(config));
  expect(headers.get('content-security-policy')).toContain("script-src 'self' https://cdn.example.org http://127.0.0.1:3002 http://127.0.0.1:3003;");
  expect(headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
}, 30_000);

it("serves a remote with the shell's runtime configuration, and CORS for SHELL_URL's origin", async () => {
  const headers = await headersOf(appFolder('remote'), 4193, [], { SHELL_URL: 'http://localhost:3000/' });
  expect(headers.get('content-security-policy')).toBe(contentSecurityPolicy(readRuntimeConfig(SHELL_PUBLIC_CONFIG)));
  expect(headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
}, 30_000);
