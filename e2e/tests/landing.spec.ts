import { expect, test } from './fixtures';

test.describe('landing and about pages', () => {
  test('the hero shows the heading, a paragraph, the world image and Start Exploring', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore the World, One Country at a Time.' })).toBeVisible();
    const image = page.getByRole('img', { name: 'A globe showing the continents' });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('width', '400');
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.getByRole('link', { name: 'Start Exploring' }).click();
    await expect(page).toHaveURL('/country');
    await expect(page.getByRole('heading', { level: 1, name: 'Countries of the world' })).toBeVisible();
  });

  test('the facts section shows the eight cards, World without population, Russia with its real one', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'Interesting Facts' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(8);
    const world = cards.filter({ has: page.getByRole('heading', { name: 'World' }) });
    await expect(world).not.toContainText('Population');
    await expect(cards.filter({ has: page.getByRole('heading', { name: 'Russia' }) })).toContainText('Population: 146,028,325');
    await expect(cards.filter({ has: page.getByRole('heading', { name: 'China' }) })).toContainText('Population: 1,444,216,107');
  });

  test('/about shows only the facts section under its own title', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: "Here are the Interesting Facts we're proud of" })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(8);
    await expect(page.getByRole('link', { name: 'Start Exploring' })).toHaveCount(0);
  });
});
