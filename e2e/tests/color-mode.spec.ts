import type { Page } from '@playwright/test';
import { expect, isMobile, openNavigation, test } from './fixtures';

/**
 * The page's background colour (Chakra's `bg` token on `<html>`), e.g. `rgb(9, 9, 11)`, read once.
 * Elsewhere the tests wait for it (toHaveCSS): Chakra's styles arrive with the first render, after
 * index.html has set the mode's class.
 */
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
const LIGHT_BACKGROUND = 'rgb(255, 255, 255)';
const DARK_BACKGROUND = 'rgb(9, 9, 11)';

/** The toggle: in the header on wide screens, in the opened menu on a phone. */
async function toggle(page: Page, name: string) {
  const scope = isMobile(page) ? await openNavigation(page) : page.getByRole('banner');
  return scope.getByRole('button', { name });
}

test.describe('colour modes', () => {
  test('a first visit follows the system: dark', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass('dark');
    await expect(page.locator('html')).toHaveCSS('background-color', DARK_BACKGROUND);
    await expect(await toggle(page, 'Switch to light mode')).toBeVisible();
  });

  test('a first visit follows the system: light', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/country');
    await expect(page.locator('html')).toHaveClass('light');
    await expect(page.locator('html')).toHaveCSS('background-color', LIGHT_BACKGROUND);
  });

  test('the toggle switches the whole site, remotes included, to dark and back; the choice is remembered after reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/country/Nepal');
    await expect(page.getByRole('heading', { level: 1, name: 'Nepal' })).toBeVisible();
    const heading = page.getByRole('heading', { level: 1, name: 'Nepal' });
    const lightText = await heading.evaluate((element) => getComputedStyle(element).color);

    await (await toggle(page, 'Switch to dark mode')).click();
    await expect(page.locator('html')).toHaveClass('dark');
    await expect(page.locator('html')).toHaveCSS('background-color', DARK_BACKGROUND);
    // The countries remote's text follows through the shared tokens.
    expect(await heading.evaluate((element) => getComputedStyle(element).color)).not.toBe(lightText);

    await page.reload();
    await expect(page.locator('html')).toHaveClass('dark');
    await expect(page.getByRole('heading', { level: 1, name: 'Nepal' })).toBeVisible();

    // From the keyboard too.
    const back = await toggle(page, 'Switch to light mode');
    await back.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveClass('light');
    await expect(page.locator('html')).toHaveCSS('background-color', LIGHT_BACKGROUND);
    await page.reload();
    await expect(page.locator('html')).toHaveClass('light');
  });

  test("a remembered choice wins over the system's preference", async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await (await toggle(page, 'Switch to light mode')).click();
    await page.goto('/about');
    await expect(page.locator('html')).toHaveClass('light');
    await expect(page.locator('html')).toHaveCSS('background-color', LIGHT_BACKGROUND);
  });

  test('no flash: the first frame after navigation is already dark, before any script of the site has run', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    // Hold back the site's code: whatever paints now comes from index.html alone.
    await page.route('**/main.js', () => undefined);
    await page.goto('/', { waitUntil: 'commit' }); // the held main.js holds DOMContentLoaded back
    await page.waitForFunction(() => document.readyState === 'interactive' && document.body !== null);
    await expect(page.locator('html')).toHaveClass('dark');
    expect(await background(page)).toBe(DARK_BACKGROUND);
    const shot = await page.screenshot({ clip: { x: 0, y: 0, width: 40, height: 40 } });
    // What is on screen, not only what the styles say: one pixel of the painted frame.
    const pixel = await page.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = Object.assign(document.createElement('canvas'), { width: 1, height: 1 });
      const context = canvas.getContext('2d');
      context?.drawImage(image, -20, -20);
      return [...(context?.getImageData(0, 0, 1, 1).data ?? [])];
    }, shot.toString('base64'));
    expect(pixel.slice(0, 3)).toEqual([9, 9, 11]);
  });
});
