import type { Locator, Page } from '@playwright/test';
import { expectNoSevereViolations } from './axe';
import { expect, test } from './fixtures';

/**
 * The Arabic pages, and what shows once each is there. The list is one region's (27 cards): axe on
 * all 250 takes over a minute, and the English list's test walks them.
 */
const PAGES: Array<[string, (page: Page) => Promise<void>]> = [
  ['/ar', (page) => expect(page.getByRole('article')).toHaveCount(8)],
  ['/ar/country?region=Oceania', (page) => expect(page.getByRole('article')).toHaveCount(27)],
  ['/ar/country/Germany', (page) => expect(page.getByRole('link', { name: 'رجوع' })).toBeVisible()],
  ['/ar/compare', (page) => expect(page.getByRole('button', { name: 'إضافة' })).toBeVisible()],
  ['/ar/contact', (page) => expect(page.getByRole('heading', { level: 1, name: 'اتصل بنا' })).toBeVisible()],
];

/** The element's box in CSS px, from the viewport's left. */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} is not laid out`);
  return { left: found.x, right: found.x + found.width };
}

test.describe('the site in Arabic, right to left', () => {
  for (const [path, loaded] of PAGES) {
    test(`${path} runs right to left and has no serious or critical axe violations`, async ({ page }) => {
      test.slow(); // axe walks every node
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await loaded(page);
      await expectNoSevereViolations(page);
    });
  }

  test('mirrors the layout: the brand at the right edge, the navigation to its left, the actions from the right, the phone number still left to right', async ({ page }) => {
    await page.goto('/ar/country/Germany');
    const width = page.viewportSize()?.width ?? 0;
    const header = page.getByRole('banner');
    const brand = await box(header.getByRole('link', { name: 'WorldAtlas' }));
    const home = await box(header.getByRole('link', { name: 'الرئيسية' }));
    expect(brand.right).toBeGreaterThan(width - 120);
    expect(home.right).toBeLessThan(brand.left);
    // Go Back first, at the start of the actions' row: the right.
    const [back, share] = [await box(page.getByRole('link', { name: 'رجوع' })), await box(page.getByRole('button', { name: 'مشاركة' }))];
    expect(back.left).toBeGreaterThan(share.right);
    expect(back.right).toBeGreaterThan(width / 2);
    // The number's first character (+) is drawn left of its last: not "0000 7946 20 44+".
    const phone = page.getByRole('contentinfo').getByRole('link', { name: '+44 20 7946 0000' });
    const [first, last] = await phone.evaluate((link) => {
      // The number's text node (inside the link's <bdi>).
      const text = document.createTreeWalker(link, NodeFilter.SHOW_TEXT).nextNode()!;
      const rect = (at: number) => {
        const range = document.createRange();
        range.setStart(text, at);
        range.setEnd(text, at + 1);
        return range.getBoundingClientRect().left;
      };
      return [rect(0), rect((text.textContent ?? '').length - 1)];
    });
    expect(first).toBeLessThan(last);
  });

  test("mirrors the compare page's bar charts: bars grow leftwards from the names on their right, whose text still reads", async ({ page }) => {
    await page.goto('/ar/compare?countries=NPL,CHE');
    const chart = page.getByRole('img', { name: /^عدد سكان/ });
    await chart.scrollIntoViewIfNeeded();
    const [bar, name] = [await box(chart.locator('rect').first()), await box(chart.locator('text').first())];
    expect(name.left).toBeGreaterThanOrEqual(bar.right - 1);
    // The drawing is mirrored (its x axis runs leftwards on screen), its texts turned back.
    expect(await chart.locator('rect').first().evaluate((rect: SVGRectElement) => rect.getScreenCTM()!.a)).toBeLessThan(0);
    // Turned back around its own centre, the name (Nepal's in Arabic, نيبال) reads as Arabic does: its first letter on the right, not mirrored to the left.
    const name0 = chart.locator('text').first();
    await expect(name0).toHaveText('نيبال');
    const letters = await name0.evaluate((text: SVGTextElement) => [text.getStartPositionOfChar(0), text.getEndPositionOfChar(text.getNumberOfChars() - 1)].map((point) => new DOMPoint(point.x, point.y).matrixTransform(text.getScreenCTM()!).x));
    expect(letters[0]).toBeGreaterThan(letters[1]!);
  });
});
