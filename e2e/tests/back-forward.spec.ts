import { CHROMIUM_LAUNCH_OPTIONS } from '../chromium';
import { expect, test } from './fixtures';

// Pages are documents: Back shows the list the visitor left. Playwright turns the browser's
// back/forward cache off by default; a visitor's browser has it, and so has this file's.
test.use({ launchOptions: { ...CHROMIUM_LAUNCH_OPTIONS, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

test.describe('Back to the list', () => {
  test('restores it as it was left, from the back/forward cache: its filters, the cards it showed and the scroll', async ({ page }) => {
    await page.goto('/country');
    await page.getByRole('searchbox').fill('ne');
    await page.getByRole('combobox', { name: 'Region', exact: true }).selectOption('Africa');
    await expect(page).toHaveURL(/\?q=ne&region=Africa$/);
    const cards = await page.getByRole('article').count();
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.evaluate(() => window.addEventListener('pageshow', (event) => ((window as { restored?: boolean }).restored = event.persisted)));
    // Followed without scrolling it into view first, as a visitor's click would be.
    await page.getByRole('link', { name: 'Read More about Sierra Leone', exact: true }).evaluate((link: HTMLAnchorElement) => link.click());
    await expect(page.getByRole('heading', { level: 1, name: 'Sierra Leone' })).toBeVisible();
    await page.goBack({ waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/country\?q=ne&region=Africa$/);
    await expect.poll(() => page.evaluate(() => (window as { restored?: boolean }).restored)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
    await expect(page.getByRole('searchbox')).toHaveValue('ne');
    await expect(page.getByRole('article')).toHaveCount(cards);
  });

  test("the country page's Go Back returns to the list the visitor came from, filters and all", async ({ page }) => {
    await page.goto('/country?q=ken');
    await page.getByRole('link', { name: 'Read More about Kenya' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kenya' })).toBeVisible();
    await page.getByRole('link', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/country\?q=ken$/);
    await expect(page.getByRole('searchbox')).toHaveValue('ken');
    await expect(page.getByRole('article')).toHaveCount(1);
  });
});

