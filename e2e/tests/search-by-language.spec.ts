import type { Page } from '@playwright/test';
import { cards, type ListRecord, namesShown, openList, SEARCH_FIELDS_API, searchByLanguageWithApiDown } from './country-list';
import { expect, fromApi, gate, holdRequests, PATTERN, test } from './fixtures';

// A search by language on a list whose page did not carry the languages: the island asks the API for
// them, with a loader meanwhile, and says so when the API fails.

/** The island's loader while it fetches the languages and currencies a search by language needs. */
const loader = (page: Page) => page.getByRole('status', { name: 'Loading the languages and currencies', exact: true });

/** Opens the list to search by language (the page carries no languages) and types `portu`: the island then asks the API for them. */
async function searchByLanguage(page: Page) {
  await openList(page, '?by=language');
  await page.getByRole('searchbox').fill('portu');
}

/** The countries with a language whose name contains `portu` (Portuguese), by name. */
async function portuguese(request: Parameters<typeof fromApi>[0]) {
  const records = await fromApi<ListRecord[]>(request, '/v3.1/all?fields=name,languages');
  return records
    .filter((record) => Object.values(record.languages ?? {}).some((language) => language.toLowerCase().includes('portu')))
    .map((record) => record.name.common)
    .sort(new Intl.Collator('en-US').compare);
}

test.describe('country list', () => {
  test('a search by language shows a loader while the island fetches the languages, then the countries', async ({ page, request }) => {
    const expected = await portuguese(request);
    const answer = await holdRequests(page, SEARCH_FIELDS_API);
    await searchByLanguage(page);
    await expect(loader(page)).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    answer.open();
    await expect(page.getByText(`${expected.length} countries`)).toBeVisible();
    await expect(loader(page)).toBeHidden();
    expect(await namesShown(page)).toEqual(expected);
  });

  test('the languages answered with 503 show a message with Retry; Retry shows the loader, then the countries', async ({ page, request, problems }) => {
    const expected = await portuguese(request);
    let down = true;
    const retried = gate();
    // Declared, and answered 503, by the shared helper; this route (added later) runs first.
    await searchByLanguageWithApiDown(page, problems);
    await page.route(SEARCH_FIELDS_API, async (route) => {
      if (down) return route.fallback();
      await retried.passed;
      return route.continue();
    });
    const message = page.getByRole('alert').filter({ hasText: 'The languages and currencies could not be loaded' });
    await expect(message).toContainText('The countries service did not answer.');
    await expect(loader(page)).toBeHidden();
    down = false;
    await message.getByRole('button', { name: 'Retry' }).click();
    await expect(loader(page)).toBeVisible();
    await expect(message).toBeHidden();
    retried.open();
    await expect(page.getByText(`${expected.length} countries`)).toBeVisible();
    expect(await namesShown(page)).toEqual(expected);
  });

  test('an unreachable API shows the message too, not an endless loader', async ({ page, problems }) => {
    problems.expect(
      new RegExp(String.raw`^request failed: ${PATTERN.api}\/v3\.1\/all\?fields=cca3,languages,currencies\S* \(net::ERR_CONNECTION_REFUSED\)$`),
      new RegExp(String.raw`^console\.error: Failed to load resource: net::ERR_CONNECTION_REFUSED \[${PATTERN.api}\/v3\.1\/all\?fields=cca3,languages,currencies`),
      /^console\.error: The list's languages and currencies could not be loaded ApiRequestError: GET \S+ failed: Failed to fetch/,
    );
    await page.route(SEARCH_FIELDS_API, (route) => route.abort('connectionrefused'));
    await searchByLanguage(page);
    await expect(page.getByRole('alert')).toContainText('The languages and currencies could not be loaded');
    await expect(loader(page)).toBeHidden();
  });

  test('an answer that is not JSON shows the message too', async ({ page, problems }) => {
    problems.expect(/^console\.error: The list's languages and currencies could not be loaded ApiRequestError: GET \S+ answered a body that is not JSON/);
    await page.route(SEARCH_FIELDS_API, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '<html>oops' }));
    await searchByLanguage(page);
    await expect(page.getByRole('alert')).toContainText('The languages and currencies could not be loaded');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
