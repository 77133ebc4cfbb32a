import { NO_DATA_FILL, POPULATION_BINS, POPULATION_SCALE_STYLE, populationBin } from './population-scale';

describe('population colour scale', () => {
  it('has five decade bins with legend labels, darker with more people on the light page and lighter on the dark one', () => {
    expect(POPULATION_BINS.map((bin) => bin.label)).toEqual(['Under 100K', '100K – 1M', '1M – 10M', '10M – 100M', '100M and more']);
    const shades = (style: Record<string, unknown>) => POPULATION_BINS.map((bin) => style[/^var\((.+)\)$/.exec(bin.color)?.[1] ?? '']);
    expect(shades(POPULATION_SCALE_STYLE)).toEqual(['200', '300', '500', '700', '900'].map((shade) => `var(--chakra-colors-brand-${shade})`));
    expect(shades(POPULATION_SCALE_STYLE._dark)).toEqual(['800', '700', '500', '300', '100'].map((shade) => `var(--chakra-colors-brand-${shade})`));
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
