import type { Locator, Page } from '@playwright/test';
import { expect, fromApi, networkQuiet, SITE, test } from './fixtures';
import { legendOf, mapLinks, worldMap } from './world-map';


/** The computed fill of each element `locator` matches (`rgb(…)`). */
const fills = (locator: Locator) => locator.evaluateAll((elements) => elements.map((element) => getComputedStyle(element).fill));

/** The centre of an element's box on the page, px. */
async function centre(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, width: box.width };
}

/** The visible title before the legend's list, which names it. */
const legendTitle = (page: Page) => page.getByRole('list', { name: 'Population' }).locator('xpath=preceding-sibling::p');

/** The full names of the list's cards, in order (a card's heading shows the cut name, its title the whole). */
const cardNames = (page: Page) =>
  page.getByRole('article').getByRole('heading').evaluateAll((headings) => headings.map((heading) => heading.getAttribute('title')));

test.describe('maps', () => {
  test("a country page shows the country on a world map, its area and density, and links its neighbours on the map", async ({ page }) => {
    await page.goto('/country/Nepal');
    await expect(page.getByRole('heading', { level: 1, name: 'Nepal' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^[\d,]+ km²$/ })).toHaveText('147,181 km²');
    await expect(page.getByText('203 people per km²')).toBeVisible();
    const map = page.getByRole('img', { name: 'Nepal on a world map' });
    await map.scrollIntoViewIfNeeded();
    await expect(map).toBeVisible();
    const borders = page.getByRole('group', { name: 'Border countries of Nepal' }).getByRole('link');
    await expect(borders).toHaveCount(2);
    expect(await borders.evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')))).toEqual(['China', 'India']);
    // A real link, from the keyboard: focus ring visible on the shape, Enter opens the neighbour's page.
    const india = page.getByRole('link', { name: 'India', exact: true }).and(borders);
    await india.focus();
    await expect(india).toBeFocused();
    await expect.poll(() => india.locator('path').evaluate((path) => Number.parseFloat(getComputedStyle(path).strokeWidth))).toBe(3);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/country/India');
    await expect(page.getByRole('heading', { level: 1, name: 'India' })).toBeVisible();
  });

  test('the locator map highlights the country itself in the accent colour, a terracotta red, where it lies between its neighbours', async ({ page }) => {
    await page.goto('/country/Nepal');
    const map = page.getByRole('img', { name: 'Nepal on a world map' });
    await map.scrollIntoViewIfNeeded();
    await expect(map).toBeVisible();
    // The world's land is drawn in one fill (its borders as lines); one shape apart from it: the country.
    const shapeFills = await fills(map.locator('path'));
    const [worldFill] = shapeFills;
    const apart = shapeFills.flatMap((fill, index) => (fill !== worldFill && fill !== 'none' ? [index] : []));
    expect(apart, 'shapes drawn apart from the rest of the world').toHaveLength(1);
    const highlighted = map.locator('path').nth(apart[0] ?? -1);
    const [red = 0, green = 0, blue = 0] = ((await fills(highlighted))[0]?.match(/\d+/g) ?? []).map(Number);
    expect(red, 'the highlight is red').toBeGreaterThan(2 * Math.max(green, blue));
    // Nepal lies south of China's middle and north of India's, within both from west to east.
    const borders = page.getByRole('group', { name: 'Border countries of Nepal' });
    const [nepal, china, india] = await Promise.all([centre(highlighted), centre(borders.getByRole('link', { name: 'China' })), centre(borders.getByRole('link', { name: 'India' }))]);
    expect(nepal.y).toBeGreaterThan(china.y);
    expect(nepal.y).toBeLessThan(india.y);
    expect(Math.abs(nepal.x - india.x)).toBeLessThan(india.width / 2);
    expect(Math.abs(nepal.x - china.x)).toBeLessThan(china.width / 2);
    expect(nepal.width).toBeLessThan(india.width / 2);
  });

  test("the map view colours every shown country by the legend's population scale, in the scale's order", async ({ page, request }) => {
    const records = await fromApi<Array<{ name: { common: string }; population: number }>>(request, '/v3.1/all?fields=name,population');
    const population = new Map(records.map((record) => [record.name.common, record.population]));
    await page.goto('/country?view=map');
    await expect(mapLinks(page)).toHaveCount(records.length);
    const legend = await legendOf(page);
    expect(legend.map((entry) => entry.label)).toEqual(['Under 100K', '100K – 1M', '1M – 10M', '10M – 100M', '100M and more', 'No data']);
    expect(new Set(legend.map((entry) => entry.colour)).size, 'a colour per legend entry').toBe(legend.length);
    const shown = await mapLinks(page).evaluateAll((links) =>
      links.map((link) => {
        const fill = getComputedStyle(link.querySelector('path, circle') as Element).fill;
        return { name: link.getAttribute('aria-label') ?? '', fill: fill.startsWith('url(') ? 'hatched' : fill };
      }),
    );
    const binned = shown.map(({ name, fill }) => ({ name, people: population.get(name) ?? Number.NaN, bin: legend.findIndex((entry) => entry.colour === fill) }));
    expect(binned.filter((country) => country.bin < 0).map((country) => country.name), 'countries filled with no legend colour').toEqual([]);
    // No people: the "No data" colour; the rest, ordered by population, never go back to a lighter bin.
    const noData = legend.length - 1;
    expect(binned.filter((country) => (country.people > 0) === (country.bin === noData)).map((country) => country.name)).toEqual([]);
    const byPopulation = binned.filter((country) => country.bin !== noData).sort((a, b) => a.people - b.people);
    const backwards = byPopulation.filter((country, index) => index > 0 && country.bin < (byPopulation[index - 1]?.bin ?? 0));
    expect(backwards.map((country) => `${country.name} (${country.people})`), 'countries in a lighter bin than a smaller one').toEqual([]);
    const binOf = (name: string) => legend[binned.find((country) => country.name === name)?.bin ?? -1]?.label;
    expect(binOf('India'), 'India, 1.4 billion people').toBe('100M and more');
    expect(binOf('Bhutan'), 'Bhutan, under a million people').toBe('100K – 1M');
    expect(new Set(byPopulation.map((country) => country.bin)).size, 'every bin in use').toBe(noData);
  });

  test('the map view mutes the countries the query leaves out, and the island changes them in place as the query changes', async ({ page }) => {
    const map = worldMap(page);
    // France's shape, as drawn when it is shown; then the map of Asia, which leaves France out.
    await page.goto('/country?q=France&view=map');
    const franceShape = await mapLinks(page).and(page.getByRole('link', { name: 'France', exact: true })).locator('path').first().getAttribute('d');
    await page.goto('/country?region=Asia&view=map');
    await expect(mapLinks(page).first()).toBeVisible();
    const legend = await legendOf(page);
    const colours = legend.map((entry) => entry.colour);
    const france = map.locator(`path[d="${franceShape}"]`);
    /** France's shape: whether it is a link, and whether its fill is one of the legend's. */
    const franceState = () => france.evaluate((path) => ({ link: path.closest('a')?.hasAttribute('href') ?? false, fill: getComputedStyle(path).fill }));
    // France, outside the region, is muted: no link, a colour of no legend entry.
    await expect(france).toHaveCount(1);
    expect(colours).not.toContain((await franceState()).fill);
    expect((await franceState()).link).toBe(false);
    await expect(page.getByRole('link', { name: 'France', exact: true })).toHaveCount(0);
    const asia = await mapLinks(page).count();
    await expect(page.getByText(`${asia} countries`, { exact: true })).toBeVisible();

    // Europe instead, in the same page: France is shown and coloured, Asia's countries muted.
    await page.evaluate(() => Object.assign(window, { mapDocument: true }));
    await page.getByRole('combobox', { name: 'Region', exact: true }).selectOption('Europe');
    await expect(page).toHaveURL('/country?region=Europe&view=map');
    await expect(mapLinks(page).and(page.getByRole('link', { name: 'France', exact: true }))).toHaveCount(1);
    await expect.poll(async () => colours.includes((await franceState()).fill)).toBe(true);
    await expect(mapLinks(page).and(page.getByRole('link', { name: 'India', exact: true }))).toHaveCount(0);
    await page.getByPlaceholder('search').fill('fra');
    await expect(mapLinks(page)).toHaveCount(1);
    expect((await franceState()).link).toBe(true);
    // Nothing matches: the map gives way to what was searched.
    await page.getByPlaceholder('search').fill('zzzz');
    await expect(page.getByRole('status').filter({ hasText: 'No countries whose name matches “zzzz” in Europe.' })).toBeVisible();
    await expect(map).toBeHidden();
    await page.getByPlaceholder('search').fill('');
    await expect(mapLinks(page).first()).toBeVisible();
    expect(await page.evaluate(() => (window as { mapDocument?: boolean }).mapDocument)).toBe(true);
  });

  test('the list switches to a map and back in place; the view is in the address with search, region and order, and the map asks the API only where the countries lie', async ({ page }) => {
    const listRequests: string[] = [];
    page.on('request', (request) => request.url().includes('/v3.1/all?') && listRequests.push(request.url()));
    await page.goto('/country?q=an&region=Europe');
    await expect(page.getByText('19 countries')).toBeVisible();
    const listOrder = await cardNames(page);
    await page.getByRole('radio', { name: 'Map' }).check();
    await expect(page).toHaveURL('/country?q=an&region=Europe&view=map');
    await expect(mapLinks(page)).toHaveCount(19);
    // The shown countries are links named by their common names, in the list's order.
    expect(await mapLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')))).toEqual(listOrder);
    await expect(page.getByRole('list', { name: 'Population' })).toContainText('No data');
    await page.getByRole('radio', { name: 'List' }).check();
    await expect(page).toHaveURL('/country?q=an&region=Europe');
    await expect(page.getByRole('article')).toHaveCount(19);
    await networkQuiet(page);
    // The page came with the list's data: for the map the island asked only for each country's shape code and position.
    expect(listRequests).toEqual([`${SITE.api}/v3.1/all?fields=cca3,ccn3,latlng`]);
  });

  test('a shared map URL opens the map; hover shows a tooltip on screen, and a click opens the country', async ({ page }) => {
    await page.goto('/country?region=Asia&view=map');
    await expect(page.getByRole('radio', { name: 'Map' })).toBeChecked();
    const india = mapLinks(page).and(page.getByRole('link', { name: 'India', exact: true }));
    await india.hover();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toContainText('India');
    await expect(tooltip).toContainText(/Population: [\d,]{13}/);
    await expect(tooltip).toContainText('Capital: New Delhi');
    const box = await tooltip.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
    await india.click();
    await expect(page).toHaveURL('/country/India');
    await page.getByRole('link', { name: 'Go Back' }).click();
    await expect(page).toHaveURL('/country?region=Asia&view=map');
  });

  test('keyboard users Tab through the shown countries in the list order, with the tooltip, and Enter opens one', async ({ page }) => {
    await page.goto('/country?q=ne&view=map');
    await expect(mapLinks(page)).not.toHaveCount(0);
    const names = await mapLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')));
    await page.getByRole('radio', { name: 'Map' }).focus();
    for (const name of names.slice(0, 3)) {
      await page.keyboard.press('Tab');
      await expect(mapLinks(page).and(page.getByRole('link', { name: name ?? '', exact: true }))).toBeFocused();
      await expect(page.getByRole('tooltip')).toContainText(name ?? '');
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/country/${encodeURIComponent(names[2] ?? '')}`);
  });

  test('on a phone (390 px) the map is drawn taller and slides sideways in its frame, the page never does; the legend is titled', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/country?view=map');
    await expect(mapLinks(page)).toHaveCount(250);
    const map = worldMap(page);
    const drawn = await map.boundingBox();
    // At the screen's width the world was 175 px tall.
    expect(drawn?.height ?? 0).toBeGreaterThanOrEqual(300);
    const frame = map.locator('xpath=../..');
    const frameBox = await frame.boundingBox();
    expect(frameBox && frameBox.x >= 0 && frameBox.x + frameBox.width <= 390, JSON.stringify(frameBox)).toBe(true);
    expect(await frame.evaluate((element) => element.scrollWidth > element.clientWidth + 200)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await expect(page.getByText('Slide the map sideways to see the whole world.')).toBeVisible();
    // A country at the far east, reached from the keyboard, is slid into the frame.
    const japan = mapLinks(page).and(page.getByRole('link', { name: 'Japan', exact: true }));
    expect((await japan.boundingBox())?.x ?? 0).toBeGreaterThan(390);
    await japan.focus();
    const japanBox = await japan.boundingBox();
    expect(japanBox && japanBox.x >= 0 && japanBox.x + japanBox.width <= 390, JSON.stringify(japanBox)).toBe(true);
    await expect(legendTitle(page)).toHaveText('Population');
    await expect(legendTitle(page)).toBeVisible();
  });

  test('on a desktop (1350 px) the whole world fits its frame, which does not scroll', async ({ page }) => {
    await page.setViewportSize({ width: 1350, height: 900 });
    await page.goto('/country?view=map');
    const map = worldMap(page);
    await expect(mapLinks(page)).toHaveCount(250);
    const frame = map.locator('xpath=../..');
    expect(await frame.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    const [drawn, framed] = await Promise.all([map.boundingBox(), frame.boundingBox()]);
    expect(Math.abs((drawn?.width ?? 0) - (framed?.width ?? 0))).toBeLessThanOrEqual(2);
    await expect(page.getByText('Slide the map sideways to see the whole world.')).toBeHidden();
    await expect(legendTitle(page)).toHaveText('Population');
    await expect(legendTitle(page)).toBeVisible();
  });
});
