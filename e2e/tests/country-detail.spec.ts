import type { Page } from '@playwright/test';
import { expect, expectNotFoundPages, fromApi, SITE, test } from './fixtures';

/** The value shown beside `label` on the detail page (a description list). */
const value = (page: Page, label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
const borders = (page: Page) => page.getByRole('list').filter({ has: page.getByRole('link', { name: 'China' }) });

test.describe('country page', () => {
  test('shows every detail of Nepal, its flag, and links its neighbours; Go Back returns to the country the visitor came from, and opens the list on a page entered directly', async ({ page, request }) => {
    const [nepal] = await fromApi<Array<{ population: number }>>(request, '/v3.1/name/Nepal?fullText=true&fields=population');
    const response = await page.goto('/country/Nepal');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Nepal · WorldAtlas');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Federal Democratic Republic of Nepal: Southern Asia, capital Kathmandu, population [\d,]+\./);
    // Link previews show the country's card, under the site's public address (SITE_URL: one of the site's two names here).
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`^http://(127\\.0\\.0\\.1|localhost):${new URL(SITE.shell).port}/country/Nepal/card\\.png$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Nepal' })).toBeVisible();
    // The flag is the API's image: it loads, under either of the site's names (cross-origin at localhost).
    const flag = page.getByRole('img', { name: 'The flag of Nepal.' });
    await expect(flag).toBeVisible();
    await expect.poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(value(page, 'Official name')).toHaveText('Federal Democratic Republic of Nepal');
    await expect(value(page, 'Native names')).toHaveText('नेपाल');
    await expect(value(page, 'Population')).toHaveText((nepal?.population ?? 0).toLocaleString('en-US'));
    await expect(value(page, 'Region')).toHaveText('Asia');
    await expect(value(page, 'Sub region')).toHaveText('Southern Asia');
    await expect(value(page, 'Capital')).toHaveText('Kathmandu');
    await expect(value(page, 'Top level domain')).toHaveText('.np');
    await expect(value(page, 'Currencies')).toHaveText('Nepalese rupee');
    await expect(value(page, 'Languages')).toHaveText('Nepali');
    await expect(page.getByRole('heading', { level: 2, name: 'Border countries' })).toBeVisible();
    await expect(borders(page).getByRole('link')).toHaveText(['China', 'India']);
    // Tap targets: each border link at least 24 px square (WCAG 2.5.8), its text at least 14 px.
    const chips = await borders(page).getByRole('link').evaluateAll((links) => links.map((link) => ({ height: link.getBoundingClientRect().height, width: link.getBoundingClientRect().width, text: parseFloat(getComputedStyle(link).fontSize) })));
    for (const chip of chips) expect(chip.height >= 24 && chip.width >= 24 && chip.text >= 14, JSON.stringify(chip)).toBe(true);
    await borders(page).getByRole('link', { name: 'India' }).click();
    await expect(page).toHaveURL('/country/India');
    await expect(page.getByRole('heading', { level: 1, name: 'India' })).toBeVisible();
    // India was reached from Nepal: Go Back is the browser's Back, to Nepal.
    await page.getByRole('link', { name: 'Go Back' }).click();
    await expect(page).toHaveURL('/country/Nepal');
    await expect(page.getByRole('heading', { level: 1, name: 'Nepal' })).toBeVisible();
    // Nepal was entered directly: Go Back is its link, to the whole list.
    await page.getByRole('link', { name: 'Go Back' }).click();
    await expect(page).toHaveURL('/country');
    await expect(page.getByText('250 countries')).toBeVisible();
  });

  test('names with spaces and accents work both ways through the address', async ({ page }) => {
    for (const name of ['Åland Islands', 'São Tomé and Príncipe', 'Curaçao']) {
      await page.goto(`/country?q=${encodeURIComponent(name.slice(0, 4))}`);
      await page.getByRole('link', { name: `Read More about ${name}` }).click();
      await expect(page).toHaveURL(`/country/${encodeURIComponent(name)}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    }
  });

  test("another spelling of a country is sent on (308) to its common name's page: Côte d'Ivoire is Ivory Coast", async ({ page }) => {
    for (const [spelling, name, official] of [
      ["Côte d'Ivoire", 'Ivory Coast', "Republic of Côte d'Ivoire"],
      ['nepal', 'Nepal', 'Federal Democratic Republic of Nepal'],
      ['Federal Democratic Republic of Nepal', 'Nepal', 'Federal Democratic Republic of Nepal'],
    ] as const) {
      const response = await page.goto(`/country/${encodeURIComponent(spelling)}`);
      const redirect = await response?.request().redirectedFrom()?.response();
      expect(redirect?.status(), spelling).toBe(308);
      await expect(page).toHaveURL(`/country/${encodeURIComponent(name)}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page).toHaveTitle(`${name} · WorldAtlas`);
      await expect(value(page, 'Official name')).toHaveText(official);
    }
  });

  test("a country without capital, currencies, languages or borders shows 'N/A' and says so", async ({ page }) => {
    await page.goto('/country/Antarctica');
    await expect(page.getByRole('heading', { level: 1, name: 'Antarctica' })).toBeVisible();
    for (const label of ['Native names', 'Sub region', 'Capital', 'Currencies', 'Languages']) {
      await expect(value(page, label)).toHaveText('N/A');
    }
    await expect(page.getByText('No land borders')).toBeVisible();
  });

  for (const [name, why] of [
    ['Atlantis', 'an unknown country'],
    ['Nepa', 'a part of a name'],
    ['x'.repeat(201), 'a name longer than any country has, which the API refuses'],
  ] as const) {
    test(`${why} (/country/${name.slice(0, 12)}) answers 404 with the error page and "Country not found"`, async ({ page, problems }) => {
      // The server asks the API (404, or 400 for a name it refuses) and answers the page with 404.
      expectNotFoundPages(problems, `/country/${name}`);
      const response = await page.goto(`/country/${name}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
      await expect(page.getByText('Oops! An error occurred.')).toBeVisible();
      await expect(page.getByText('Country not found')).toBeVisible();
      await expect(page).toHaveTitle('404 · WorldAtlas');
      await page.getByRole('link', { name: 'Go Home' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Explore the World, One Country at a Time.' })).toBeVisible();
    });
  }
});

test.describe('country page on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("shows the key figures, population, capital and area, on the first screen, under the name", async ({ page, request }) => {
    const [nepal] = await fromApi<Array<{ population: number }>>(request, '/v3.1/name/Nepal?fullText=true&fields=population');
    await page.goto('/country/Nepal');
    const figures = page.getByRole('list', { name: 'Key figures' });
    await expect(figures.getByRole('listitem')).toHaveText([`Population${(nepal?.population ?? 0).toLocaleString('en-US')}`, 'CapitalKathmandu', 'Area147,181 km²']);
    const name = await page.getByRole('heading', { level: 1, name: 'Nepal' }).boundingBox();
    const box = await figures.boundingBox();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Below the name, and whole within the first screen and its width.
    expect(box && name && box.y >= name.y + name.height && box.y + box.height <= 844 && box.x >= 0 && box.x + box.width <= 390, JSON.stringify({ name, box })).toBe(true);
  });
});
