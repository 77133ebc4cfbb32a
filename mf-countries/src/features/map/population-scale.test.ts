import { NO_DATA_COLOR, POPULATION_BINS, populationBin } from './population-scale';

describe('population colour scale', () => {
  it('has five decade bins, light to dark, with legend labels', () => {
    expect(POPULATION_BINS.map((bin) => bin.label)).toEqual(['Under 100K', '100K – 1M', '1M – 10M', '10M – 100M', '100M and more']);
    expect(POPULATION_BINS.map((bin) => bin.color)).toEqual(['200', '300', '500', '700', '900'].map((shade) => `var(--chakra-colors-blue-${shade})`));
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
    expect(POPULATION_BINS.map((bin) => bin.color)).not.toContain(NO_DATA_COLOR);
  });
});
