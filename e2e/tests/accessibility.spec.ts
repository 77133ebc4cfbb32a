import AxeBuilder from '@axe-core/playwright';
import { expect, isMobile, test } from './fixtures';

const ROUTES: Array<[string, string]> = [
  ['/', 'Explore the World, One Country at a Time.'],
  ['/about', "Here are the Interesting Facts we're proud of"],
  ['/country', 'Countries of the world'],
  ['/country/Nepal', 'Nepal'],
  ['/contact', 'Contact Us'],
];

test.describe('accessibility', () => {
  for (const [path, heading] of ROUTES) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      test.slow(); // axe walks every node: the list has 250 cards
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      const severe = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(severe.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`)).toEqual([]);
    });
  }

  test('the error page has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});

test.describe('keyboard only', () => {
  test('the navigation is reachable and usable with Tab and Enter', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'WorldAtlas' })).toBeFocused();
    if (isMobile(page)) {
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    }
    for (const name of ['Home', 'About']) {
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name, exact: true }).first()).toBeFocused();
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/about');
  });

  test('the list controls and Read More work with Tab, typing and Enter', async ({ page }) => {
    await page.goto('/country');
    await expect(page.getByText('250 countries')).toBeVisible();
    const search = page.getByPlaceholder('search');
    await search.focus();
    await page.keyboard.type('nep');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Asc' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Desc' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/country?q=nep&sort=desc');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'Region' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Read More about Nepal' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Nepal' })).toBeVisible();
  });
});
