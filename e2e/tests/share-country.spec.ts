import { expect, SITE, test } from './fixtures';

// Sharing a country: its page names a preview card that chat apps and social sites show (a PNG the
// server draws), and its Share button hands the page's address to the device or copies it.

/** The content of the page's `<meta>` with `attribute` (`property` or `name`) `value`, as the server sent it. */
const metaContent = (html: string, attribute: string, value: string) => new RegExp(`<meta ${attribute}="${value.replace(/[.:]/g, '\\$&')}" content="([^"]*)"/>`).exec(html)?.[1];

test.describe('sharing a country', () => {
  test("the page's HTML names its card for link previews, and the card is a 1200×630 PNG; an unknown country's is 404", async ({ request, problems }) => {
    problems.expect(/^HTTP 404: .*\/country\/Atlantis\/card\.png$/);
    const html = await (await request.get('/country/Nepal')).text();
    const image = metaContent(html, 'property', 'og:image');
    expect(image).toBe(`${SITE.shell}/country/Nepal/card.png`);
    expect([metaContent(html, 'property', 'og:image:width'), metaContent(html, 'property', 'og:image:height'), metaContent(html, 'name', 'twitter:card')]).toEqual(['1200', '630', 'summary_large_image']);
    expect(metaContent(html, 'property', 'og:image:alt')).toMatch(/^The flag of Nepal: capital Kathmandu, population [\d,]+, region Southern Asia, Asia\.$/);

    const card = await request.get(image ?? '');
    expect([card.status(), card.headers()['content-type']]).toEqual([200, 'image/png']);
    const bytes = await card.body();
    // The PNG signature, then the IHDR chunk: width and height.
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect([bytes.subarray(12, 16).toString('latin1'), bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual(['IHDR', 1200, 630]);

    const unknown = await request.get('/country/Atlantis/card.png');
    expect([unknown.status(), unknown.headers()['content-type'], await unknown.text()]).toEqual([404, 'text/plain; charset=utf-8', 'Country not found']);
  });

  test('Share copies the page\'s address where the browser has no share sheet, and says "Link copied"', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // A browser without the Web Share API (as desktop Chromium on Linux).
    await page.addInitScript(() => delete (Navigator.prototype as { share?: unknown }).share);
    await page.goto('/country/Nepal');
    const status = page.getByRole('status');
    await expect(status).toHaveText('');
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(status).toHaveText('Link copied');
    await expect(status).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${SITE.shell}/country/Nepal`);
  });

  test("Share hands the page's title and address to the device's share sheet where there is one, and copies nothing", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The share sheet stands in here: headless Chromium on Linux has none; the page's own script calls it.
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: (data: ShareData) => (shared.push(data), Promise.resolve()) });
    });
    await page.goto('/country/Nepal');
    await page.evaluate(() => navigator.clipboard.writeText('nothing copied'));
    await page.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared)).toEqual([{ title: 'Nepal · WorldAtlas', url: `${SITE.shell}/country/Nepal` }]);
    await expect(page.getByRole('status')).toHaveText('');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('nothing copied');
  });

  test('a visitor who cancels the share sheet is not told the link was copied', async ({ page }) => {
    await page.addInitScript(() => {
      const share = () => (Object.assign(window, { asked: true }), Promise.reject(new DOMException('Share canceled', 'AbortError')));
      Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: share });
    });
    await page.goto('/country/Nepal');
    await page.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => page.evaluate(() => 'asked' in window)).toBe(true);
    // The moment a copy, and its message, would take.
    await page.waitForTimeout(300);
    await expect(page.getByRole('status')).toHaveText('');
  });
});
