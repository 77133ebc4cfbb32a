import type { Page } from '@playwright/test';
import { SEARCH_FIELDS_API, searchByLanguageWithApiDown } from './country-list';
import { expect, fromApi, gate, holdRequests, isMobile, networkQuiet, PATTERN, test } from './fixtures';
import { openFilters } from './list-filters';

interface ListRecord {
  name: { common: string };
  region: string;
  population: number;
  capital?: string[];
  languages?: Record<string, string>;
}

const cards = (page: Page) => page.getByRole('article');
const card = (page: Page, name: string) => cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
/** The full names of the cards shown, in order (a card's heading shows the cut name, its title the whole). */
const namesShown = (page: Page) => cards(page).getByRole('heading').evaluateAll((headings) => headings.map((heading) => heading.getAttribute('title')));
/** The island's loader while it fetches the languages and currencies a search by language needs. */
const loader = (page: Page) => page.getByRole('status', { name: 'Loading the languages and currencies', exact: true });

async function openList(page: Page, query = '') {
  await page.goto(`/country${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Countries of the world' })).toBeVisible();
  await openFilters(page);
}

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
  test('shows every country as a card with flag, name, population, region, capital and Read More', async ({ page, request }) => {
    const records = await fromApi<ListRecord[]>(request, '/v3.1/all?fields=name,population,region,capital');
    await openList(page);
    await expect(page.getByText(`${records.length} countries`)).toBeVisible();
    await expect(cards(page)).toHaveCount(records.length);
    await expect(page.getByPlaceholder('search')).toBeVisible();

    const afghanistan = card(page, 'Afghanistan');
    const population = records.find((record) => record.name.common === 'Afghanistan')?.population ?? 0;
    await expect(afghanistan).toContainText(`Population: ${population.toLocaleString('en-US')}`);
    await expect(afghanistan).toContainText('Region: Asia');
    await expect(afghanistan).toContainText('Capital: Kabul');
    const flag = afghanistan.getByRole('img', { name: 'The flag of Afghanistan.' });
    // The first row's flags are the page's largest paint: loaded at once, at high priority; the rest lazily.
    await expect(flag).toHaveAttribute('loading', 'eager');
    await expect(flag).toHaveAttribute('fetchpriority', 'high');
    await expect(card(page, 'Antarctica').getByRole('img')).toHaveAttribute('loading', 'lazy');
    await expect.poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(afghanistan.getByRole('link', { name: 'Read More about Afghanistan' })).toHaveAttribute('href', '/country/Afghanistan');
    // A country the data gives no capital.
    await expect(card(page, 'Antarctica')).toContainText('Capital: N/A');
  });

  test('the grid has four columns on wide screens and one on a phone', async ({ page }) => {
    await openList(page);
    await expect(cards(page)).toHaveCount(250);
    const tops = await cards(page)
      .filter({ visible: true })
      .evaluateAll((shown) => shown.slice(0, 8).map((shownCard) => Math.round(shownCard.getBoundingClientRect().top)));
    expect(tops.filter((top) => top === tops[0])).toHaveLength(isMobile(page) ? 1 : 4);
  });

  test('names longer than 10 characters are cut to 10 and "...", with the whole name kept', async ({ page }) => {
    await openList(page, '?q=an');
    const afghanistan = card(page, 'Afghanistan').getByRole('heading');
    await expect(afghanistan).toHaveText('Afghanista...');
    await expect(afghanistan).toHaveAttribute('title', 'Afghanistan');
    // Exactly 10 characters: shown whole.
    await expect(card(page, 'Bangladesh').getByRole('heading')).toHaveText('Bangladesh');
    await expect(card(page, 'Oman').getByRole('heading')).toHaveText('Oman');
  });

  test('search is a case-insensitive substring of the name; clearing it shows every country', async ({ page, request }) => {
    const records = await fromApi<ListRecord[]>(request, '/v3.1/all?fields=name');
    const matching = records.map((record) => record.name.common).filter((name) => name.toLowerCase().includes('land'));
    await openList(page);
    await page.getByPlaceholder('search').fill('LaNd');
    await expect(page.getByText(`${matching.length} countries`)).toBeVisible();
    expect((await namesShown(page)).sort()).toEqual([...matching].sort());
    await page.getByPlaceholder('search').fill('');
    await expect(page.getByText(`${records.length} countries`)).toBeVisible();
  });

  test('search by name ignores accents: "sao", "curacao" and "reunion" find São Tomé and Príncipe, Curaçao and Réunion', async ({ page }) => {
    await openList(page);
    const search = page.getByPlaceholder('search');
    for (const [text, name] of [['sao', 'São Tomé and Príncipe'], ['curacao', 'Curaçao'], ['REUNION', 'Réunion']] as const) {
      await search.fill(text);
      await expect(page.getByText('1 country', { exact: true })).toBeVisible();
      expect(await namesShown(page)).toEqual([name]);
    }
  });

  test('each region option shows exactly the countries of that region', async ({ page, request }) => {
    const records = await fromApi<ListRecord[]>(request, '/v3.1/all?fields=name,region');
    await openList(page);
    const region = page.getByRole('combobox', { name: 'Region', exact: true });
    await expect(region.getByRole('option')).toHaveText(['All', 'Africa', 'Americas', 'Asia', 'Europe', 'Oceania']);
    await expect(region).toHaveValue('all');
    for (const name of ['Africa', 'Americas', 'Asia', 'Europe', 'Oceania']) {
      await region.selectOption(name);
      await expect(page).toHaveURL(`/country?region=${name}`);
      const expected = records.filter((record) => record.region === name).map((record) => record.name.common);
      await expect(page.getByText(`${expected.length} countries`)).toBeVisible();
      expect((await namesShown(page)).sort()).toEqual(expected.sort());
    }
  });

  test('Asc and Desc order by name the way the language does: Åland Islands next to Afghanistan', async ({ page }) => {
    await openList(page);
    await expect(page.getByRole('button', { name: 'Asc' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(250);
    expect((await namesShown(page)).slice(0, 3)).toEqual(['Afghanistan', 'Åland Islands', 'Albania']);
    await page.getByRole('button', { name: 'Desc' }).click();
    await expect(page).toHaveURL('/country?sort=desc');
    await expect(page.getByRole('button', { name: 'Desc' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page).first().getByRole('heading')).toHaveText('Zimbabwe');
    expect((await namesShown(page)).slice(-3)).toEqual(['Albania', 'Åland Islands', 'Afghanistan']);
  });

  test('search, region and order combine and live in the address, without loading another page', async ({ page }) => {
    await openList(page);
    // A mark on this document's window: a page load would lose it.
    await page.evaluate(() => Object.assign(window, { listDocument: true }));
    await page.getByPlaceholder('search').fill('ne');
    await page.getByRole('combobox', { name: 'Region', exact: true }).selectOption('Asia');
    await page.getByRole('button', { name: 'Desc' }).click();
    await expect(page).toHaveURL('/country?q=ne&region=Asia&sort=desc');
    await expect(cards(page).getByRole('heading')).toHaveText(['Philippine...', 'Palestine', 'Nepal', 'Indonesia', 'Brunei']);
    await page.getByRole('button', { name: 'Asc' }).click();
    await expect(cards(page).getByRole('heading')).toHaveText(['Brunei', 'Indonesia', 'Nepal', 'Palestine', 'Philippine...']);
    await page.getByRole('combobox', { name: 'Region', exact: true }).selectOption('all');
    await page.getByPlaceholder('search').fill('');
    await expect(page).toHaveURL('/country');
    await expect(page.getByText('250 countries')).toBeVisible();
    // The island replaced the address as the list changed: the same document all along.
    expect(await page.evaluate(() => (window as { listDocument?: boolean }).listDocument)).toBe(true);
  });

  test('a shared address opens the same filtered list; unknown values fall back to defaults', async ({ page }) => {
    await openList(page, '?q=ne&region=Asia&sort=desc');
    await expect(page.getByText('5 countries')).toBeVisible();
    await expect(page.getByPlaceholder('search')).toHaveValue('ne');
    await expect(page.getByRole('combobox', { name: 'Region', exact: true })).toHaveValue('Asia');
    await expect(page.getByRole('button', { name: 'Desc' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByText('5 countries')).toBeVisible();
    await openList(page, '?region=Narnia&sort=sideways');
    await expect(page.getByText('250 countries')).toBeVisible();
    await expect(page).toHaveURL('/country');
    await expect(page.getByRole('combobox', { name: 'Region', exact: true })).toHaveValue('all');
    await expect(page.getByRole('button', { name: 'Asc' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('no match shows a clear empty state', async ({ page }) => {
    await openList(page, '?q=zzzz');
    await expect(page.getByRole('status').filter({ hasText: 'No countries whose name matches “zzzz”.' })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test('Read More opens the country; Back and Go Back show the filtered list again, and the browser asks the API nothing', async ({ page }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => request.url().includes('/v3.1/') && apiCalls.push(request.url()));
    await openList(page);
    await page.getByPlaceholder('search').fill('nep');
    await expect(page.getByText('1 country', { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/country?q=nep');
    await page.getByRole('link', { name: 'Read More about Nepal' }).click();
    await expect(page).toHaveURL('/country/Nepal');
    await expect(page.getByRole('heading', { level: 1, name: 'Nepal' })).toBeVisible();
    // The browser's Back: the list's address kept the query the visitor typed.
    await page.goBack();
    await expect(page).toHaveURL('/country?q=nep');
    await expect(page.getByPlaceholder('search')).toHaveValue('nep');
    await expect(cards(page)).toHaveCount(1);
    // Go Back on a country reached from the list is the browser's Back too: the list as it was left.
    await page.getByRole('link', { name: 'Read More about Nepal' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nepal' })).toBeVisible();
    await page.getByRole('link', { name: 'Go Back' }).click();
    await expect(page).toHaveURL('/country?q=nep');
    await expect(page.getByPlaceholder('search')).toHaveValue('nep');
    await expect(cards(page)).toHaveCount(1);
    await networkQuiet(page);
    // Every page came with its data: the browser never asked the API for any (flags are images).
    expect(apiCalls).toEqual([]);
  });

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
