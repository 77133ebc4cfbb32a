import type { Page } from '@playwright/test';
import { expect, expectNotFoundPages, fromApi, gate, holdRequests, openInApp, PATTERN, test } from './fixtures';

/** The value shown beside `label` on the detail page (a description list). */
const value = (page: Page, label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
const loader = (page: Page) => page.getByRole('status', { name: 'Loading', exact: true });
const borderLoader = (page: Page) => page.getByRole('status', { name: 'Loading border countries', exact: true });
const borders = (page: Page) => page.getByRole('list').filter({ has: page.getByRole('link', { name: 'China' }) });

test.describe('country page', () => {
  test('shows every detail of Nepal and links its neighbours', async ({ page, request }) => {
    const [nepal] = await fromApi<Array<{ population: number }>>(request, '/v3.1/name/Nepal?fullText=true&fields=population');
    await page.goto('/country/Nepal');
    await expect(page).toHaveTitle('Nepal · WorldAtlas');
    await expect(page.getByRole('heading', { level: 1, name: 'Nepal' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'The flag of Nepal.' })).toBeVisible();
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
    await borders(page).getByRole('link', { name: 'India' }).click();
    await expect(page).toHaveURL('/country/India');
    await expect(page.getByRole('heading', { level: 1, name: 'India' })).toBeVisible();
    await page.getByRole('link', { name: 'Go Back' }).click();
    await expect(page).toHaveURL('/country');
  });

  test('a slow API shows the loader until the country arrives', async ({ page }) => {
    const answer = await holdRequests(page, '**/v3.1/name/Nepal?*');
    await openInApp(page, '/country/Nepal');
    await expect(loader(page)).toBeVisible();
    answer.open();
    await expect(page.getByRole('heading', { level: 1, name: 'Nepal' })).toBeVisible();
    await expect(loader(page)).toBeHidden();
  });

  test('the border names show a small loader while they load', async ({ page }) => {
    const answer = await holdRequests(page, '**/v3.1/alpha?codes=*');
    await openInApp(page, '/country/Nepal');
    await expect(page.getByRole('heading', { level: 1, name: 'Nepal' })).toBeVisible();
    await expect(borderLoader(page)).toBeVisible();
    answer.open();
    await expect(borders(page).getByRole('link')).toHaveText(['China', 'India']);
    await expect(borderLoader(page)).toBeHidden();
  });

  test('border names that cannot be loaded show a message; Retry shows the loader, then the links', async ({ page, problems }) => {
    problems.expect(
      new RegExp(String.raw`^HTTP 503: ${PATTERN.api}\/v3\.1\/alpha\?codes=CHN,IND&`),
      new RegExp(String.raw`^console\.error: Failed to load resource: the server responded with a status of 503 .*\[${PATTERN.api}\/v3\.1\/alpha\?codes=CHN,IND&`),
      /^console\.error: Border countries could not be loaded ApiRequestError: GET \S+\/v3\.1\/alpha\?codes=CHN,IND&\S+ answered 503/,
    );
    let down = true;
    const retried = gate();
    await page.route('**/v3.1/alpha?codes=*', async (route) => {
      if (down) return route.fulfill({ status: 503, contentType: 'application/json', body: '{"status":503,"message":"Service Unavailable"}' });
      await retried.passed;
      return route.continue();
    });
    await openInApp(page, '/country/Nepal');
    const message = page.getByRole('alert').filter({ hasText: 'The border countries could not be loaded' });
    await expect(message).toBeVisible();
    // The rest of the page is there.
    await expect(value(page, 'Capital')).toHaveText('Kathmandu');
    down = false;
    await message.getByRole('button', { name: 'Retry' }).click();
    await expect(borderLoader(page)).toBeVisible();
    await expect(message).toBeHidden();
    retried.open();
    await expect(borders(page).getByRole('link')).toHaveText(['China', 'India']);
  });

  test('names with spaces and accents work both ways through the URL', async ({ page }) => {
    for (const name of ['Åland Islands', 'São Tomé and Príncipe', 'Curaçao']) {
      await page.goto(`/country?q=${encodeURIComponent(name.slice(0, 4))}`);
      await page.getByRole('link', { name: `Read More about ${name}` }).click();
      await expect(page).toHaveURL(`/country/${encodeURIComponent(name)}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    }
  });

  test("an alternative spelling with an apostrophe finds its country: Côte d'Ivoire is Ivory Coast", async ({ page, problems }) => {
    // Rendered on the server, which asks the API: the page arrives with the country.
    await page.goto("/country/Côte d'Ivoire");
    await expect(page.getByRole('heading', { level: 1, name: 'Ivory Coast' })).toBeVisible();
    await expect(page).toHaveTitle('Ivory Coast · WorldAtlas');
    await expect(value(page, 'Official name')).toHaveText("Republic of Côte d'Ivoire");
    // Reached in the browser: v3.1's fullText call knows no country by that name (404); its alternative spellings do.
    problems.expect(
      new RegExp(String.raw`^HTTP 404: ${PATTERN.api}\/v3\.1\/name\/C%C3%B4te%20d'Ivoire\?fullText=true&`),
      new RegExp(String.raw`^console\.error: Failed to load resource: the server responded with a status of 404 .*\[${PATTERN.api}\/v3\.1\/name\/C%C3%B4te%20d'Ivoire\?fullText=true&`),
    );
    await openInApp(page, `/country/${encodeURIComponent("Côte d'Ivoire")}`, '/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Ivory Coast' })).toBeVisible();
    await expect(page).toHaveTitle('Ivory Coast · WorldAtlas');
  });

  test("a country without capital, currencies, languages or borders shows 'N/A' and says so", async ({ page }) => {
    await page.goto('/country/Antarctica');
    await expect(page.getByRole('heading', { level: 1, name: 'Antarctica' })).toBeVisible();
    for (const label of ['Native names', 'Sub region', 'Capital', 'Currencies', 'Languages']) {
      await expect(value(page, label)).toHaveText('N/A');
    }
    await expect(page.getByText('No land borders')).toBeVisible();
  });

  for (const [name, why, status, searchFindsNothing] of [
    ['Atlantis', 'an unknown country', 404, true],
    ['Nepa', 'a part of a name', 404, false],
    ['x'.repeat(201), 'a name longer than any country has, which the API refuses', 400, true],
  ] as const) {
    test(`${why} (/country/${name.slice(0, 12)}) ends on the error page with 404 and "Country not found"`, async ({ page, problems }) => {
      const api = `${PATTERN.api}/v3\\.1/name`;
      const failed = (query: string) => [
        new RegExp(`^HTTP ${status}: ${api}/${name}\\?${query}`),
        new RegExp(`^console\\.error: Failed to load resource: the server responded with a status of ${status} .*\\[${api}/${name}\\?${query}`),
      ];
      // The exact-name call answers 404 (400 for a name the API refuses); the alternative-spelling
      // search too when no name contains it ("Nepa" is in "Nepal", which is not enough). The 404
      // route error itself is an answer, not logged.
      // The address answers 404 with the error page, rendered on the server.
      expectNotFoundPages(problems, `/country/${name}`);
      const response = await page.goto(`/country/${name}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
      await expect(page.getByText('Country not found')).toBeVisible();
      // Reached in the browser, the page ends on the same error page.
      problems.expect(...failed('fullText=true&'), ...(searchFindsNothing ? failed('fields=name,altSpellings') : []));
      await openInApp(page, `/country/${name}`);
      await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
      await expect(page.getByText('Oops! An error occurred.')).toBeVisible();
      await expect(page.getByText('Country not found')).toBeVisible();
      await expect(page).toHaveTitle('404 · WorldAtlas');
      await page.getByRole('link', { name: 'Go Home' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Explore the World, One Country at a Time.' })).toBeVisible();
    });
  }

  test('a failing API shows a message with Retry; Retry shows the loader, then the country', async ({ page, problems }) => {
    problems.expect(
      new RegExp(String.raw`^HTTP 500: ${PATTERN.api}\/v3\.1\/name\/Peru\?fullText=true&`),
      new RegExp(String.raw`^console\.error: Failed to load resource: the server responded with a status of 500 .*\[${PATTERN.api}\/v3\.1\/name\/Peru\?`),
      /^console\.error: Country "Peru" could not be loaded ApiRequestError: GET \S+ answered 500/,
    );
    let down = true;
    const retried = gate();
    await page.route('**/v3.1/name/Peru?*', async (route) => {
      if (down) return route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":500,"message":"Internal Server Error"}' });
      await retried.passed;
      return route.continue();
    });
    await openInApp(page, '/country/Peru');
    const message = page.getByRole('alert').filter({ hasText: 'Peru could not be loaded' });
    await expect(message).toBeVisible();
    down = false;
    await message.getByRole('button', { name: 'Retry' }).click();
    await expect(loader(page)).toBeVisible();
    await expect(message).toBeHidden();
    retried.open();
    await expect(page.getByRole('heading', { level: 1, name: 'Peru' })).toBeVisible();
  });
});
