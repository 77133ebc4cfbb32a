import { block, expect, islandsStarted, SITE, test, unreachable } from './fixtures';

const [FACTS, COUNTRIES, CONTACT] = ['facts', 'countries', 'contact'].map((name) => SITE.remote(name)) as [string, string, string];

// A remote the browser cannot reach: the page the render server sent stays whole and working as
// HTML (links, the list's GET form, the contact form's POST); only its island does not start. (A
// remote the render server cannot reach is shell/render-server's failing-and-redeployed-remotes.test.ts.)
test.describe('a remote the browser cannot reach', () => {
  test('the countries remote blocked: the list is whole and its form still searches, as a page', async ({ page, problems }) => {
    problems.expect(...unreachable(COUNTRIES, 'countries/CountryListIsland'));
    await block(page, COUNTRIES);
    await page.goto('/country');
    await expect(page.getByText('250 countries')).toBeVisible();
    await expect(page.locator('[data-island="countries/CountryListIsland"]')).not.toHaveAttribute('data-hydrated');
    await page.getByRole('searchbox').fill('nep');
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/country\?by=name&q=nep/);
    await expect(page.getByText('1 country', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Read More about Nepal' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nepal' })).toBeVisible();
  });

  test('a remote that failed starts its island on the next page once it is reachable', async ({ page, problems }) => {
    problems.expect(...unreachable(COUNTRIES, 'countries/CountryListIsland'));
    let blocked = true;
    await block(page, COUNTRIES, () => blocked);
    await page.goto('/country');
    await expect(page.getByText('250 countries')).toBeVisible();
    blocked = false;
    await page.goto('/country?region=Asia');
    await islandsStarted(page);
    await page.getByRole('searchbox').fill('nep');
    await expect(page.getByText('1 country', { exact: true })).toBeVisible();
  });

  test('a remote whose entry script answers 404 leaves its island as HTML, with the reason on the console', async ({ page, problems }) => {
    const entry = `${CONTACT}/remoteEntry.js`.replace(/\./g, '\\.');
    // Chromium reports a script answered with an error status as an aborted request too.
    problems.expect(
      new RegExp(`^HTTP 404: ${entry}$`),
      new RegExp(`^request failed: ${entry} \\(net::ERR_ABORTED\\)$`),
      new RegExp(`^console\\.error: Failed to load resource: the server responded with a status of 404 \\(Not Found\\) \\[${entry}\\]$`),
      /^console\.error: The contact\/ContactFormIsland island could not start; it works as a plain page/,
    );
    await page.route(`${CONTACT}/remoteEntry.js`, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }));
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Message/ })).toBeEditable();
    await expect(page.locator('form')).toHaveAttribute('method', 'post');
  });

  test('the facts remote blocked: the landing page reads whole, its globe drawn in the page, and asks the remote for nothing', async ({ page }) => {
    // The server rendered the page, globe included: the browser needs nothing from the facts remote (any request would fail the test).
    await block(page, FACTS);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore the World, One Country at a Time.' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'A globe facing Europe, Africa and Asia' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(8);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
