import { expect, test } from './fixtures';

const value = (page: import('@playwright/test').Page, label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

test.describe('country page', () => {
  test('shows every detail of Nepal and links its neighbours', async ({ page }) => {
    await page.goto('/country/Nepal');
    await expect(page).toHaveTitle('Nepal · WorldAtlas');
    await expect(page.getByRole('heading', { level: 1, name: 'Nepal' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'The flag of Nepal.' })).toBeVisible();
    await expect(value(page, 'Official name')).toHaveText('Federal Democratic Republic of Nepal');
    await expect(value(page, 'Native names')).toHaveText('नेपाल');
    await expect(value(page, 'Sub region')).toHaveText('Southern Asia');
    await expect(value(page, 'Top level domain')).toHaveText('.np');
    await expect(value(page, 'Currencies')).toHaveText('Nepalese rupee');
    await expect(value(page, 'Languages')).toHaveText('Nepali');
    await page.getByRole('link', { name: 'India' }).click();
    await expect(page).toHaveURL('/country/India');
    await expect(page.getByRole('heading', { level: 1, name: 'India' })).toBeVisible();
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

  test("a name with an apostrophe finds its country (Côte d'Ivoire is Ivory Coast)", async ({ page, problems }) => {
    // v3.1's fullText call knows no country by that name (404); its alternative spellings do.
    problems.expect(
      /^HTTP 404: http:\/\/127\.0\.0\.1:4000\/v3\.1\/name\/C%C3%B4te%20d'Ivoire\?fullText=true&/,
      /^console\.error: Failed to load resource: the server responded with a status of 404 .*\[http:\/\/127\.0\.0\.1:4000\/v3\.1\/name\/C%C3%B4te%20d'Ivoire\?fullText=true&/,
    );
    await page.goto("/country/Côte d'Ivoire");
    await expect(page.getByRole('heading', { level: 1, name: 'Ivory Coast' })).toBeVisible();
    await expect(value(page, 'Official name')).toHaveText("Republic of Côte d'Ivoire");
  });

  test("a country without capital, currencies, languages or borders shows 'N/A' and says so", async ({ page }) => {
    await page.goto('/country/Antarctica');
    await expect(page.getByRole('heading', { level: 1, name: 'Antarctica' })).toBeVisible();
    for (const label of ['Native names', 'Sub region', 'Capital', 'Currencies', 'Languages']) {
      await expect(value(page, label)).toHaveText('N/A');
    }
    await expect(page.getByText('No land borders')).toBeVisible();
  });

  test('an unknown country ends on the error page with 404 and "Country not found"', async ({ page, problems }) => {
    // The API's 404s (the exact-name call, then the alternative-spelling search), and React Router
    // reporting the 404 route error it renders.
    problems.expect(
      /^HTTP 404: http:\/\/127\.0\.0\.1:4000\/v3\.1\/name\/Atlantis\?fullText=true&/,
      /^console\.error: Failed to load resource: the server responded with a status of 404 .*\[http:\/\/127\.0\.0\.1:4000\/v3\.1\/name\/Atlantis\?fullText=true&/,
      /^HTTP 404: http:\/\/127\.0\.0\.1:4000\/v3\.1\/name\/Atlantis\?fields=name,altSpellings/,
      /^console\.error: Failed to load resource: the server responded with a status of 404 .*\[http:\/\/127\.0\.0\.1:4000\/v3\.1\/name\/Atlantis\?fields=name,altSpellings/,
      /^console\.error: React Router caught the following error during render \{status: 404, statusText: Not Found, internal: false, data: Country not found\}/,
    );
    await page.goto('/country/Atlantis');
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! An error occurred.')).toBeVisible();
    await expect(page.getByText('Country not found')).toBeVisible();
  });

  test('a failing API shows a message with Retry on the country page', async ({ page, problems }) => {
    problems.expect(
      /^HTTP 500: http:\/\/127\.0\.0\.1:4000\/v3\.1\/name\/Peru\?fullText=true&/,
      /^console\.error: Failed to load resource: the server responded with a status of 500 .*\[http:\/\/127\.0\.0\.1:4000\/v3\.1\/name\/Peru\?/,
      /^console\.error: Country "Peru" could not be loaded ApiRequestError: GET \S+ answered 500/,
    );
    let down = true;
    await page.route('**/v3.1/name/Peru?*', (route) => (down ? route.fulfill({ status: 500, body: '{}' }) : route.continue()));
    await page.goto('/country/Peru');
    await expect(page.getByRole('alert')).toContainText('Peru could not be loaded');
    down = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Peru' })).toBeVisible();
  });
});
