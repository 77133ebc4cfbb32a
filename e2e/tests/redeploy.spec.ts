import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, SITE, test } from './fixtures';

// Runs only against the nginx stack (E2E_STACK=nginx), after every other test: it swaps the files
// nginx serves for mf-contact, as a deploy of that one remote would, and swaps them back.
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

/** The shell's nginx as the stack runs it: master pid (its pid file) and the pids of its workers. */
function shellNginx(): { master: number; workers: string } {
  const master = Number(readFileSync(join(stackDir, 'shell', 'nginx.pid'), 'utf8').trim());
  const workers = execFileSync('ps', ['-o', 'pid=', '--ppid', String(master)], { encoding: 'utf8' }).split(/\s+/).filter(Boolean).sort().join(',');
  return { master, workers };
}

test('a remote redeployed at the same URL shows on the next load, with no shell rebuild or restart', async ({ page, request }) => {
  test.setTimeout(180_000);
  const served = join(stackDir, 'mf-contact', 'html');
  expect(existsSync(join(served, 'remoteEntry.js')), `nginx stack files in ${served}`).toBe(true);

  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const shellFiles = digests(join(stackDir, 'shell', 'html'));
  const nginxBefore = shellNginx();
  const mainBefore = await request.get(`${SHELL}/main.js`);
  expect(nginxBefore.workers, 'nginx workers of the shell').not.toBe('');
  expect(mainBefore.headers().etag, 'ETag of main.js').toBeTruthy();

  const next = join(stackDir, 'mf-contact', 'html.next');
  const previous = join(stackDir, 'mf-contact', 'html.previous');
  rmSync(next, { recursive: true, force: true });
  execFileSync(
    'npx',
    ['tsx', join(root, 'e2e', 'redeploy', 'build-changed-remote.ts'), join(root, 'mf-contact'), next, 'src/features/contact-form/ContactForm.tsx', 'Contact Us', 'Contact Us Today'],
    { cwd: root, stdio: 'inherit' },
  );
  renameSync(served, previous);
  renameSync(next, served);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us Today' })).toBeVisible();
    await page.getByRole('link', { name: 'WorldAtlas' }).click();
    await expect(page.getByRole('article')).toHaveCount(8);

    // The shell is untouched: the same files, served by the same nginx (not restarted, not
    // reloaded: a reload starts new workers), with the same main.js and validators.
    expect(digests(join(stackDir, 'shell', 'html'))).toEqual(shellFiles);
    expect(shellNginx()).toEqual(nginxBefore);
    const mainAfter = await request.get(`${SHELL}/main.js`);
    expect(mainAfter.status()).toBe(200);
    expect(mainAfter.headers().etag).toBe(mainBefore.headers().etag);
    expect(mainAfter.headers()['last-modified']).toBe(mainBefore.headers()['last-modified']);
    expect((await mainAfter.body()).equals(await mainBefore.body())).toBe(true);
  } finally {
    rmSync(served, { recursive: true, force: true });
    renameSync(previous, served);
  }
});
