import { execFileSync } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';

// Runs only against the nginx stack (E2E_STACK=nginx), after every other test: it swaps the files
// nginx serves for mf-contact, as a deploy of that one remote would, and swaps them back.
const stackDir = process.env.NGINX_STACK_DIR ?? '';
const root = join(__dirname, '..', '..');

test('a remote redeployed at the same URL shows on the next load, with no shell rebuild or restart', async ({ page }) => {
  test.setTimeout(180_000);
  const served = join(stackDir, 'mf-contact', 'html');
  expect(existsSync(join(served, 'remoteEntry.js')), `nginx stack files in ${served}`).toBe(true);

  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();

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
    // Only mf-contact's files changed; the shell's nginx and files are the ones the page loaded first.
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us Today' })).toBeVisible();
    await page.getByRole('link', { name: 'WorldAtlas' }).click();
    await expect(page.getByRole('article')).toHaveCount(8);
  } finally {
    rmSync(served, { recursive: true, force: true });
    renameSync(previous, served);
  }
});
