import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { serverCodeCheck } from './server-code-check';

// Each load runs in a Node process of its own, as in the render server (test/load-remote.ts).
const LOAD_REMOTE = join(__dirname, '..', 'test', 'load-remote.ts');
const TSX = require.resolve('tsx/cli');
const FACTS_DIST = join(__dirname, '..', '..', '..', 'mf-facts', 'dist');

/** A remote entry that records that it ran (`globalThis.__ran`) and exposes modules answering `<label> <expose>`. */
const entryCode = (label: string) =>
  `globalThis.__ran = (globalThis.__ran || []).concat(${JSON.stringify(label)});\n` +
  `module.exports = { init() {}, get(expose) { return () => ({ default: ${JSON.stringify(label)} + ' ' + expose }); } };\n`;
/** An HTML error page that is also a script (`<!--` opens a one-line comment in a script): what a server sends for a file it lacks. */
const NOT_FOUND_PAGE = `<!-- <!doctype html><title>Not Found</title> -->\n${entryCode('the 404 page')}`;
const ORIGINAL = entryCode('the pinned release');
const TAMPERED = `${ORIGINAL}globalThis.__ran.push('the tampered part');\n`;
const pinOf = (code: string) => `sha256-${createHash('sha256').update(code).digest('base64')}`;

interface Served {
  status: number;
  type: string;
  body: string | Buffer;
}

/** Answers for fixed paths; under `/<release>/…` the files of mf-facts' build, with the landing page's route module chunk missing under `/missing-chunk/`. */
function answer(path: string): Served {
  const fixed: Record<string, Served> = {
    '/not-found/remoteEntry.js': { status: 404, type: 'text/html; charset=utf-8', body: NOT_FOUND_PAGE },
    '/html/remoteEntry.js': { status: 200, type: 'text/html; charset=utf-8', body: entryCode('a page sent as HTML') },
    '/pinned/remoteEntry.js': { status: 200, type: 'application/javascript; charset=utf-8', body: ORIGINAL },
    '/tampered/remoteEntry.js': { status: 200, type: 'application/javascript; charset=utf-8', body: TAMPERED },
  };
  if (fixed[path]) return fixed[path];
  const [, release, ...rest] = path.split('/');
  const file = join(FACTS_DIST, ...rest);
  if (release === 'missing-chunk' && /\/server\/__federation_expose_routes__home\.[0-9a-f]{8}\.js$/.test(path)) return { status: 404, type: 'text/plain; charset=utf-8', body: 'Not Found' };
  if ((release === 'ok' || release === 'missing-chunk') && !rest.includes('..') && existsSync(file)) {
    return { status: 200, type: extname(file) === '.json' ? 'application/json' : 'application/javascript; charset=utf-8', body: readFileSync(file) };
  }
  return { status: 404, type: 'text/plain; charset=utf-8', body: 'Not Found' };
}

let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    const { status, type, body } = answer(new URL(request.url ?? '/', 'http://x').pathname);
    response.writeHead(status, { 'content-type': type }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

interface Loaded {
  results: Array<{ ok: boolean; value?: unknown; error?: string }>;
  logs: string[];
  ran: string[];
}

/** Loads `id` from `path` on the test server in a Node process of its own, with or without the plugin. */
function load(path: string, id: string, options: { check: boolean; integrity?: Record<string, string>; attempts?: number }): Promise<Loaded> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [TSX, LOAD_REMOTE, JSON.stringify({ entry: `${origin}${path}`, id, ...options })], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => {
      const line = stdout.split('\n').find((candidate) => candidate.startsWith('{"results"'));
      if (code !== 0 || !line) reject(new Error(`load-remote exited ${code}: ${stderr}${stdout}`));
      else resolve(JSON.parse(line) as Loaded);
    });
  });
}

describe('without the plugin (the runtime as it is)', () => {
  it('runs a 404 page and a page sent as HTML as remote code', async () => {
    const notFound = await load('/not-found/remoteEntry.js', 'facts/Hero', { check: false });
    expect(notFound.ran).toEqual(['the 404 page']);
    expect(notFound.results).toEqual([{ ok: true, value: 'the 404 page ./Hero' }]);
    expect((await load('/html/remoteEntry.js', 'facts/Hero', { check: false })).ran).toEqual(['a page sent as HTML']);
  });
});

describe('serverCodeCheck', () => {
  it('refuses an entry answered 404, without running it, and logs it once', async () => {
    const loaded = await load('/not-found/remoteEntry.js', 'facts/Hero', { check: true, attempts: 2 });
    expect(loaded.ran).toEqual([]);
    expect(loaded.results).toEqual([
      { ok: false, error: expect.stringContaining(`${origin}/not-found/remoteEntry.js was not run as code: HTTP 404 (text/html)`) },
      { ok: false, error: expect.stringContaining('HTTP 404') },
    ]);
    expect(loaded.logs).toEqual([`Refused to run ${origin}/not-found/remoteEntry.js as a remote's code: HTTP 404 (text/html).`]);
  });

  it('refuses an entry whose content type is not JavaScript, without running it', async () => {
    const loaded = await load('/html/remoteEntry.js', 'facts/Hero', { check: true });
    expect(loaded.ran).toEqual([]);
    expect(loaded.logs).toEqual([`Refused to run ${origin}/html/remoteEntry.js as a remote's code: its content type is "text/html; charset=utf-8", not JavaScript.`]);
  });

  it('runs an entry whose SHA-256 is pinned, and refuses a tampered one once, without running it', async () => {
    const pinned = await load('/pinned/remoteEntry.js', 'facts/Hero', { check: true, integrity: { facts: pinOf(ORIGINAL) } });
    expect(pinned).toEqual({ results: [{ ok: true, value: 'the pinned release ./Hero' }], logs: [], ran: ['the pinned release'] });

    const tampered = await load('/tampered/remoteEntry.js', 'facts/Hero', { check: true, integrity: { facts: pinOf(ORIGINAL) }, attempts: 2 });
    expect(tampered.ran).toEqual([]);
    expect(tampered.results.map((result) => result.ok)).toEqual([false, false]);
    expect(tampered.logs).toEqual([`Refused to run ${origin}/tampered/remoteEntry.js as a remote's code: its SHA-256 (${pinOf(TAMPERED)}) is not the one pinned for remote "facts".`]);
    // Another remote's pin says nothing of this one; one of several pins is enough.
    expect((await load('/tampered/remoteEntry.js', 'facts/Hero', { check: true, integrity: { countries: pinOf(ORIGINAL) } })).results[0]?.ok).toBe(true);
    expect((await load('/tampered/remoteEntry.js', 'facts/Hero', { check: true, integrity: { facts: `${pinOf(ORIGINAL)} ${pinOf(TAMPERED)}` } })).results[0]?.ok).toBe(true);
  });

  it('refuses a malformed pin when it is made', () => {
    const log = () => undefined;
    expect(() => serverCodeCheck({ integrity: { facts: 'md5-abc' }, log })).toThrow('serverEntryIntegrity.facts must be "sha256-<base64 digest>"');
    expect(() => serverCodeCheck({ integrity: { facts: '' }, log })).toThrow('serverEntryIntegrity.facts');
    expect(() => serverCodeCheck({ integrity: { facts: pinOf('x') }, log })).not.toThrow();
  });
});

describe("serverCodeCheck on a remote's real server build (mf-facts)", () => {
  beforeAll(() => {
    if (!existsSync(join(FACTS_DIST, 'server', 'remoteEntry.js'))) throw new Error('mf-facts is not built: run "npm run build -w mf-facts" first');
  });

  it('loads its exposed module, chunks included', async () => {
    const loaded = await load('/ok/server/remoteEntry.js', 'facts/routes/home', { check: true });
    expect(loaded.results).toEqual([{ ok: true, value: 'function Component' }]);
    expect(loaded.logs).toEqual([]);
  });

  it("refuses a chunk answered 404 that the runtime's chunk loader would run (Unexpected identifier 'Found'), and logs it once", async () => {
    const unchecked = await load('/missing-chunk/server/remoteEntry.js', 'facts/routes/home', { check: false });
    expect(unchecked.results).toEqual([{ ok: false, error: expect.stringContaining("Unexpected identifier 'Found'") }]);

    const checked = await load('/missing-chunk/server/remoteEntry.js', 'facts/routes/home', { check: true, attempts: 2 });
    expect(checked.results.map((result) => result.ok)).toEqual([false, false]);
    expect(checked.results[0]?.error).toMatch(/server\/__federation_expose_routes__home\.[0-9a-f]{8}\.js was not run as code: HTTP 404 \(text\/plain\)/);
    expect(checked.logs).toEqual([expect.stringMatching(/^Refused to run http:\/\/127\.0\.0\.1:\d+\/missing-chunk\/server\/__federation_expose_routes__home\.[0-9a-f]{8}\.js as a remote's code: HTTP 404 \(text\/plain\)\.$/)]);
  });
});
