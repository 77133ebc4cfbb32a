import { expect, test } from './fixtures';

test.describe('the type pairing', () => {
  test('headings are set in Fraunces and text in IBM Plex Sans, from the site, with a year of caching', async ({ page, request }) => {
    const fonts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'font') fonts.push(new URL(response.url()).pathname);
    });
    await page.goto('/');
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => [document.fonts.check('600 16px Fraunces'), document.fonts.check('400 16px "IBM Plex Sans"')])).toEqual([true, true]);
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^Fraunces, "Fraunces Fallback"/);
    expect(await page.locator('body').evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"IBM Plex Sans", "IBM Plex Sans Fallback"/);
    // The Latin files, preloaded; Latin Extended only where a page shows its characters.
    expect(fonts.sort()).toEqual([expect.stringMatching(/^\/fonts\/fraunces-latin-600-normal\.[0-9a-f]{8}\.woff2$/), expect.stringMatching(/^\/fonts\/ibm-plex-sans-latin-wght-normal\.[0-9a-f]{8}\.woff2$/)]);
    for (const path of fonts) {
      const response = await request.get(path);
      expect([response.status(), response.headers()['content-type'], response.headers()['cache-control']]).toEqual([200, 'font/woff2', 'public, max-age=31536000, immutable']);
    }
  });
});
