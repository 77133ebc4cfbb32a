import { BRAND_COLORS } from '@worldatlas/design-system/colors';
import { NO_DATA_FILL, POPULATION_BINS, POPULATION_SCALE_STYLE, populationBin } from './population-scale';

/** The CIELAB lightness (L*, 0–100) of a hex colour. */
function lightness(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return y > 216 / 24389 ? 116 * Math.cbrt(y) - 16 : (24389 / 27) * y;
}
const SHADE_NAMES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'];
/** The bins' colours in `style` as hex, through the brand shades the variables name. */
const binColors = (style: Record<string, unknown>) =>
  POPULATION_BINS.map((bin) => {
    const shade = /brand-(\d+)\)$/.exec(String(style[/^var\((.+)\)$/.exec(bin.color)?.[1] ?? '']))?.[1] ?? '';
    return BRAND_COLORS.brand[SHADE_NAMES.indexOf(shade)] ?? 'missing';
  });

describe('population colour scale', () => {
  it('has five decade bins with legend labels, darker with more people on the light page and lighter on the dark one', () => {
    expect(POPULATION_BINS.map((bin) => bin.label)).toEqual(['Under 100K', '100K – 1M', '1M – 10M', '10M – 100M', '100M and more']);
    const light = binColors(POPULATION_SCALE_STYLE).map(lightness);
    const dark = binColors(POPULATION_SCALE_STYLE._dark).map(lightness);
    // Darker with more people on the light page, lighter on the dark one, every step one the eye tells apart.
    light.slice(1).forEach((value, index) => expect((light[index] ?? 0) - value).toBeGreaterThanOrEqual(12));
    dark.slice(1).forEach((value, index) => expect(value - (dark[index] ?? 0)).toBeGreaterThanOrEqual(10));
  });

  it('keeps the fewest people apart from the page in both colour modes', () => {
    const [fewestLight = 0] = binColors(POPULATION_SCALE_STYLE).map(lightness);
    const [fewestDark = 0] = binColors(POPULATION_SCALE_STYLE._dark).map(lightness);
    for (const surface of [BRAND_COLORS.light.bg, BRAND_COLORS.light.panel, BRAND_COLORS.light.subtle]) expect(lightness(surface) - fewestLight).toBeGreaterThanOrEqual(10);
    for (const surface of [BRAND_COLORS.dark.bg, BRAND_COLORS.dark.panel, BRAND_COLORS.dark.subtle]) expect(fewestDark - lightness(surface)).toBeGreaterThanOrEqual(20);
  });

  it.each([
    [1, 'Under 100K'],
    [99_999, 'Under 100K'],
    [100_000, '100K – 1M'],
    [29_136_808, '10M – 100M'],
    [1_402_112_000, '100M and more'],
  ])('puts %d people in "%s"', (population, label) => {
    expect(populationBin(population)?.label).toBe(label);
  });

  it('has no bin for no people or no number, which the map draws in a colour of its own', () => {
    for (const population of [0, -5, Number.NaN, undefined]) expect(populationBin(population)).toBeUndefined();
    expect(POPULATION_BINS.map((bin) => bin.color)).not.toContain(NO_DATA_FILL);
  });
});
