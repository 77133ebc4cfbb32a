import { card, cards, type ListRecord, openList } from './country-list';
import { expect, fromApi, isMobile, networkQuiet, test } from './fixtures';

// The list of every country: its cards, their grid, names cut short, the empty state, and a card's
// Read More there and back. Searching, filtering and ordering, and a search by language, have specs
// of their own (search-region-order, search-by-language).

test.describe('country list', () => {
  test('starts the names of a row of cards at one height, whatever the shape of their flags', async ({ page }) => {
    // Four cards a row: Albania's flag is 7:5, Afghanistan's 3:2.
    await page.setViewportSize({ width: 1350, height: 900 });
    await openList(page);
    const firstRow = ['Afghanistan', 'Åland Islands', 'Albania', 'Algeria'].map((name) => card(page, name));
    for (const each of firstRow) await expect(each.getByRole('img')).toBeVisible();
    const nameTops = await Promise.all(firstRow.map((each) => each.getByRole('heading').evaluate((heading) => Math.round(heading.getBoundingClientRect().top - (heading.closest('article')?.getBoundingClientRect().top ?? 0)))));
    expect(new Set(nameTops).size, `name tops ${nameTops.join(', ')}`).toBe(1);
  });

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
});
