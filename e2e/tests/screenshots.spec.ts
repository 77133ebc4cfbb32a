import type { Page, TestInfo } from '@playwright/test';
import { join } from 'node:path';
import { searchByLanguageWithApiDown } from './country-list';
import { asPattern, expect, expectNotFoundPages, test } from './fixtures';
import { deadOrigin, type OwnRenderServer, type SiteConfig, startRenderServer } from './own-render-server';

/** e2e/test-results/screenshots/{project}/: where the README sends reviewers, whatever the working directory. */
const SCREENSHOTS = join(__dirname, '..', 'test-results', 'screenshots');

/** Each page: its path, and what shows once it has finished loading. */
const PAGES: Array<[string, string, (page: Page) => Promise<void>]> = [
  ['home', '/', (page) => expect(page.getByRole('article')).toHaveCount(8)],
  ['about', '/about', (page) => expect(page.getByRole('article')).toHaveCount(8)],
  ['country-list', '/country', (page) => expect(page.getByText('250 countries')).toBeVisible()],
  ['country-map', '/country?region=Asia&view=map', (page) => expect(page.getByRole('list', { name: 'Population' })).toBeVisible()],
  ['country-nepal', '/country/Nepal', (page) => expect(page.getByRole('img', { name: 'Nepal on a world map' })).toBeVisible()],
  ['contact', '/contact', (page) => expect(page.getByRole('button', { name: 'Send' })).toBeVisible()],
  ['error-page', '/no/such/page', (page) => expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible()],
];

/**
 * Saves the page once it has stopped loading (the whole page, or with `fullPage` false its first
 * screen) and attaches it to the report. Screenshots are artifacts for a reviewer, not compared:
 * `npm test` counts them apart from the tests (see the README).
 */
async function snap(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  const path = join(SCREENSHOTS, testInfo.project.name, `${name}.png`);
  await page.screenshot({ path, fullPage });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test.describe('screenshots', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const [name, path, loaded] of PAGES) {
      const shot = colorScheme === 'dark' ? `${name}-dark` : name;
      test(shot, async ({ page, problems }, testInfo) => {
        if (path === '/no/such/page') expectNotFoundPages(problems, path);
        await page.emulateMedia({ colorScheme });
        await page.goto(path);
        await loaded(page);
        // The list is 250 cards long, in either mode: its first screen shows what it looks like (a
        // whole-page shot of it at phone width takes most of the test's 30 s on a loaded machine).
        await snap(page, testInfo, shot, name !== 'country-list');
      });
    }
  }

  test('country-list-error', async ({ page, problems }, testInfo) => {
    // The list's one error of its own: the languages and currencies a search by language needs, not answered.
    await searchByLanguageWithApiDown(page, problems);
    await snap(page, testInfo, 'country-list-error', false);
  });
});

/** The pages only the server answers with 503, from a render server of this build started for the test. */
test.describe('screenshots of the pages answered with 503', () => {
  let server: OwnRenderServer | undefined;
  test.afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  for (const [name, path, change] of [
    ['error-page-503', '/country/Nepal', (dead: string) => (config: SiteConfig) => ({ ...config, apiBaseUrl: dead })],
    ['page-unavailable', '/country', (dead: string) => (config: SiteConfig) => ({ ...config, remotes: { ...config.remotes, countries: `${dead}/mf-manifest.json` } })],
  ] as const) {
    test(name, async ({ page, request, problems }, testInfo) => {
      server = await startRenderServer(request, change(await deadOrigin()));
      const url = `${server.url}${path}`;
      problems.expect(
        new RegExp(`^HTTP 503: ${asPattern(url)}$`),
        new RegExp(`^console\\.error: Failed to load resource: the server responded with a status of 503 \\(Service Unavailable\\) \\[${asPattern(url)}\\]$`),
      );
      const response = await page.goto(url);
      expect(response?.status()).toBe(503);
      await expect(page.getByRole('banner')).toBeVisible();
      await snap(page, testInfo, name);
    });
  }
});
