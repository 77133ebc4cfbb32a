import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Sorting the list by area shows each card's area, in the design system's format (a small area with
// its decimals), as the server renders it and after the island re-sorts; no other order shows it.

const EUROPE = 53;
const card = (page: Page, name: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
/** A card's area line: "Area: 0.44 km²". */
const areaOf = (page: Page, name: string) => card(page, name).getByText(/^Area: /);
/** The area lines a visitor sees, on every card shown. */
const areasShown = (page: Page) => page.getByRole('article').getByText(/^Area: /).filter({ visible: true });

async function expectAreas(page: Page) {
  await expect(page.getByRole('article')).toHaveCount(EUROPE);
  await expect(areasShown(page)).toHaveCount(EUROPE);
  await expect(areaOf(page, 'Vatican City')).toHaveText('Area: 0.44 km²');
  await expect(areaOf(page, 'Russia')).toHaveText('Area: 17,098,242 km²');
  await expect(areaOf(page, 'Svalbard and Jan Mayen')).toHaveText('Area: N/A');
}

test.describe('the cards sorted by area', () => {
  test('with JavaScript: choosing Area shows every card its area, in place; another order hides it', async ({ page }) => {
    await page.goto('/country?region=Europe');
    await expect(areaOf(page, 'Russia')).toBeHidden();
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Area');
    await expect(page).toHaveURL('/country?region=Europe&sortBy=area');
    await expect(page.getByRole('article').first().getByRole('heading')).toHaveAttribute('title', 'Vatican City');
    await expectAreas(page);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Population');
    await expect(page).toHaveURL('/country?region=Europe&sortBy=population');
    await expect(areasShown(page)).toHaveCount(0);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the page sorted by name shows no area; sent with Area and Show, the page shows every card its area', async ({ page }) => {
      await page.goto('/country?region=Europe');
      await expect(areasShown(page)).toHaveCount(0);
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Area');
      await page.getByRole('button', { name: 'Show' }).click();
      await expect(page).toHaveURL(/[?&]region=Europe&.*sortBy=area&sort=asc&view=list$/);
      await expectAreas(page);
    });
  });
});
