import { expect, test } from './fixtures';

// The narrowest phones the site is made for, each at its screen's height: nothing is wider than the
// screen, and the list's filters, folded, leave the first card's flag on the first screen.
for (const [width, height] of [[320, 568], [360, 740], [390, 844], [414, 896]] as const) {
  test(`at ${width}×${height} px the list's cards, flags included, fit the screen, the first shows on the first screen, and the page does not scroll sideways`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/country');
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Region' })).toBeHidden();
    const firstFlag = await cards.first().getByRole('img').boundingBox();
    expect(firstFlag && firstFlag.y + firstFlag.height / 2, `the first flag's middle, on a screen ${height} px high`).toBeLessThan(height);
    const rightEdges = await cards.evaluateAll((articles) => articles.slice(0, 6).map((article) => Math.ceil(article.getBoundingClientRect().right)));
    expect(rightEdges.every((right) => right <= width), `card right edges ${rightEdges.join(', ')}`).toBe(true);
    const flag = await cards.first().getByRole('img').boundingBox();
    expect((flag?.x ?? -1) >= 0 && (flag?.x ?? 0) + (flag?.width ?? Infinity) <= width).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    // The header is one row: the product's name, the language menu and the Menu button side by side.
    const middles = await Promise.all([page.getByRole('banner').getByRole('link').first(), page.getByRole('banner').locator('summary'), page.getByRole('button', { name: 'Menu' })].map(async (part) => {
      const box = await part.boundingBox();
      return box ? box.y + box.height / 2 : NaN;
    }));
    expect(Math.max(...middles) - Math.min(...middles), `header rows' middles ${middles.join(', ')}`).toBeLessThan(8);
  });
}
