import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, SITE, test } from './fixtures';

// Runs only against the nginx stack (E2E_STACK=nginx), after every other test: it swaps the files
// nginx serves for one remote (mf-contact, then mf-compare), as a deploy of that one remote would,
// and swaps them back. The shell's render server, which renders pages with the remotes' server
// builds, is neither rebuilt nor restarted.
const stackDir = process.env.NGINX_STACK_DIR ?? '';
const root = join(__dirname, '..', '..');
const SHELL = SITE.shell;

/** A SHA-256 of every file under `dir`, by relative path. */
function digests(dir: string): Record<string, string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(
    files.map((file) => {
      const path = join(file.parentPath, file.name);
      return [relative(dir, path), createHash('sha256').update(readFileSync(path)).digest('hex')];
    }),
  );
}

/** The shell's render server as the stack runs it: its process id, and whether that process is still running. */
function shellServer(): { pid: number; running: boolean } {
  const pid = Number(readFileSync(join(stackDir, 'shell', 'server.pid'), 'utf8').trim());
  try {
    process.kill(pid, 0);
    return { pid, running: true };
  } catch {
    return { pid, running: false };
  }
}

/** A change built into a remote's new release: in `file` (relative to its folder), `text` becomes `replacement`. */
type Change = [file: string, text: string, replacement: string];

/**
 * Deploys a new release of `folder` (built with `changes`) in place of the files nginx serves for it,
 * runs `check` while it is served, then puts the old release back; checks meanwhile that the shell
 * was untouched: the same files, served by the same render server process, with the same island loader.
 */
async function withNewRelease(folder: string, changes: readonly Change[], request: APIRequestContext, check: () => Promise<void>): Promise<void> {
  const served = join(stackDir, folder, 'html');
  expect(existsSync(join(served, 'remoteEntry.js')), `nginx stack files in ${served}`).toBe(true);
  const shellFiles = digests(join(root, 'shell', 'dist'));
  const serverBefore = shellServer();
  // The island loader of the pages of both remotes redeployed here (their islands are plain code).
  const mainBefore = await request.get(`${SHELL}/islands-dom.js`);
  expect(serverBefore.running, "the shell's render server").toBe(true);
  expect(mainBefore.headers().etag, 'ETag of islands-dom.js').toBeTruthy();

  const next = join(stackDir, folder, 'html.next');
  const previous = join(stackDir, folder, 'html.previous');
  rmSync(next, { recursive: true, force: true });
  execFileSync('npx', ['tsx', join(root, 'e2e', 'redeploy', 'build-changed-remote.ts'), join(root, folder), next, ...changes.flat()], { cwd: root, stdio: 'inherit' });
  renameSync(served, previous);
  renameSync(next, served);
  try {
    await check();
    // The shell is untouched: the same files, served by the same render server process (not
    // restarted), with the same island loader and validators.
    expect(digests(join(root, 'shell', 'dist'))).toEqual(shellFiles);
    expect(shellServer()).toEqual(serverBefore);
    const mainAfter = await request.get(`${SHELL}/islands-dom.js`);
    expect(mainAfter.status()).toBe(200);
    expect(mainAfter.headers().etag).toBe(mainBefore.headers().etag);
    expect(mainAfter.headers()['last-modified']).toBe(mainBefore.headers()['last-modified']);
    expect((await mainAfter.body()).equals(await mainBefore.body())).toBe(true);
  } finally {
    rmSync(served, { recursive: true, force: true });
    renameSync(previous, served);
  }
}

/** Waits until the render server's page at `path` holds `text`: it checks the remotes' releases every 10 s, so within 30 s. */
async function expectServedWithin30s(request: APIRequestContext, path: string, text: string): Promise<void> {
  const redeployed = Date.now();
  await expect.poll(async () => (await request.get(`${SHELL}${path}`)).text(), { timeout: 30_000, intervals: [500] }).toContain(text);
  expect(Date.now() - redeployed).toBeLessThan(30_000);
}

/** Opens the landing page from the header: the other remotes still serve. */
async function expectOtherRemotesServe(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'WorldAtlas', exact: true }).click();
  await expect(page.getByRole('article')).toHaveCount(8);
}

test("mf-contact redeployed at the same URL shows in the server's HTML within 30 s and in its island on the next load, with no shell rebuild or restart", async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  // English text is the catalog's (lang/en.json), which the server build holds.
  await withNewRelease('mf-contact', [['lang/en.json', '"Contact Us"', '"Contact Us Today"']], request, async () => {
    await expectServedWithin30s(request, '/contact', 'Contact Us Today');
    // The page's island comes from the new release too: it starts on the page that release rendered.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us Today' })).toBeVisible();
    await expect(page.locator('[data-island="contact/ContactFormIsland"]')).toHaveAttribute('data-hydrated', '');
    await expectOtherRemotesServe(page);
  });
});

test("mf-compare redeployed alone shows its new release on the next page, in the server's HTML and in its island", async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.goto('/compare?countries=NPL');
  // The picker's island loads when its field is first used.
  await page.getByRole('combobox', { name: 'Country to add' }).focus();
  await expect(page.getByRole('combobox', { name: 'Country to add' })).toHaveAttribute('aria-controls', /.+/);
  // The texts come from the server build's catalog; the island's own code names its list's id.
  const changes: Change[] = [
    ['lang/en.json', 'Country to add', 'Country to set beside'],
    ['lang/en.json', 'Suggested countries', 'Countries you may mean'],
    ['src/islands/PickerIsland.ts', '-suggestions`', '-may-mean`'],
  ];
  await withNewRelease('mf-compare', changes, request, async () => {
    await expectServedWithin30s(request, '/compare?countries=NPL', 'Country to set beside');
    await page.reload();
    const field = page.getByRole('combobox', { name: 'Country to set beside' });
    await field.focus();
    await expect(field).toHaveAttribute('aria-controls', /-may-mean$/);
    await field.fill('swit');
    await expect(page.getByRole('listbox', { name: 'Countries you may mean' })).toBeVisible();
    await expectOtherRemotesServe(page);
  });
});
