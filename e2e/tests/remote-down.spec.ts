import type { Page } from '@playwright/test';
import { block, expect, openNavigation, PATTERN, SITE, test, unreachable } from './fixtures';

const { facts: FACTS, countries: COUNTRIES, contact: CONTACT } = SITE;

const go = async (page: Page, name: string) => (await openNavigation(page)).getByRole('link', { name, exact: true }).click();

test.describe('a remote that cannot be loaded', () => {
  test('the countries remote blocked: its routes show a message, the rest of the site works', async ({ page, problems }) => {
    problems.expect(...unreachable(COUNTRIES, 'countries'));
    await block(page, COUNTRIES);
    await page.goto('/country');
    await expect(page.getByRole('alert')).toContainText('The country list section could not be loaded');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await go(page, 'Contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await go(page, 'Home');
    await expect(page.getByRole('article')).toHaveCount(8);
    await page.goto('/country/Nepal');
    await expect(page.getByRole('alert')).toContainText('The country details section could not be loaded');
  });

  test('Retry loads the remote once it is reachable; leaving and coming back shows it again', async ({ page, problems }) => {
    problems.expect(...unreachable(COUNTRIES, 'countries'));
    let blocked = true;
    await block(page, COUNTRIES, () => blocked);
    await page.goto('/country');
    await expect(page.getByRole('alert')).toContainText('could not be loaded');
    blocked = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('250 countries')).toBeVisible();
    await go(page, 'About');
    await expect(page.getByRole('heading', { level: 1, name: "Here are the Interesting Facts we're proud of" })).toBeVisible();
    await go(page, 'Country');
    await expect(page.getByText('250 countries')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a remote that failed loads on the next visit once it is reachable, without Retry', async ({ page, problems }) => {
    problems.expect(...unreachable(CONTACT, 'contact'));
    let blocked = true;
    await block(page, CONTACT, () => blocked);
    await page.goto('/contact');
    await expect(page.getByRole('alert')).toContainText('The contact form section could not be loaded');
    blocked = false;
    await go(page, 'Home');
    await expect(page.getByRole('article')).toHaveCount(8);
    await go(page, 'Contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a remote whose entry script answers 404 (its manifest still loads) shows the message too', async ({ page, problems }) => {
    const entry = `${CONTACT}/remoteEntry.js`.replace(/\./g, '\\.');
    // Chromium reports a script answered with an error status as an aborted request too.
    problems.expect(
      new RegExp(`^HTTP 404: ${entry}$`),
      new RegExp(`^request failed: ${entry} \\(net::ERR_ABORTED\\)$`),
      new RegExp(`^console\\.error: Failed to load resource: the server responded with a status of 404 \\(Not Found\\) \\[${entry}\\]$`),
      new RegExp(`^console\\.error: The contact form section could not be loaded Error: \\[ Federation Runtime \\]: Failed to load script resources\\. #RUNTIME-008\\nargs: \\{"remoteName":"contact","resourceUrl":"${entry}"\\}`),
    );
    await page.route(`${CONTACT}/remoteEntry.js`, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }));
    await page.goto('/contact');
    await expect(page.getByRole('alert')).toContainText('The contact form section could not be loaded');
    await go(page, 'Country');
    await expect(page.getByText('250 countries')).toBeVisible();
  });

  test('the facts remote blocked: the landing page shows messages, the list still works', async ({ page, problems }) => {
    // The page the server rendered shows the hero's image from the facts remote, which the browser cannot reach.
    const image = String.raw`${PATTERN.facts}\/assets\/world\.[0-9a-f]+\.svg`;
    problems.expect(
      ...unreachable(FACTS, 'facts'),
      new RegExp(String.raw`^request failed: ${image} \(net::ERR_CONNECTION_REFUSED\)$`),
      new RegExp(String.raw`^console\.error: Failed to load resource: net::ERR_CONNECTION_REFUSED \[${image}\]$`),
    );
    await block(page, FACTS);
    await page.goto('/');
    await expect(page.getByRole('alert')).toHaveCount(2);
    await expect(page.getByRole('alert').first()).toContainText('could not be loaded');
    await go(page, 'Country');
    await expect(page.getByText('250 countries')).toBeVisible();
  });
});
