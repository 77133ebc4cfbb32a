import { expect, test } from './fixtures';

test.describe("the design system's stylesheet", () => {
  test('every page links the one file, kept a year, and carries none of it', async ({ page, request }) => {
    const sheets = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'stylesheet') sheets.add(new URL(response.url()).pathname);
    });
    for (const path of ['/', '/country/Nepal', '/contact']) {
      await page.goto(path);
      // The tokens reach the page from the stylesheet.
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-blue-700').trim())).not.toBe('');
      const html = await (await request.get(path)).text();
      expect(html).not.toContain('css-global');
      expect(html).not.toContain('--chakra-colors-blue-700:');
    }
    expect([...sheets]).toEqual([expect.stringMatching(/^\/styles\/system\.[0-9a-f]{8}\.css$/)]);
    const response = await request.get([...sheets][0] ?? '');
    expect([response.status(), response.headers()['content-type'], response.headers()['cache-control']]).toEqual([200, 'text/css; charset=utf-8', 'public, max-age=31536000, immutable']);
    expect(await response.text()).toMatch(/^@layer reset,base,tokens,recipes;/);
  });
});
