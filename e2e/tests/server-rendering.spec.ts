import type { Request } from '@playwright/test';
import { expect, fromApi, islandsStarted, test } from './fixtures';
import { worldMap } from './world-map';
import { openFilters } from './list-filters';

const ROUTES = [
  ['/', 'Explore the World, One Country at a Time.'],
  ['/about', "Here are the Interesting Facts we're proud of"],
  ['/country', 'Countries of the world'],
  ['/country?q=ne&region=Asia&sort=desc', 'Countries of the world'],
  ['/country?view=map', 'Countries of the world'],
  ['/country?by=currency&q=euro&region=Europe&subregion=Western%20Europe&sortBy=area&sort=desc', 'Countries of the world'],
  ['/country?by=language&q=spanish&view=map', 'Countries of the world'],
  ['/country/Nepal', 'Nepal'],
  ['/contact', 'Contact Us'],
] as const;

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`pages rendered on the server, ${colorScheme} mode`, () => {
    test.use({ colorScheme });
    test('every route arrives as HTML with its content, its islands start cleanly, and the API is asked nothing', async ({ page }) => {
      const apiCalls: string[] = [];
      page.on('request', (request: Request) => request.url().includes('/v3.1/') && apiCalls.push(request.url()));
      for (const [path, heading] of ROUTES) {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        // The heading is in the HTML the server sent, before any script ran.
        expect(await response?.text()).toContain(heading.replace("'", '&#x27;'));
        await islandsStarted(page);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('html')).toHaveClass(colorScheme);
        expect([path, apiCalls]).toEqual([path, []]);
      }
    });
  });
}

test.describe('pages rendered on the server', () => {
  test('with its island running, the list works fully: search, order, region, view, and Read More', async ({ page }) => {
    await page.goto('/country');
    await openFilters(page);
    await page.getByRole('searchbox').fill('ne');
    await expect(page).toHaveURL(/\?q=ne$/);
    await page.getByRole('button', { name: 'Desc' }).click();
    await page.getByRole('combobox', { name: 'Region', exact: true }).selectOption('Asia');
    await expect(page).toHaveURL(/q=ne&region=Asia&sort=desc/);
    await page.getByRole('radio', { name: 'Map' }).check();
    await expect(page).toHaveURL(/view=map/);
    await expect(worldMap(page).getByRole('link')).not.toHaveCount(0);
    await islandsStarted(page);
    await page.getByRole('radio', { name: 'List' }).check();
    await expect(page).not.toHaveURL(/view=map/);
    await islandsStarted(page);
    await page.getByRole('link', { name: 'Read More about Nepal' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nepal' })).toBeVisible();
    await expect(page).toHaveTitle('Nepal · WorldAtlas');
  });

  test("every card's text is in the page, also off screen (select all and copy, assistive technology)", async ({ page }) => {
    await page.goto('/country');
    await expect(page.getByRole('article')).toHaveCount(250);
    // Cards out of view skip layout (content-visibility: auto), so innerText, which reads layout,
    // leaves them out; a selection, the accessibility tree and the find bar still have every card.
    await page.keyboard.press('ControlOrMeta+A');
    const selected = await page.evaluate(() => getSelection()?.toString() ?? '');
    expect(selected.match(/Population: [\d,]+\s+Region: \S/g)).toHaveLength(250);
    const tree = await page.getByRole('main').ariaSnapshot();
    expect(tree.match(/Population: [\d,]+/g)).toHaveLength(250);
  });

  test('the HTML for a search by currency, sorted by area, already shows its cards and controls; the island takes over the same list', async ({ page, request }) => {
    const records = await fromApi<Array<{ name: { common: string }; area: number; currencies?: Record<string, { name: string }> }>>(request, '/v3.1/all?fields=name,area,currencies');
    const expected = records
      .filter((record) => Object.entries(record.currencies ?? {}).some(([code, { name }]) => code === 'EUR' || name.toLowerCase().includes('euro')))
      .sort((a, b) => a.area - b.area)
      .map((record) => record.name.common);
    const response = await page.goto('/country?by=currency&q=euro&sortBy=area');
    // The page holds every card; those the query does not show are kept in <template>s, out of the page.
    const html = ((await response?.text()) ?? '').replace(/<template>[^]*?<\/template>/g, '');
    expect([...html.matchAll(/Read More<span class="[^"]*"> about ([^<]+)<\/span>/g)].map((match) => match[1])).toEqual(expected);
    expect(html).toContain(`${expected.length} countries`);
    await expect(page.getByRole('combobox', { name: 'Search by' })).toHaveValue('currency');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('area');
    await expect(page.getByRole('searchbox', { name: 'Search by currency' })).toHaveValue('euro');
    expect(await page.getByRole('article').getByRole('heading').evaluateAll((headings) => headings.map((heading) => heading.getAttribute('title')))).toEqual(expected);
  });

  test('hostile text in the address stays text: the search box shows it, nothing runs', async ({ page }) => {
    const hostile = '"><img src=x onerror=window.__hacked=1><script>window.__hacked=1</script>';
    await page.goto(`/country?q=${encodeURIComponent(hostile)}`);
    await expect(page.getByRole('searchbox')).toHaveValue(hostile);
    await expect(page.getByRole('status').filter({ hasText: 'No countries whose name matches “' })).toBeVisible();
    expect(await page.evaluate(() => (window as { __hacked?: number }).__hacked)).toBeUndefined();
  });

  test('another spelling of a page is sent on to the page itself, for good', async ({ page }) => {
    for (const [path, url, heading] of [
      ['/About/', '/about', "Here are the Interesting Facts we're proud of"],
      ['/COUNTRY/nepal', '/country/Nepal', 'Nepal'],
      [`/country/${encodeURIComponent("Côte d'Ivoire")}`, '/country/Ivory%20Coast', 'Ivory Coast'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.request().redirectedFrom()?.redirectedTo()).toBe(response?.request());
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });
});
