import { expect, openNavigation, test } from './fixtures';

/**
 * What an unreachable remote leaves behind: the failed manifest request, Chromium's report of it,
 * and the federation runtime's RUNTIME-003 error the shell's boundary reports.
 */
const unreachable = (origin: string, remote: string) => {
  const manifest = `${origin}/mf-manifest.json`.replace(/\./g, '\\.');
  return [
    new RegExp(`^request failed: ${manifest} \\(net::ERR_CONNECTION_REFUSED\\)$`),
    new RegExp(`^console\\.error: Failed to load resource: net::ERR_CONNECTION_REFUSED \\[${manifest}\\]$`),
    new RegExp(`^console\\.error: Error: \\[ Federation Runtime \\]: Failed to get manifest\\. #RUNTIME-003\\nargs: \\{"manifestUrl":"${manifest}","moduleName":"${remote}"`),
  ];
};

test.describe('a remote that cannot be loaded', () => {
  test('the countries remote blocked: its routes show a message, the rest of the site works', async ({ page, problems }) => {
    problems.expect(...unreachable('http://127.0.0.1:3002', 'countries'));
    await page.route('http://127.0.0.1:3002/**', (route) => route.abort('connectionrefused'));
    await page.goto('/country');
    await expect(page.getByRole('alert')).toContainText('The country list section could not be loaded');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const nav = await openNavigation(page);
    await nav.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await (await openNavigation(page)).getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page.getByRole('article')).toHaveCount(8);
  });

  test('Retry loads the remote once it is reachable again', async ({ page, problems }) => {
    problems.expect(...unreachable('http://127.0.0.1:3002', 'countries'));
    let blocked = true;
    await page.route('http://127.0.0.1:3002/**', (route) => (blocked ? route.abort('connectionrefused') : route.continue()));
    await page.goto('/country');
    await expect(page.getByRole('alert')).toContainText('could not be loaded');
    blocked = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('250 countries')).toBeVisible();
  });

  test('the facts remote blocked: the landing page shows messages, the list still works', async ({ page, problems }) => {
    problems.expect(...unreachable('http://127.0.0.1:3001', 'facts'));
    await page.route('http://127.0.0.1:3001/**', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await expect(page.getByRole('alert').first()).toContainText('could not be loaded');
    await page.goto('/country');
    await expect(page.getByText('250 countries')).toBeVisible();
  });
});
