import type { APIRequestContext, Page } from '@playwright/test';
import { expect, fromApi, networkQuiet, SITE, test } from './fixtures';
import { mapLinks } from './world-map';
import { openFilters } from './list-filters';

// The list asks more: search by capital, language or currency, a subregion, sort by population or
// area. Expectations come from the API's own records, with the rules the list promises.

interface ApiRecord {
  name: { common: string };
  region: string;
  subregion?: string;
  capital?: string[];
  population: number;
  area: number;
  languages?: { [code: string]: string };
  currencies?: { [code: string]: { name: string } };
}

const records = (request: APIRequestContext) => fromApi<ApiRecord[]>(request, '/v3.1/all?fields=name,region,subregion,capital,population,area,languages,currencies');
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const collator = new Intl.Collator('en-US');
const byName = (a: ApiRecord, b: ApiRecord) => collator.compare(a.name.common, b.name.common);
const names = (list: ApiRecord[]) => list.map((record) => record.name.common);

/** What each way of searching matches, as the list promises: a substring in any case, accents ignored (a code whole). */
const matchers = {
  capital: (record: ApiRecord, text: string) => (record.capital ?? []).some((capital) => fold(capital).includes(fold(text))),
  language: (record: ApiRecord, text: string) => Object.entries(record.languages ?? {}).some(([code, name]) => code === fold(text) || fold(name).includes(fold(text))),
  currency: (record: ApiRecord, text: string) => Object.entries(record.currencies ?? {}).some(([code, { name }]) => code.toLowerCase() === fold(text) || fold(name).includes(fold(text))),
};

const cards = (page: Page) => page.getByRole('article');
/** The full names of the cards shown, in order (a card's heading shows the cut name, its title the whole). */
const namesShown = (page: Page) => cards(page).getByRole('heading').evaluateAll((headings) => headings.map((heading) => heading.getAttribute('title')));
const select = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const searchBox = (page: Page) => page.getByRole('searchbox');
const count = (page: Page, total: number) => page.getByText(total === 1 ? '1 country' : `${total} countries`, { exact: true });

test.describe('list controls', () => {
  test('Search by capital, language and currency find what the data has; "euro" and "eur" both find the eurozone', async ({ page, request }) => {
    const all = await records(request);
    const matching = (by: keyof typeof matchers, text: string) => names(all.filter((record) => matchers[by](record, text)).sort(byName));
    await page.goto('/country');
    await openFilters(page);
    await expect(select(page, 'Search by')).toHaveValue('name');

    await select(page, 'Search by').selectOption('Capital');
    await expect(page.getByRole('searchbox', { name: 'Search by capital' })).toBeVisible();
    await searchBox(page).fill('bogota');
    await expect(page).toHaveURL('/country?by=capital&q=bogota');
    await expect(count(page, 1)).toBeVisible();
    expect(await namesShown(page)).toEqual(['Colombia']);

    await select(page, 'Search by').selectOption('Language');
    await searchBox(page).fill('spanish');
    const spanish = matching('language', 'spanish');
    await expect(count(page, spanish.length)).toBeVisible();
    expect(await namesShown(page)).toEqual(spanish);

    await select(page, 'Search by').selectOption('Currency');
    await searchBox(page).fill('euro');
    const eurozone = matching('currency', 'euro');
    expect(eurozone).toEqual(expect.arrayContaining(['France', 'Germany', 'Italy', 'Spain']));
    await expect(page).toHaveURL('/country?by=currency&q=euro');
    await expect(count(page, eurozone.length)).toBeVisible();
    expect(await namesShown(page)).toEqual(eurozone);
    await searchBox(page).fill('eur');
    await expect(page).toHaveURL('/country?by=currency&q=eur');
    await expect(count(page, eurozone.length)).toBeVisible();
    expect(await namesShown(page)).toEqual(eurozone);
  });

  test('Sort by population and area; Asc and Desc give the direction', async ({ page, request }) => {
    const all = await records(request);
    const sorted = (key: 'population' | 'area', direction: 1 | -1) =>
      names([...all].filter((record) => key === 'population' || record.area > 0).sort((a, b) => direction * (a[key] - b[key]) || byName(a, b))).slice(0, 5);
    await page.goto('/country');
    await openFilters(page);
    await select(page, 'Sort by').selectOption('Population');
    await page.getByRole('button', { name: 'Desc' }).click();
    await expect(page).toHaveURL('/country?sortBy=population&sort=desc');
    await expect.poll(async () => (await namesShown(page)).slice(0, 5)).toEqual(sorted('population', -1));
    expect(sorted('population', -1).slice(0, 2).sort()).toEqual(['China', 'India']);

    await select(page, 'Sort by').selectOption('Area');
    await expect(page).toHaveURL('/country?sortBy=area&sort=desc');
    await expect.poll(async () => (await namesShown(page)).slice(0, 5)).toEqual(sorted('area', -1));
    expect(sorted('area', -1)[0]).toBe('Russia');
    await page.getByRole('button', { name: 'Asc' }).click();
    await expect(page).toHaveURL('/country?sortBy=area');
    await expect.poll(async () => (await namesShown(page)).slice(0, 5)).toEqual(sorted('area', 1));
    expect(sorted('area', 1)[0]).toBe('Vatican City');
  });

  test("Subregion: disabled while the region is All; the region's subregions from the data, each matched exactly", async ({ page, request }) => {
    const all = await records(request);
    const subregion = select(page, 'Subregion');
    await page.goto('/country');
    await openFilters(page);
    await expect(subregion).toBeDisabled();

    await select(page, 'Region').selectOption('Americas');
    await expect(subregion).toBeEnabled();
    const americas = [...new Set(all.filter((record) => record.region === 'Americas').map((record) => record.subregion ?? ''))].sort(collator.compare);
    await expect(subregion.getByRole('option')).toHaveText(['All', ...americas]);
    await subregion.selectOption('South America');
    await expect(page).toHaveURL('/country?region=Americas&subregion=South+America');
    const southAmerica = names(all.filter((record) => record.subregion === 'South America').sort(byName));
    await expect(count(page, southAmerica.length)).toBeVisible();
    expect(await namesShown(page)).toEqual(southAmerica);

    // Another region starts whole; All disables the select again.
    await select(page, 'Region').selectOption('Europe');
    await expect(page).toHaveURL('/country?region=Europe');
    await expect(subregion).toHaveValue('all');
    await expect(count(page, all.filter((record) => record.region === 'Europe').length)).toBeVisible();
    await select(page, 'Region').selectOption('all');
    await expect(subregion).toBeDisabled();
    await expect(page).toHaveURL('/country');
  });

  test('the whole query lives in the URL: a reload, Back and a shared link show the same list; unknown values fall back', async ({ page, request }) => {
    const all = await records(request);
    const expected = names(
      all
        .filter((record) => record.subregion === 'Northern Europe' && matchers.currency(record, 'euro'))
        .sort((a, b) => b.area - a.area),
    );
    await page.goto('/country');
    await openFilters(page);
    await select(page, 'Search by').selectOption('Currency');
    await searchBox(page).fill('euro');
    await select(page, 'Region').selectOption('Europe');
    await select(page, 'Subregion').selectOption('Northern Europe');
    await select(page, 'Sort by').selectOption('Area');
    await page.getByRole('button', { name: 'Desc' }).click();
    const address = '/country?by=currency&q=euro&region=Europe&subregion=Northern+Europe&sortBy=area&sort=desc';
    await expect(page).toHaveURL(address);
    await expect(count(page, expected.length)).toBeVisible();
    expect(await namesShown(page)).toEqual(expected);

    const expectRestored = async () => {
      await expect(count(page, expected.length)).toBeVisible();
      expect(await namesShown(page)).toEqual(expected);
      await expect(select(page, 'Search by')).toHaveValue('currency');
      await expect(searchBox(page)).toHaveValue('euro');
      await expect(select(page, 'Region')).toHaveValue('Europe');
      await expect(select(page, 'Subregion')).toHaveValue('Northern Europe');
      await expect(select(page, 'Sort by')).toHaveValue('area');
      await expect(page.getByRole('button', { name: 'Desc' })).toHaveAttribute('aria-pressed', 'true');
    };
    await page.reload();
    await expect(page).toHaveURL(address);
    await expectRestored();

    const first = expected[0] ?? '';
    await page.getByRole('link', { name: `Read More about ${first}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(address);
    await expectRestored();
    await page.getByRole('link', { name: `Read More about ${first}` }).click();
    await page.getByRole('link', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(address);
    await expectRestored();

    // A subregion of another region, and values the list does not know, leave the address.
    await page.goto('/country?by=flag&q=ne&region=Asia&subregion=Northern%20Europe&sortBy=gdp');
    await expect(page).toHaveURL('/country?q=ne&region=Asia');
    await expect(select(page, 'Search by')).toHaveValue('name');
    await expect(select(page, 'Subregion')).toHaveValue('all');
    await expect(select(page, 'Sort by')).toHaveValue('name');
    await expect(count(page, 5)).toBeVisible();
  });

  test('the map view shows what the new controls select, and keeps them in the URL', async ({ page, request }) => {
    const all = await records(request);
    const expected = names(all.filter((record) => record.region === 'Europe' && matchers.currency(record, 'euro')).sort((a, b) => b.population - a.population || byName(a, b)));
    const apiCalls: string[] = [];
    page.on('request', (call) => call.url().includes('/v3.1/') && apiCalls.push(call.url()));
    await page.goto('/country?by=currency&q=euro&region=Europe&sortBy=population&sort=desc&view=map');
    await expect(mapLinks(page)).toHaveCount(expected.length);
    // The shown countries are links named by their common names, in the list's order.
    expect(await mapLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')))).toEqual(expected);

    // In the map view the island shows and mutes countries on the map the server drew, in place.
    await page.evaluate(() => Object.assign(window, { mapDocument: true }));
    await select(page, 'Subregion').selectOption('Western Europe');
    await expect(page).toHaveURL('/country?by=currency&q=euro&region=Europe&subregion=Western+Europe&sortBy=population&sort=desc&view=map');
    const western = expected.filter((name) => all.find((record) => record.name.common === name)?.subregion === 'Western Europe');
    await expect(mapLinks(page)).toHaveCount(western.length);
    expect(await mapLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')))).toEqual(western);
    expect(await page.evaluate(() => (window as { mapDocument?: boolean }).mapDocument)).toBe(true);
    // The other view, with the same query, in place: the island draws the cards the map's page did not carry.
    await page.getByRole('radio', { name: 'List' }).check();
    await expect(page).toHaveURL('/country?by=currency&q=euro&region=Europe&subregion=Western+Europe&sortBy=population&sort=desc');
    await expect(cards(page)).toHaveCount(western.length);
    expect(await namesShown(page)).toEqual(western);
    expect(await page.evaluate(() => (window as { mapDocument?: boolean }).mapDocument)).toBe(true);
    await networkQuiet(page);
    // The page came with both calls' data: the browser asked the API only for the cards' flags.
    expect(apiCalls).toEqual([`${SITE.api}/v3.1/all?fields=cca3,flags`]);
  });

  test('no match says what was searched, and its link clears the search and filters', async ({ page }) => {
    await page.goto('/country?by=currency&q=xyz&region=Europe&sortBy=area');
    await expect(page.getByRole('status').filter({ hasText: 'No countries whose currency matches “xyz” in Europe.' })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Clear search and filters' }).click();
    await expect(page).toHaveURL('/country?by=currency&sortBy=area');
    await expect(count(page, 250)).toBeVisible();
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue('');
    await expect(select(page, 'Region')).toHaveValue('all');
  });

  test('a search by language, on a list whose page did not carry the languages, asks the API for them once', async ({ page }) => {
    const searchFieldCalls: string[] = [];
    page.on('request', (call) => call.url().includes('fields=cca3,languages,currencies') && searchFieldCalls.push(call.url()));
    // Reached from the landing page: a list searched by name, whose page carries no languages.
    await page.goto('/');
    await page.getByRole('link', { name: 'Start Exploring' }).click();
    await expect(count(page, 250)).toBeVisible();
    await select(page, 'Search by').selectOption('Language');
    await searchBox(page).pressSequentially('portu');
    await expect(page).toHaveURL('/country?by=language&q=portu');
    await expect(cards(page).filter({ hasText: 'Brazil' })).toHaveCount(1);
    await networkQuiet(page);
    expect(searchFieldCalls).toHaveLength(1);
  });
});
