import type { Page } from '@playwright/test';
import { expect, expectNotFoundPages, isMobile, test } from './fixtures';


/** The names in the table's column headers, in order. */
const columns = (page: Page) => page.getByRole('table').getByRole('columnheader').getByRole('link').filter({ hasNotText: 'Remove' });

test.describe('comparing countries without JavaScript', () => {
  // The compare page reads and works from the HTML the server sends: its picker is a plain GET form.
  test.use({ javaScriptEnabled: false });

  test('a country page leads to the comparison, a country is added with the form and removed with its link', async ({ page }) => {
    await page.goto('/country/Nepal');
    await page.getByRole('link', { name: 'Compare Nepal with other countries' }).click();
    await expect(page).toHaveURL('/compare?countries=NPL');
    await expect(page.getByText('Choose at least two countries')).toBeVisible();

    const field = page.getByRole('combobox', { name: 'Country to add' });
    await field.fill('Switzerland');
    await field.press('Enter');
    await expect(page).toHaveURL('/compare?countries=NPL,CHE');
    await expect(page).toHaveTitle('Nepal vs Switzerland · WorldAtlas');
    await expect(columns(page)).toHaveText(['Nepal', 'Switzerland']);

    await field.fill('chile');
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page).toHaveURL('/compare?countries=NPL,CHE,CHL');
    await expect(columns(page)).toHaveText(['Nepal', 'Switzerland', 'Chile']);

    await page.getByRole('link', { name: 'Remove Switzerland' }).click();
    await expect(page).toHaveURL('/compare?countries=NPL,CHL');
    await expect(columns(page)).toHaveText(['Nepal', 'Chile']);
    await page.getByRole('link', { name: 'Chile', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Chile' })).toBeVisible();
  });

  test('keeps the comparison and says so when a typed name is no country', async ({ page }) => {
    await page.goto('/compare?countries=NPL,CHE');
    await page.getByRole('combobox', { name: 'Country to add' }).fill('Atlantis');
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByRole('status')).toHaveText('No country is named “Atlantis”. Check the spelling, or choose a name from the suggestions.');
    await expect(columns(page)).toHaveText(['Nepal', 'Switzerland']);
  });

  test('goes from another spelling of the address to its one spelling, for good (308)', async ({ page, request }) => {
    const answer = await request.get('/compare?countries=npl,%20che,NPL', { maxRedirects: 0 });
    expect([answer.status(), answer.headers().location]).toEqual([308, '/compare?countries=NPL,CHE']);
    await page.goto('/compare?countries=npl,%20che,NPL');
    await expect(page).toHaveURL('/compare?countries=NPL,CHE');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/compare\?countries=NPL,CHE$/);
  });

  test('answers an unknown code with 404, naming it, and leads to the comparison of the others', async ({ page, problems }) => {
    expectNotFoundPages(problems, String.raw`\/compare\?countries=NPL,XYZ,CHE`);
    const answer = await page.goto('/compare?countries=NPL,XYZ,CHE');
    expect(answer?.status()).toBe(404);
    await expect(page.getByText('No country has the code “XYZ”.', { exact: false })).toBeVisible();
    await page.getByRole('link', { name: 'Compare Nepal, Switzerland' }).click();
    await expect(page).toHaveURL('/compare?countries=NPL,CHE');
  });

  test('keeps the page its width on any screen: the table scrolls in its box, its row labels in place', async ({ page }) => {
    await page.goto('/compare?countries=NPL,CHE,CHL,IND');
    await expect(columns(page)).toHaveCount(4);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    if (!isMobile(page)) return;
    const table = page.getByRole('region', { name: 'Comparison table' });
    const label = page.getByRole('rowheader', { name: 'Population', exact: true });
    const before = await label.boundingBox();
    await table.evaluate((element) => element.scrollBy({ left: 400 }));
    await expect.poll(async () => (await label.boundingBox())?.x).toBe(before?.x);
    expect(await table.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });

  test('shows two countries whole, on a phone too: their columns fit the screen, nothing to scroll', async ({ page }) => {
    await page.goto('/compare?countries=NPL,CHE');
    const table = page.getByRole('region', { name: 'Comparison table' });
    expect(await table.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    await expect(page.getByRole('cell', { name: /^9,082,848/ })).toBeInViewport({ ratio: 1 });
  });
});

test.describe("the picker's island", () => {
  test('loads through the federation runtime when the field is first used, and adds a country with the keyboard alone', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/compare?countries=NPL');
    const field = page.getByRole('combobox', { name: 'Country to add' });
    // Past the 3 s after which a page's islands load at the latest: nothing, until the field is used.
    await page.waitForTimeout(3_500);
    expect(scripts).toEqual([]);
    await field.focus();
    // The island has taken the field over once the field controls its own list.
    await expect(field).toHaveAttribute('aria-controls', /.+/);
    // The island loader of pages whose islands are all plain code (no React), and the island from its remote.
    expect(scripts.some((url) => url.endsWith('/islands-dom.js'))).toBe(true);
    expect(scripts.some((url) => /\/__federation_expose_PickerIsland\.[0-9a-f]{8}\.js$/.test(url))).toBe(true);
    await page.keyboard.type('swit');
    await expect(page.getByRole('listbox', { name: 'Suggested countries' }).getByRole('option')).toHaveText(['Switzerland']);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: 'Switzerland' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/compare?countries=NPL,CHE');
    await expect(columns(page)).toHaveText(['Nepal', 'Switzerland']);
  });
});
