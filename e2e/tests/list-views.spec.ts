import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { worldMap } from './world-map';

// List and Map on /country with the list's island running: a switch happens in the page (no page
// load: a mark set on the window survives), the focus stays on the choice, the address follows as
// a step of the history, and the server renders the same view for that address.

const radio = (page: Page, name: 'List' | 'Map') => page.getByRole('radio', { name });
/** The full names of the cards shown, in order (a card's heading shows the cut name, its title the whole). */
const namesShown = (page: Page) => page.getByRole('article').getByRole('heading').evaluateAll((headings) => headings.map((heading) => heading.getAttribute('title')));
/** The names of the countries the map shows, as links in Tab order. */
const namesOnMap = (page: Page) => worldMap(page).getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')));

/** Marks the page's window and notes every document the page loads from now on: a switch in place loads none and keeps the mark. */
async function watchForPageLoads(page: Page) {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  return {
    documents,
    samePage: () => page.evaluate(() => (window as { samePage?: boolean }).samePage === true),
  };
}

const ASIA_NE = ['Brunei', 'Indonesia', 'Nepal', 'Palestine', 'Philippines'];

test.describe('switching between the list and the map', () => {
  test('List → Map → List with the arrow keys happens in place, the focus staying on the choice; Back and Forward follow, and a reload shows the same view', async ({ page }) => {
    await page.goto('/country?q=ne&region=Asia');
    const watch = await watchForPageLoads(page);
    // As a keyboard user: from the order buttons, Tab reaches the view choice (one Tab stop).
    await page.getByRole('button', { name: 'Desc' }).focus();
    await page.keyboard.press('Tab');
    await expect(radio(page, 'List')).toBeFocused();

    await page.keyboard.press('ArrowRight');
    await expect(radio(page, 'Map')).toBeChecked();
    await expect(radio(page, 'Map')).toBeFocused();
    await expect(page).toHaveURL('/country?q=ne&region=Asia&view=map');
    await expect(worldMap(page).getByRole('link')).toHaveCount(ASIA_NE.length);
    expect(await namesOnMap(page)).toEqual(ASIA_NE);
    await expect(worldMap(page)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);

    await page.keyboard.press('ArrowLeft');
    await expect(radio(page, 'List')).toBeChecked();
    await expect(radio(page, 'List')).toBeFocused();
    await expect(page).toHaveURL('/country?q=ne&region=Asia');
    await expect(page.getByRole('article')).toHaveCount(ASIA_NE.length);
    expect(await namesShown(page)).toEqual(ASIA_NE);
    await expect(worldMap(page)).toBeHidden();
    expect(await watch.samePage()).toBe(true);
    expect(watch.documents).toEqual([]);

    // Back: the map of the step before, then the list the page opened with; Forward the map again.
    await page.goBack();
    await expect(page).toHaveURL('/country?q=ne&region=Asia&view=map');
    await expect(radio(page, 'Map')).toBeChecked();
    await expect(worldMap(page).getByRole('link')).toHaveCount(ASIA_NE.length);
    await page.goBack();
    await expect(page).toHaveURL('/country?q=ne&region=Asia');
    await expect(radio(page, 'List')).toBeChecked();
    await expect(page.getByRole('article')).toHaveCount(ASIA_NE.length);
    await expect(worldMap(page)).toBeHidden();
    await page.goForward();
    await expect(page).toHaveURL('/country?q=ne&region=Asia&view=map');
    await expect(worldMap(page)).toBeVisible();
    expect(await watch.samePage()).toBe(true);
    expect(watch.documents).toEqual([]);

    // The address is the state: the server renders the map for it.
    await page.reload();
    expect(await watch.samePage()).toBe(false);
    await expect(radio(page, 'Map')).toBeChecked();
    expect(await namesOnMap(page)).toEqual(ASIA_NE);
  });

  test("a map view's page switches to the list in place: the island draws the cards, with their flags, the area when sorted by it, and Read More", async ({ page }) => {
    await page.goto('/country?region=Europe&sortBy=area&view=map');
    await expect(worldMap(page)).toBeVisible();
    const watch = await watchForPageLoads(page);
    await radio(page, 'List').check({ force: true }); // the radio is drawn by its label
    await expect(radio(page, 'List')).toBeFocused();
    await expect(page).toHaveURL('/country?region=Europe&sortBy=area');
    await expect(page.getByRole('article')).toHaveCount(53);
    expect((await namesShown(page)).slice(0, 2)).toEqual(['Vatican City', 'Monaco']);
    const vatican = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Vatican City', exact: true }) });
    await expect(vatican.getByText(/^Area: /)).toHaveText('Area: 0.44 km²');
    await expect(vatican.getByText(/^Area: /)).toBeVisible();
    await expect(vatican.getByRole('img', { name: 'The flag of Vatican City.' })).toHaveJSProperty('complete', true);
    expect(await vatican.getByRole('img').evaluate((flag: HTMLImageElement) => flag.naturalWidth)).toBeGreaterThan(0);
    await expect(worldMap(page)).toBeHidden();
    expect(await watch.samePage()).toBe(true);
    expect(watch.documents).toEqual([]);
    await vatican.getByRole('link', { name: 'Read More about Vatican City' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vatican City' })).toBeVisible();
  });
});
