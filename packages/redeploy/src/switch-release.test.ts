import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { RELEASES_FILE, switchRelease } from './switch-release';

let base: string;
beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), 'switch-release-'));
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

/** A build folder holding `files` (relative path → text). */
function folder(name: string, files: Record<string, string>): string {
  const dir = join(base, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}
/** Every file of `dir` with its text, dotfiles aside. */
const contents = (dir: string) =>
  Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
      .map((entry) => [join(entry.parentPath, entry.name).slice(dir.length + 1), readFileSync(join(entry.parentPath, entry.name), 'utf8')]),
  );

/** A remote's build of release `n`: its entries name its own hashed chunk. */
const release = (n: number) => ({
  'remoteEntry.js': `entry ${n} loads 10${n}.aaaaaaa${n}.js`,
  'mf-manifest.json': `{"release":${n},"chunk":"10${n}.aaaaaaa${n}.js"}`,
  'mf-manifest.json.gz': `gzip of manifest ${n}`,
  [`10${n}.aaaaaaa${n}.js`]: `chunk of release ${n}`,
  [`10${n}.aaaaaaa${n}.js.gz`]: `gzip of chunk ${n}`,
  'server/remoteEntry.js': `server entry ${n} loads server/20${n}.bbbbbbb${n}.js`,
  [`server/20${n}.bbbbbbb${n}.js`]: `server chunk of release ${n}`,
  'assets/world.7ac2f941.svg': '<svg/>',
});

it('adds the new release beside the current one, switches entries and manifests, and keeps the previous hashed files', () => {
  const live = folder('live', release(1));
  const result = switchRelease(folder('build-2', release(2)), live);
  expect(contents(live)).toEqual({ ...release(1), ...release(2) });
  expect(result.added.sort()).toEqual(['102.aaaaaaa2.js', '102.aaaaaaa2.js.gz', 'server/202.bbbbbbb2.js']);
  // The server build's entry first, and a file's gzip copy before the file.
  expect(result.switched).toEqual(['server/remoteEntry.js', 'mf-manifest.json.gz', 'mf-manifest.json', 'remoteEntry.js']);
  expect(result.removed).toEqual([]);
  // No temporary file is left behind.
  expect(readdirSync(live, { recursive: true }).filter((name) => String(name).endsWith('.next'))).toEqual([]);
});

it('removes the hashed files of the release before the previous one, and fixed names the new build lacks', () => {
  const live = folder('live', { ...release(1), 'favicon.svg': 'old icon', 'favicon.svg.gz': 'gzip of old icon' });
  switchRelease(folder('build-2', release(2)), live);
  const third = switchRelease(folder('build-3', release(3)), live);
  expect(contents(live)).toEqual({ ...release(2), ...release(3) });
  expect(third.removed.sort()).toEqual(['101.aaaaaaa1.js', '101.aaaaaaa1.js.gz', 'server/201.bbbbbbb1.js'].sort());
  expect(JSON.parse(readFileSync(join(live, RELEASES_FILE), 'utf8'))).toEqual({
    current: ['103.aaaaaaa3.js', '103.aaaaaaa3.js.gz', 'assets/world.7ac2f941.svg', 'server/203.bbbbbbb3.js'],
    previous: ['102.aaaaaaa2.js', '102.aaaaaaa2.js.gz', 'server/202.bbbbbbb2.js'],
  });
});

it("removes an entry's gzip copy the new build does not have, so no gzip client gets the old one", () => {
  const live = folder('live', release(1));
  const { 'mf-manifest.json.gz': _copy, ...withoutCopy } = release(2);
  const result = switchRelease(folder('build-2', withoutCopy), live);
  expect(existsSync(join(live, 'mf-manifest.json.gz'))).toBe(false);
  expect(result.removed).toEqual(['mf-manifest.json.gz']);
  expect(readFileSync(join(live, 'mf-manifest.json'), 'utf8')).toBe('{"release":2,"chunk":"102.aaaaaaa2.js"}');
});

it('refuses an empty build, leaving the served folder as it was', () => {
  const live = folder('live', release(1));
  mkdirSync(join(base, 'empty'));
  expect(() => switchRelease(join(base, 'empty'), live)).toThrow('holds no file');
  expect(contents(live)).toEqual(release(1));
});
