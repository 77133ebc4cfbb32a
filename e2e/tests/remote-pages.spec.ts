import { expect, SITE, test } from './fixtures';

// Each remote also runs alone, on its own port, for isolated development.
test.describe("each remote's own page", () => {
  test('mf-facts alone shows the hero and the fact cards', async ({ page }) => {
    await page.goto(`${SITE.facts}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Explore the World, One Country at a Time.' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(8);
  });

  test.describe(() => {
    // The countries remote's own page is built to call the API at its default address (port 4000),
    // which is `npm start`'s API, not this run's: its API calls go to this run's API instead, which
    // the page's CSP (derived from this run's configuration) would refuse before they leave the page.
    test.use({ bypassCSP: true });

    test('mf-countries alone lists the countries and opens a country page', async ({ page }) => {
      const elsewhere = (url: URL) => url.pathname.startsWith('/v3.1/') && url.origin !== SITE.api;
      await page.route(elsewhere, (route) => {
        const url = new URL(route.request().url());
        return route.continue({ url: `${SITE.api}${url.pathname}${url.search}` });
      });
      await page.goto(`${SITE.countries}/?q=nepal`);
      await expect(page.getByText('1 country')).toBeVisible();
      await page.getByRole('link', { name: 'Read More' }).click();
      await expect(page).toHaveURL(`${SITE.countries}/country/Nepal`);
      await expect(page.getByText('Federal Democratic Republic of Nepal')).toBeVisible();
    });
  });

  test('mf-contact alone shows the form', async ({ page }) => {
    await page.goto(`${SITE.contact}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  });
});
