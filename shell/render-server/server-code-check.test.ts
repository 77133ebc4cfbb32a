import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, type RunningSite, type ServedRemotes, serveAllRemotes, startSite } from './test-site';

// The render server refuses to run what is not a remote's JavaScript, or not the pinned release
// (@worldatlas/federation-runtime's serverCodeCheck): the remote's pages show as unavailable.
let served: ServedRemotes;
let folder: string;
beforeAll(async () => {
  served = await serveAllRemotes();
  folder = mkdtempSync(join(tmpdir(), 'server-code-check-'));
});
afterAll(async () => {
  await served?.stop();
  rmSync(folder, { recursive: true, force: true });
});

const remotes = () => served.manifests();
const sha256 = (bytes: Buffer | string) => `sha256-${createHash('sha256').update(bytes).digest('base64')}`;

/** Starts the render server with a runtime configuration pinning the facts remote's server entry to `pin`. */
function startPinned(name: string, pin: string): Promise<RunningSite> {
  const file = join(folder, `${name}.json`);
  writeFileSync(file, JSON.stringify({ remotes: remotes(), apiBaseUrl: API, serverEntryIntegrity: { facts: pin } }));
  return startSite(remotes(), { RUNTIME_CONFIG: file });
}

/** Whether the page at `path` could be shown: 200 with its content, or 503 saying it could not. */
async function shown(site: RunningSite, path: string): Promise<boolean> {
  const response = await fetch(new URL(path, site.url));
  const html = await response.text();
  expect([response.status, html.includes('This page could not be shown just now')]).toEqual(response.status === 200 ? [200, false] : [503, true]);
  return response.status === 200;
}
const refusals = (site: RunningSite) => site.logged.filter((line) => line.includes('Refused to run'));

it("renders a remote whose server entry matches its pin, and shows its pages as unavailable when it does not, logged once", async () => {
  const entry = readFileSync(join(served.remote('facts').dir, 'server', 'remoteEntry.js'));
  const pinned = await startPinned('pinned', sha256(entry));
  try {
    expect(await shown(pinned, '/')).toBe(true);
    expect(refusals(pinned)).toEqual([]);
  } finally {
    await pinned.stop();
  }

  const other = await startPinned('other', sha256(Buffer.concat([entry, Buffer.from('\n// another release\n')])));
  try {
    expect(await shown(other, '/')).toBe(false);
    expect(await shown(other, '/about')).toBe(false);
    expect(await shown(other, '/country/Nepal')).toBe(true);
    expect(refusals(other)).toEqual([
      expect.stringContaining(`Refused to run ${new URL('server/remoteEntry.js', served.remote('facts').manifestUrl).href} as a remote's code: its SHA-256 (${sha256(entry)}) is not the one pinned for remote "facts".`),
    ]);
  } finally {
    await other.stop();
  }
});

it('never runs a 404 answer for a chunk of a rebuilt remote as its code: its page shows as unavailable, logged once', async () => {
  // A release whose manifest and entry name a chunk the server does not have (yet): it answers 404.
  const heroChunk = readdirSync(join(served.remote('facts').dir, 'server')).find((name) => /^__federation_expose_routes__home\.[0-9a-f]{8}\.js$/.test(name)) ?? '';
  expect(heroChunk).not.toBe('');
  rmSync(join(served.remote('facts').dir, 'server', heroChunk));
  const site = await startSite(remotes());
  try {
    expect(await shown(site, '/')).toBe(false);
    expect(refusals(site)).toEqual([expect.stringContaining(`Refused to run ${new URL(`server/${heroChunk}`, served.remote('facts').manifestUrl).href} as a remote's code: HTTP 404`)]);
    expect(site.logged.join('\n')).not.toMatch(/Unexpected identifier/);
  } finally {
    await site.stop();
  }
});
