import type { Page } from '@playwright/test';
import { expect, PATTERN, type Problems } from './fixtures';
import { openFilters } from './list-filters';

// The country list as its specs read it: the records behind it, its cards and the names they show,
// opening it, and the island's own call for the languages and currencies.

/** A country's record, with the fields the list's specs ask the API for. */
export interface ListRecord {
  name: { common: string };
  region: string;
  population: number;
  capital?: string[];
  languages?: Record<string, string>;
}

/** The list's cards, and the card of the country named `name`. */
export const cards = (page: Page) => page.getByRole('article');
export const card = (page: Page, name: string) => cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
/** The full names of the cards shown, in order (a card's heading shows the cut name, its title the whole). */
export const namesShown = (page: Page) => cards(page).getByRole('heading').evaluateAll((headings) => headings.map((heading) => heading.getAttribute('title')));

/** Opens the list at `query` (e.g. `?q=ne`) and its filters where a phone's width folds them. */
export async function openList(page: Page, query = '') {
  await page.goto(`/country${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Countries of the world' })).toBeVisible();
  await openFilters(page);
}

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
