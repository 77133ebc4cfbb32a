import { BRAND_COLORS } from '@worldatlas/design-system/colors';
import { islandFormatter } from '@worldatlas/i18n/island';
import { islandMessages } from '@worldatlas/i18n/server';
import { intlFor } from '../../i18n';
import { MAP_MESSAGES } from './map-messages';
import { binLabel, NO_DATA_FILL, POPULATION_BINS, POPULATION_SCALE_STYLE, populationBin } from './population-scale';

/** A hex colour in CIELAB (L*, a*, b*; D65 white). */
function lab(hex: string): [number, number, number] {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27) * t / 116 + 16 / 116);
  const [x, y, z] = [(0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047, 0.2126 * r + 0.7152 * g + 0.0722 * b, (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883].map(f) as [number, number, number];
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}
/** How far apart two colours look (CIELAB ΔE*ab). */
const distance = (one: string, other: string) => Math.hypot(...lab(one).map((value, index) => value - (lab(other)[index] ?? 0)));
const SHADE_NAMES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'];
/** The bins' colours in `style` as hex, through the design system's shades the variables name. */
const binColors = (style: Record<string, unknown>) =>
  POPULATION_BINS.map((bin) => {
    const [, palette = '', shade = ''] = /(brand|accent)-(\d+)\)$/.exec(String(style[/^var\((.+)\)$/.exec(bin.color)?.[1] ?? ''])) ?? [];
    return (palette === 'brand' ? BRAND_COLORS.brand : BRAND_COLORS.accent)[SHADE_NAMES.indexOf(shade)] ?? 'missing';
  });

/** The legend's text of each bin in the language tagged `tag`, as the island's formatter gives it from the catalog. */
const legendIn = (tag: string) => {
  const format = islandFormatter(tag, islandMessages(intlFor(tag), MAP_MESSAGES));
  return POPULATION_BINS.map((bin) => binLabel(bin, format, tag));
};
const ENGLISH_LEGEND = ['Under 100K', '100K – 1M', '1M – 10M', '10M – 100M', '100M and more'];

describe('population colour scale', () => {
  it('has five decade bins, each colour told apart from its neighbours and from the page', () => {
    expect(POPULATION_BINS.map((bin) => [bin.min, bin.max])).toEqual([
      [1, 100_000],
      [100_000, 1_000_000],
      [1_000_000, 10_000_000],
      [10_000_000, 100_000_000],
      [100_000_000, Number.POSITIVE_INFINITY],
    ]);
    for (const [style, surfaces, darker] of [
      [POPULATION_SCALE_STYLE, [BRAND_COLORS.light.bg, BRAND_COLORS.light.panel, BRAND_COLORS.light.subtle], true],
      [POPULATION_SCALE_STYLE._dark, [BRAND_COLORS.dark.bg, BRAND_COLORS.dark.panel, BRAND_COLORS.dark.subtle], false],
    ] as const) {
      const colors = binColors(style);
      // Neighbouring bins, and the fewest people against the page, are colours the eye tells apart.
      colors.slice(1).forEach((color, index) => expect(distance(colors[index] ?? '', color)).toBeGreaterThanOrEqual(12));
      for (const surface of surfaces) expect(distance(colors[0] ?? '', surface)).toBeGreaterThanOrEqual(20);
      // Up to 100 M the teal runs one way: darker with more people on the light page, lighter on the dark one.
      const lightness = colors.slice(0, 4).map((color) => lab(color)[0]);
      lightness.slice(1).forEach((value, index) => expect(darker ? value < (lightness[index] ?? 0) : value > (lightness[index] ?? 0)).toBe(true));
    }
  });

  it('names each bin in the legend in the language, its numbers in its short form', () => {
    expect(legendIn('en')).toEqual(ENGLISH_LEGEND);
    expect(legendIn('fr')).toEqual(['Moins de 100\u00a0k', '100\u00a0k – 1\u00a0M', '1\u00a0M – 10\u00a0M', '10\u00a0M – 100\u00a0M', '100\u00a0M et plus']);
    expect(legendIn('ar')).toEqual(['أقل من 100\u00a0ألف', '100\u00a0ألف – 1\u00a0مليون', '1\u00a0مليون – 10\u00a0مليون', '10\u00a0مليون – 100\u00a0مليون', '100\u00a0مليون فأكثر']);
  });

  it.each([
    [1, 'Under 100K'],
    [99_999, 'Under 100K'],
    [100_000, '100K – 1M'],
    [29_136_808, '10M – 100M'],
    [1_402_112_000, '100M and more'],
  ])('puts %d people in "%s"', (population, label) => {
    const bin = populationBin(population);
    expect(bin && ENGLISH_LEGEND[POPULATION_BINS.indexOf(bin)]).toBe(label);
  });

  it('has no bin for no people or no number, which the map draws in a colour of its own', () => {
    for (const population of [0, -5, Number.NaN, undefined]) expect(populationBin(population)).toBeUndefined();
    expect(POPULATION_BINS.map((bin) => bin.color)).not.toContain(NO_DATA_FILL);
  });
});
