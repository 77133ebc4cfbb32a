import { expect, test } from './fixtures';

const LIST_API = '**/v3.1/all?fields=name,population,region,capital,flags';

test.describe('country list', () => {
  test('shows every country as a card with flag, cut name, population, region, capital and Read More', async ({ page }) => {
    await page.goto('/country');
    await expect(page.getByText('250 countries')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(250);
    await expect(page.getByPlaceholder('search')).toBeVisible();
    const afghanistan = page.getByRole('article').first();
    await expect(afghanistan.getByRole('heading')).toHaveText('Afghanista...');
    await expect(afghanistan.getByRole('heading')).toHaveAttribute('title', 'Afghanistan');
    await expect(afghanistan).toContainText(/Population: \d{1,3}(,\d{3})+/);
    await expect(afghanistan).toContainText('Region: Asia');
    await expect(afghanistan).toContainText('Capital: Kabul');
    const flag = afghanistan.getByRole('img', { name: 'The flag of Afghanistan.' });
    await expect(flag).toHaveAttribute('loading', 'lazy');
    await expect.poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(afghanistan.getByRole('link', { name: /Read More/ })).toHaveAttribute('href', '/country/Afghanistan');
  });

  test('search, region and order combine and live in the URL', async ({ page }) => {
    await page.goto('/country');
    await expect(page.getByText('250 countries')).toBeVisible();
    await page.getByPlaceholder('search').fill('ne');
    await page.getByRole('combobox', { name: 'Region' }).selectOption('Asia');
    await page.getByRole('button', { name: 'Desc' }).click();
    await expect(page).toHaveURL('/country?q=ne&region=Asia&sort=desc');
    await expect(page.getByRole('article').getByRole('heading')).toHaveText(['Philippine...', 'Palestine', 'Nepal', 'Indonesia', 'Brunei']);
    await page.getByRole('button', { name: 'Asc' }).click();
    await expect(page.getByRole('article').getByRole('heading').first()).toHaveText('Brunei');
    await page.getByRole('combobox', { name: 'Region' }).selectOption('all');
    await page.getByPlaceholder('search').fill('');
    await expect(page).toHaveURL('/country');
    await expect(page.getByText('250 countries')).toBeVisible();
  });

  test('each region option filters exactly', async ({ page }) => {
    await page.goto('/country');
    for (const region of ['Africa', 'Americas', 'Asia', 'Europe', 'Oceania']) {
      await page.getByRole('combobox', { name: 'Region' }).selectOption(region);
      await expect(page).toHaveURL(`/country?region=${region}`);
      const regionsShown = () =>
        page.getByRole('article').evaluateAll((cards) => [...new Set(cards.map((card) => /Region: (\w+)/.exec((card as HTMLElement).innerText)?.[1]))]);
      await expect.poll(regionsShown).toEqual([region]);
      expect(await page.getByRole('article').count()).toBeGreaterThan(10);
    }
  });

  test('a shared URL opens the same filtered list; unknown values fall back to defaults', async ({ page }) => {
    await page.goto('/country?q=ne&region=Asia&sort=desc');
    await expect(page.getByText('5 countries')).toBeVisible();
    await expect(page.getByPlaceholder('search')).toHaveValue('ne');
    await page.reload();
    await expect(page.getByText('5 countries')).toBeVisible();
    await page.goto('/country?region=Narnia&sort=sideways');
    await expect(page.getByText('250 countries')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Region' })).toHaveValue('all');
  });

  test('no match shows a clear empty state', async ({ page }) => {
    await page.goto('/country?q=zzzz');
    await expect(page.getByText('No countries match your search.')).toBeVisible();
  });

  test('Read More opens the country; back restores the filtered list without a new request', async ({ page }) => {
    let listRequests = 0;
    page.on('request', (request) => request.url().includes('/v3.1/all?') && (listRequests += 1));
    await page.goto('/country?q=nep');
    await page.getByRole('link', { name: /Read More about Nepal/ }).click();
    await expect(page).toHaveURL('/country/Nepal');
    await expect(page.getByRole('heading', { level: 1, name: 'Nepal' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/country?q=nep');
    await expect(page.getByRole('article')).toHaveCount(1);
    await page.getByRole('link', { name: /Read More about Nepal/ }).click();
    await page.getByRole('link', { name: 'Go Back' }).click();
    await expect(page).toHaveURL('/country?q=nep');
    await expect(page.getByRole('article')).toHaveCount(1);
    expect(listRequests).toBe(1);
  });

  test('a slow API shows the loader until the list arrives', async ({ page }) => {
    await page.route(LIST_API, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/country');
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(page.getByText('250 countries')).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading' })).toBeHidden();
  });

  test('an API answering 503 shows a message with Retry, which succeeds once the API is back', async ({ page, problems }) => {
    problems.expect(
      /^HTTP 503: http:\/\/127\.0\.0\.1:4000\/v3\.1\/all\?/,
      /^console\.error: Failed to load resource: the server responded with a status of 503/,
      /^console\.error: The country list could not be loaded ApiRequestError/,
    );
    let down = true;
    await page.route(LIST_API, (route) =>
      down ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"status":503,"message":"Service Unavailable"}' }) : route.continue(),
    );
    await page.goto('/country');
    await expect(page.getByRole('alert')).toContainText('The countries could not be loaded');
    await expect(page.getByRole('status', { name: 'Loading' })).toBeHidden();
    down = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('250 countries')).toBeVisible();
  });

  test('an answer that is not JSON shows the message too', async ({ page, problems }) => {
    problems.expect(/^console\.error: The country list could not be loaded ApiRequestError: GET \S+ answered a body that is not JSON/);
    await page.route(LIST_API, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '<html>oops' }));
    await page.goto('/country');
    await expect(page.getByRole('alert')).toContainText('The countries could not be loaded');
  });
});
