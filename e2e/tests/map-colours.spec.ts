import { expect, test } from './fixtures';
import { legendOf, mapLinks, worldMap } from './world-map';

/** A colour's red, green and blue channels (0–255), from its computed `rgb(…)`. */
const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);

/** A colour's relative luminance (WCAG). */
function luminance(colour: string): number {
  const [r = 0, g = 0, b = 0] = channels(colour).map((channel) => (channel / 255 <= 0.03928 ? channel / 255 / 12.92 : ((channel / 255 + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two colours (1 to 21). */
function contrast(a: string, b: string): number {
  const [light = 0, dark = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

test.describe("the world map's colours", () => {
  test("in dark mode the map's teal runs lighter with more people, the most populous countries stand out in terracotta, both top bins at 3:1 and more on the map, and No data is a neutral hatch", async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/country?view=map');
    await expect(page.locator('html')).toHaveClass('dark');
    await expect(mapLinks(page)).toHaveCount(250);
    const legend = await legendOf(page);
    // The map's own backdrop: the nearest ancestor of its drawing with a background.
    const backdrop = await worldMap(page).evaluate((group) => {
      for (let node: Element | null = group; node; node = node.parentElement) {
        const colour = getComputedStyle(node).backgroundColor;
        if (colour !== 'rgba(0, 0, 0, 0)') return colour;
      }
      return '';
    });
    const bins = legend.slice(0, -1);
    const teal = bins.slice(0, -1);
    const lightness = teal.map((bin) => luminance(bin.colour));
    expect(lightness, 'each teal bin lighter than the one before').toEqual([...lightness].sort((a, b) => a - b));
    const hue = (colour: string) => {
      const [r = 0, , b = 0] = channels(colour);
      return r > b ? 'warm' : 'cool';
    };
    expect(bins.map((bin) => hue(bin.colour))).toEqual(['cool', 'cool', 'cool', 'cool', 'warm']);
    for (const bin of bins.slice(-2)) expect(contrast(bin.colour, backdrop), `${bin.label} (${bin.colour}) on ${backdrop}`).toBeGreaterThanOrEqual(3);
    expect(legend.at(-1)).toEqual({ label: 'No data', colour: 'hatched' });
    // Antarctica, which has no people, is hatched in the page's muted text colour: a grey, no colour that draws the eye.
    const antarctica = worldMap(page).getByRole('link', { name: 'Antarctica', exact: true });
    await expect(antarctica.locator('path').first()).toHaveCSS('fill', /^url\(/);
    const hatch = await page.locator('pattern#map-no-data line').evaluate((line) => getComputedStyle(line).stroke);
    // HSL saturation: a grey is near 0, the orange this replaced near 1.
    const [high = 0, low = 0] = [Math.max(...channels(hatch)) / 255, Math.min(...channels(hatch)) / 255];
    const saturation = high === low ? 0 : (high - low) / (1 - Math.abs(high + low - 1));
    expect(saturation, `the hatch's colour ${hatch}`).toBeLessThan(0.3);
  });
});
