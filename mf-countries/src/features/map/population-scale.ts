/** One bin of the population scale: populations from `min` (inclusive) below `max`, and its colour. */
export interface PopulationBin {
  min: number;
  max: number;
  /** A CSS colour: a token of the design system's blue palette, so both colour modes read it. */
  color: string;
  /** The legend's text, e.g. "1 M – 10 M". */
  label: string;
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });

/** Bin edges in people: a decade each, as populations span 0 to 1.4 billion. */
const EDGES = [1, 100_000, 1_000_000, 10_000_000, 100_000_000, Number.POSITIVE_INFINITY];
const SHADES = ['200', '300', '500', '700', '900'];

/** The population bins, light to dark: under 100 k, 100 k – 1 M, 1 M – 10 M, 10 M – 100 M, 100 M and more. */
export const POPULATION_BINS: readonly PopulationBin[] = SHADES.map((shade, index) => {
  const min = EDGES[index] ?? 0;
  const max = EDGES[index + 1] ?? Number.POSITIVE_INFINITY;
  const label = index === 0 ? `Under ${compact.format(max)}` : max === Number.POSITIVE_INFINITY ? `${compact.format(min)} and more` : `${compact.format(min)} – ${compact.format(max)}`;
  return { min, max, color: `var(--chakra-colors-blue-${shade})`, label };
});

/** The colour of a territory without people or data (uninhabited, or no population): distinct from every bin. */
export const NO_DATA_COLOR = 'var(--chakra-colors-orange-400)';

/** The bin a population falls in, or `undefined` for no data (0 people, a missing or invalid number). */
export function populationBin(population: number | undefined): PopulationBin | undefined {
  if (population === undefined || !Number.isFinite(population) || population < 1) return undefined;
  return POPULATION_BINS.find((bin) => population >= bin.min && population < bin.max);
}
