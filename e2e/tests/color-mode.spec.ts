import type { Page } from '@playwright/test';
import { HYDRATED_ISLANDS_SELECTOR } from '../../packages/islands/src/attributes';
import { expect, isMobile, openNavigation, test } from './fixtures';

/**
 * The page's background colour (Chakra's `bg` token on `<html>`), e.g. `rgb(12, 21, 28)`, read once.
 * Elsewhere the tests wait for it (toHaveCSS).
 */
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
const LIGHT_BACKGROUND = 'rgb(251, 248, 243)';
const DARK_BACKGROUND = 'rgb(12, 21, 28)';

/** Where the colour mode buttons are: in the header on wide screens, in the opened menu on a phone. */
async function toggles(page: Page) {
  return isMobile(page) ? openNavigation(page) : page.getByRole('banner');
}

/** The colour of the pixel at (20, 20) of what is on screen now, `[r, g, b]`: what was painted, not what the styles say. */
async function paintedPixel(page: Page): Promise<number[]> {
  const shot = await page.screenshot({ clip: { x: 0, y: 0, width: 40, height: 40 } });
  const pixel = await page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = Object.assign(document.createElement('canvas'), { width: 1, height: 1 });
    const context = canvas.getContext('2d');
    context?.drawImage(image, -20, -20);
    return [...(context?.getImageData(0, 0, 1, 1).data ?? [])];
  }, shot.toString('base64'));
  return pixel.slice(0, 3);
}

/**
 * Opens the list (the page with the most script: its island) with the island loader `/islands.js`
 * held back, and waits until the document is parsed: what shows then comes from the HTML alone and
 * the script inline in its head.
 */
async function openListBeforeItsScripts(page: Page) {
  await page.route('**/islands.js', () => undefined); // never answered: no island can start
  await page.goto('/country', { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading' && document.body !== null);
  expect(await page.locator(HYDRATED_ISLANDS_SELECTOR).count(), 'no island has started').toBe(0);
}

test.describe('colour modes', () => {
  test('a first visit follows the system: dark', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass('dark');
    await expect(page.locator('html')).toHaveCSS('background-color', DARK_BACKGROUND);
    const buttons = await toggles(page);
    await expect(buttons.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
    // One button at a time: the one that switches.
    await expect(buttons.getByRole('button', { name: 'Switch to dark mode' })).toBeHidden();
  });

  test('a first visit follows the system: light', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/country');
    await expect(page.locator('html')).toHaveClass('light');
    await expect(page.locator('html')).toHaveCSS('background-color', LIGHT_BACKGROUND);
    const buttons = await toggles(page);
    await expect(buttons.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();
    await expect(buttons.getByRole('button', { name: 'Switch to light mode' })).toBeHidden();
  });

  test('the buttons switch the whole page, remotes included, to dark and back; the choice is remembered after reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/country/Nepal');
    const heading = page.getByRole('heading', { level: 1, name: 'Nepal' });
    await expect(heading).toBeVisible();
    const lightText = await heading.evaluate((element) => getComputedStyle(element).color);

    await (await toggles(page)).getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.locator('html')).toHaveClass('dark');
    await expect(page.locator('html')).toHaveCSS('background-color', DARK_BACKGROUND);
    // The countries remote's text follows through the shared tokens.
    expect(await heading.evaluate((element) => getComputedStyle(element).color)).not.toBe(lightText);

    await page.reload();
    await expect(page.locator('html')).toHaveClass('dark');
    await expect(page.getByRole('heading', { level: 1, name: 'Nepal' })).toBeVisible();

    // From the keyboard too: the focus moves to the button that switches back, shown now.
    const buttons = await toggles(page);
    const toLight = buttons.getByRole('button', { name: 'Switch to light mode' });
    await toLight.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveClass('light');
    await expect(page.locator('html')).toHaveCSS('background-color', LIGHT_BACKGROUND);
    const toDark = buttons.getByRole('button', { name: 'Switch to dark mode' });
    await expect(toDark).toBeVisible();
    await expect(toDark).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.locator('html')).toHaveClass('dark');
    await expect(toLight).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveClass('light');
    await page.reload();
    await expect(page.locator('html')).toHaveClass('light');
  });

  test("a remembered choice wins over the system's preference, on every page", async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await (await toggles(page)).getByRole('button', { name: 'Switch to light mode' }).click();
    await expect(page.locator('html')).toHaveClass('light');
    for (const path of ['/about', '/country', '/contact']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveClass('light');
      await expect(page.locator('html')).toHaveCSS('background-color', LIGHT_BACKGROUND);
    }
  });

  test('the system switching while the page is open is followed, unless the visitor chose', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/about');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass('dark');
    await (await toggles(page)).getByRole('button', { name: 'Switch to light mode' }).click();
    await expect(page.locator('html')).toHaveClass('light');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass('light');
  });

  test('no flash: the first frame is already dark, before any script file has arrived', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openListBeforeItsScripts(page);
    await expect(page.locator('html')).toHaveClass('dark');
    expect(await background(page)).toBe(DARK_BACKGROUND);
    expect(await paintedPixel(page)).toEqual(DARK_BACKGROUND.match(/\d+/g)?.map(Number));
  });

  test("no flash of the system's mode either: a remembered choice is the first frame's", async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await (await toggles(page)).getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.locator('html')).toHaveClass('dark');
    await openListBeforeItsScripts(page);
    await expect(page.locator('html')).toHaveClass('dark');
    expect(await background(page)).toBe(DARK_BACKGROUND);
    expect(await paintedPixel(page)).toEqual(DARK_BACKGROUND.match(/\d+/g)?.map(Number));
  });
});
