import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../src/nginx-app';

// The images install with `npm ci`, which refuses a lock file out of step with the manifests. The
// two ways a lock written on one machine fails it: a manifest's dependencies differ from the lock's
// record of them, or a package's optional dependency (another platform's native binary, e.g.
// @swc/core-darwin-arm64) has no entry, as when the registry did not serve it the day the lock was
// made. npm ci does not re-resolve what a package installed only as a peer brings (`"peer": true`
// in the lock, e.g. @rspack/binding): gaps there pass it, and this test leaves them out too.

interface LockedPackage {
  version?: string;
  link?: boolean;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  /** Installed only because a package names it as a peer. */
  peer?: boolean;
}
const LOCK_FILE = join(ROOT, 'package-lock.json');
const lock = JSON.parse(readFileSync(LOCK_FILE, 'utf8')) as { lockfileVersion: number; packages: Record<string, LockedPackage> };
const KINDS = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'] as const;

/** The lock's workspace folders (`shell`, `packages/contracts`): its entries outside node_modules, the root as "". */
const workspaces = Object.keys(lock.packages).filter((path) => !path.includes('node_modules/'));

describe('package-lock.json, as npm ci reads it', () => {
  it('is a version 3 lock file listing every workspace', () => {
    expect(lock.lockfileVersion).toBe(3);
    expect(workspaces.length).toBeGreaterThan(10);
  });

  it.each(workspaces)("records the dependencies of workspace '%s' exactly as its package.json declares them", (folder) => {
    const manifest = JSON.parse(readFileSync(join(ROOT, folder, 'package.json'), 'utf8')) as LockedPackage;
    const locked = lock.packages[folder] ?? {};
    for (const kind of KINDS) expect([kind, locked[kind] ?? {}]).toEqual([kind, manifest[kind] ?? {}]);
    expect(existsSync(join(ROOT, folder))).toBe(true);
  });

  it("has an entry for every package's optional dependencies, every platform's native binaries included", () => {
    const locked = new Set(Object.keys(lock.packages).map((path) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)));
    const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.keys(entry.peer ? {} : (entry.optionalDependencies ?? {}))
        .filter((name) => !locked.has(name))
        .map((name) => `${name} (optional dependency of ${path || 'the root'})`),
    );
    expect(missing).toEqual([]);
  });
});
