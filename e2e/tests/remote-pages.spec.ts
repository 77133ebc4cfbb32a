import { expect, test } from './fixtures';

// Each remote also runs alone, on its own port, for isolated development.
test.describe("each remote's own page", () => {
  test('mf-facts on :3001 shows the hero and the fact cards', async ({ page }) => {
    await page.goto('http://127.0.0.1:3001/');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore the World, One Country at a Time.' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(8);
  });

  test('mf-countries on :3002 lists the countries and opens a country page', async ({ page }) => {
    await page.goto('http://127.0.0.1:3002/?q=nepal');
    await expect(page.getByText('1 country')).toBeVisible();
    await page.getByRole('link', { name: 'Read More' }).click();
    await expect(page).toHaveURL('http://127.0.0.1:3002/country/Nepal');
    await expect(page.getByText('Federal Democratic Republic of Nepal')).toBeVisible();
  });

  test('mf-contact on :3003 shows the form', async ({ page }) => {
    await page.goto('http://127.0.0.1:3003/');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  });
});
