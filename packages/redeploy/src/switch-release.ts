import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * A content-hashed file of a build (`851.353df5ab.js`, `server/833.ef89d9e3.js`,
 * `assets/world.7ac2f941.svg`, with their `.LICENSE.txt`, `.gz` and `.map` companions): the same
 * name always holds the same bytes, so it may sit beside other releases' files.
 */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+(\.LICENSE\.txt)?(\.gz|\.map)?$/;
/** The record, in the live folder, of the hashed files of its current and previous releases (a dotfile: never served). */
export const RELEASES_FILE = '.releases.json';

/** What {@link switchRelease} did, as paths relative to the live folder. */
export interface ReleaseSwitch {
  /** Hashed files the new release added. */
  added: string[];
  /** Files under fixed names (entries, manifests, pages) now holding the new release. */
  switched: string[];
  /** Files removed: fixed names the new release lacks, and hashed files of releases before the previous one. */
  removed: string[];
}

interface Releases {
  current: string[];
  previous: string[];
}

/** Every file under `dir`, relative to it, `/`-separated, sorted. */
function filesOf(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1).split('\\').join('/'))
    .sort();
}

/** Puts `from` at `to` in one step: copied beside it under a temporary name, then renamed over it (readers see the old file or the new, never a part). */
function placeAtomically(from: string, to: string): void {
  mkdirSync(dirname(to), { recursive: true });
  const temporary = `${to}.${process.pid}.next`;
  copyFileSync(from, temporary);
  renameSync(temporary, to);
}

/**
 * Switches the app served from `live` to the build in `staging`, while it is served, so that no
 * answer ever names a file that is not there:
 * 1. the new release's hashed files are added beside the current ones (pages already open keep
 *    loading the release they started with);
 * 2. then each file under a fixed name (`remoteEntry.js`, `mf-manifest.json`, `server/…`, `index.html`,
 *    `main.js`…) is replaced in one rename, a gzip copy that the new build lacks removed first, so
 *    gzip clients never get an old copy of a new file;
 * 3. then fixed names the new build lacks are removed, and the hashed files of releases before the
 *    previous one (the previous release's stay for pages still open), as recorded in
 *    {@link RELEASES_FILE}; without a record, every hashed file found counts as the previous release.
 * Each file is written under a temporary name and renamed: `staging` and `live` may be on different
 * file systems. `staging` is left as it was.
 * @returns what was added, switched and removed.
 * @throws Error when `staging` holds no file (a build that wrote nothing must not empty the site).
 */
export function switchRelease(staging: string, live: string): ReleaseSwitch {
  const next = filesOf(staging);
  if (next.length === 0) throw new Error(`${staging} holds no file: nothing to deploy`);
  mkdirSync(live, { recursive: true });
  const before = filesOf(live).filter((file) => file !== RELEASES_FILE);
  const recordFile = join(live, RELEASES_FILE);
  const record: Releases | undefined = existsSync(recordFile) ? (JSON.parse(readFileSync(recordFile, 'utf8')) as Releases) : undefined;
  const nextHashed = next.filter((file) => HASHED.test(file));
  const nextFixed = next.filter((file) => !HASHED.test(file));
  const result: ReleaseSwitch = { added: [], switched: [], removed: [] };

  for (const file of nextHashed) {
    if (existsSync(join(live, file))) continue;
    placeAtomically(join(staging, file), join(live, file));
    result.added.push(file);
  }
  // The server build's entry before the browser's, each file's gzip copy settled before the file.
  const order = (file: string) => (file.startsWith('server/') ? 0 : 1);
  for (const file of [...nextFixed].filter((name) => !name.endsWith('.gz')).sort((a, b) => order(a) - order(b))) {
    const copy = `${file}.gz`;
    if (nextFixed.includes(copy)) {
      placeAtomically(join(staging, copy), join(live, copy));
      result.switched.push(copy);
    } else if (existsSync(join(live, copy))) {
      rmSync(join(live, copy));
      result.removed.push(copy);
    }
    placeAtomically(join(staging, file), join(live, file));
    result.switched.push(file);
  }
  // A gzip copy whose file is not a fixed name of the new build (the file itself is handled above or below).
  for (const copy of nextFixed.filter((name) => name.endsWith('.gz') && !result.switched.includes(name))) {
    placeAtomically(join(staging, copy), join(live, copy));
    result.switched.push(copy);
  }

  const previous = record ? record.current : before.filter((file) => HASHED.test(file));
  const kept = new Set([...nextHashed, ...previous]);
  for (const file of before) {
    const stale = HASHED.test(file) ? !kept.has(file) : !nextFixed.includes(file);
    if (stale && existsSync(join(live, file))) {
      rmSync(join(live, file));
      result.removed.push(file);
    }
  }
  const releases: Releases = { current: nextHashed, previous: previous.filter((file) => !nextHashed.includes(file)) };
  writeFileSync(`${recordFile}.next`, `${JSON.stringify(releases, null, 1)}\n`);
  renameSync(`${recordFile}.next`, recordFile);
  return result;
}
