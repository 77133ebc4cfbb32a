import { expect, test } from './fixtures';

const PAGES: Array<[string, string]> = [
  ['home', '/'],
  ['about', '/about'],
  ['country-list', '/country'],
  ['country-nepal', '/country/Nepal'],
  ['contact', '/contact'],
];

/** A full-page picture of each route for reviewers: e2e/test-results/screenshots/{project}/{page}.png. */
test.describe('screenshots', () => {
  for (const [name, path] of PAGES) {
    test(`${name}`, async ({ page }, testInfo) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
      await page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}/${name}.png`, fullPage: name !== 'country-list' });
    });
  }
});
