import { expect, isMobile, test } from './fixtures';
import { worldMap } from './world-map';
import { expectVisibleFocus, tabTo } from './keyboard';
import { SITE_ROUTES } from '../../shell/src/app/route-table';

test.describe('keyboard only', () => {
  test('the navigation is reachable and usable with Tab and Enter', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('article')).toHaveCount(8);
    await tabTo(page, page.getByRole('link', { name: 'Skip to content' }));
    await tabTo(page, page.getByRole('link', { name: 'WorldAtlas', exact: true }));
    const nav = page.getByRole('navigation', { name: isMobile(page) ? 'Mobile' : 'Main' });
    if (isMobile(page)) {
      const menu = page.getByRole('button', { name: 'Menu' });
      await tabTo(page, page.getByRole('banner').locator('summary'));
      await tabTo(page, menu);
      await page.keyboard.press('Enter');
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
    }
    for (const name of ['Home', 'About']) await tabTo(page, nav.getByRole('link', { name, exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('heading', { level: 1, name: "Here are the Interesting Facts we're proud of" })).toBeVisible();
  });

  test('the language menu opens with Enter; its link leads to this page in that language, and / remembers the choice', async ({ page }) => {
    await page.goto('/about');
    const languages = page.getByRole('banner').locator('summary');
    await expect(languages).toHaveAttribute('aria-label', 'Language: English');
    await languages.focus();
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('link', { name: 'English', exact: true }));
    await tabTo(page, page.getByRole('link', { name: 'Français' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/fr/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('banner').locator('summary')).toHaveAttribute('aria-label', 'Langue : Français');
    await page.goto('/');
    await expect(page).toHaveURL('/fr');
  });

  test('the first Tab stop skips the header: Enter on it moves the focus to the content, from where Tab reaches its first control', async ({ page }) => {
    await page.goto('/country?view=map');
    await expect(worldMap(page).getByRole('link')).toHaveCount(250);
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).not.toBeInViewport();
    await tabTo(page, skip);
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await tabTo(page, page.getByRole('combobox', { name: 'Search by' }));
  });

  test('the list controls and Read More work with Tab, typing, arrows, Space and Enter', async ({ page }) => {
    test.slow(); // some forty key presses on the page of 250 cards: 18–26 s, 30 s on a loaded machine
    await page.goto('/country');
    await expect(page.getByText('250 countries')).toBeVisible();
    // From the top of the page: the header first (one colour mode button: the one that switches), then the search box.
    await tabTo(page, page.getByRole('link', { name: 'Skip to content' }));
    await tabTo(page, page.getByRole('link', { name: 'WorldAtlas', exact: true }));
    const languages = page.getByRole('banner').locator('summary');
    if (isMobile(page)) {
      await tabTo(page, languages);
      await tabTo(page, page.getByRole('button', { name: 'Menu' }));
    } else {
      for (const name of SITE_ROUTES.flatMap(({ nav }) => (nav ? [nav.defaultMessage] : []))) await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }));
      await tabTo(page, page.getByRole('banner').getByRole('button', { name: 'Switch to dark mode' }));
      await tabTo(page, languages);
    }
    await tabTo(page, page.getByRole('combobox', { name: 'Search by' }));
    await tabTo(page, page.getByPlaceholder('search'));
    await page.keyboard.type('ne');
    await expect(page).toHaveURL('/country?q=ne');
    // On a phone the filters are folded under their summary, the next Tab stop: Enter opens them.
    if (isMobile(page)) {
      await tabTo(page, page.locator('summary', { hasText: 'Filters and order' }));
      await page.keyboard.press('Enter');
    }

    const region = page.getByRole('combobox', { name: 'Region', exact: true });
    await tabTo(page, region);
    // All → Africa → Americas → Asia, without opening the list.
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowDown');
    await expect(region).toHaveValue('Asia');
    await expect(page).toHaveURL('/country?q=ne&region=Asia');
    await expect(page.getByText('5 countries')).toBeVisible();
    // The subregion, disabled while the region was All, is a Tab stop now.
    const subregion = page.getByRole('combobox', { name: 'Subregion' });
    await tabTo(page, subregion);
    await page.keyboard.press('ArrowDown');
    await expect(subregion).toHaveValue('Central Asia');
    await page.keyboard.press('ArrowUp');
    await expect(page).toHaveURL('/country?q=ne&region=Asia');

    const sortBy = page.getByRole('combobox', { name: 'Sort by' });
    await tabTo(page, sortBy);
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL('/country?q=ne&region=Asia&sortBy=population');
    await page.keyboard.press('ArrowUp');

    const asc = page.getByRole('button', { name: 'Asc' });
    const desc = page.getByRole('button', { name: 'Desc' });
    await tabTo(page, asc);
    await tabTo(page, desc);
    await page.keyboard.press('Space');
    await expect(desc).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL('/country?q=ne&region=Asia&sort=desc');
    await page.keyboard.press('Shift+Tab');
    await expectVisibleFocus(asc);
    await page.keyboard.press('Enter');
    await expect(asc).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL('/country?q=ne&region=Asia');
    // The form's Show button is for pages without scripts: with the island it is no Tab stop.
    await tabTo(page, desc);

    // The view choice is one Tab stop (a radio group), then the cards.
    await tabTo(page, page.getByRole('radio', { name: 'List' }));
    await tabTo(page, page.getByRole('link', { name: 'Read More about Brunei' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/country/Brunei');
    await expect(page.getByRole('heading', { level: 1, name: 'Brunei' })).toBeVisible();
  });
});
