import type { Page } from '@playwright/test';
import { expect, PATTERN, type Problems } from './fixtures';

// The country list as its specs read it: the island's own call for the languages and currencies.

/**
 * The list island's own call for every country's languages and currencies (a search by language or
 * currency on a page that did not carry them), as `page.route` takes it.
 */
export const SEARCH_FIELDS_API = '**/v3.1/all?fields=cca3,languages,currencies*';

/**
 * Opens the list searching by language (`/country?by=language`: no search text yet, so the page
 * carries no languages) with the API answering 503 to the island's call for them, types `portu`,
 * declares what that leaves behind (the 503, Chromium's report of it, the island's console.error),
 * and waits for the message.
 */
export async function searchByLanguageWithApiDown(page: Page, problems: Problems) {
  problems.expect(
    new RegExp(String.raw`^HTTP 503: ${PATTERN.api}\/v3\.1\/all\?fields=cca3,languages,currencies`),
    new RegExp(String.raw`^console\.error: Failed to load resource: the server responded with a status of 503 .*\[${PATTERN.api}\/v3\.1\/all\?fields=cca3,languages,currencies`),
    /^console\.error: The list's languages and currencies could not be loaded ApiRequestError/,
  );
  await page.route(SEARCH_FIELDS_API, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"status":503,"message":"Service Unavailable"}' }));
  await page.goto('/country?by=language');
  await page.getByRole('searchbox').fill('portu');
  await expect(page.getByRole('alert')).toContainText('The languages and currencies could not be loaded');
}
