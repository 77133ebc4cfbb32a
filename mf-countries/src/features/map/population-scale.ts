import { inDarkMode } from '@worldatlas/design-system';
import { type MapFormat, MAP_MESSAGES } from './map-messages';

/** One bin of the population scale: populations from `min` (inclusive) below `max`, and its colour; {@link binLabel} names it in a language. */
export interface PopulationBin {
  min: number;
  max: number;
  /** A CSS colour: the bin's variable of {@link POPULATION_SCALE_STYLE}, a shade of the design system's teal (terracotta for the most populous) in each colour mode. */
  color: string;
}

/** Bin edges in people: a decade each, as populations span 0 to 1.4 billion. */
const EDGES = [1, 100_000, 1_000_000, 10_000_000, 100_000_000, Number.POSITIVE_INFINITY];
/**
 * Each bin's colour on the light page: the brand's teal, darker with more people, and the most
 * populous countries in the accent's terracotta, as the site marks the largest figure. Neighbouring
 * bins are at least 12 apart in CIELAB (ΔE), so the eye tells them apart.
 */
const LIGHT_COLORS = ['brand-200', 'brand-300', 'brand-500', 'brand-700', 'accent-700'];
/** On the dark page the teal runs the other way, lighter with more people, so the largest countries stand out from it; the most populous in a pale terracotta. */
const DARK_COLORS = ['brand-700', 'brand-500', 'brand-300', 'brand-100', 'accent-200'];

const variablesOf = (colors: readonly string[]) => Object.fromEntries(colors.map((color, index) => [`--map-population-${index}`, `var(--chakra-colors-${color})`])) as Record<`--${string}`, string>;

/** The bins' colours as variables of the map's element, for `defineClasses`: each mode's shades. */
export const POPULATION_SCALE_STYLE = { ...variablesOf(LIGHT_COLORS), ...inDarkMode(variablesOf(DARK_COLORS)) };

/** The population bins, from the fewest people: under 100 k, 100 k – 1 M, 1 M – 10 M, 10 M – 100 M, 100 M and more. */
export const POPULATION_BINS: readonly PopulationBin[] = LIGHT_COLORS.map((_color, index) => {
  const min = EDGES[index] ?? 0;
  const max = EDGES[index + 1] ?? Number.POSITIVE_INFINITY;
  return { min, max, color: `var(--map-population-${index})` };
});

/**
 * The legend's text of the bin from `min` below `max` with `format` (the map's messages' formatter
 * in the page's language), numbers in `locale`'s short form (BCP 47, `Intl.NumberFormat`'s compact
 * notation): "Under 100K", "1M – 10M", "100M and more" in English, "Moins de 100 k" in French.
 */
export function binLabel({ min, max }: Pick<PopulationBin, 'min' | 'max'>, format: MapFormat, locale: string): string {
  const compact = new Intl.NumberFormat(locale, { notation: 'compact' });
  if (min <= (EDGES[0] ?? 1)) return format(MAP_MESSAGES.under, { max: compact.format(max) });
  if (max === Number.POSITIVE_INFINITY) return format(MAP_MESSAGES.over, { min: compact.format(min) });
  return format(MAP_MESSAGES.between, { min: compact.format(min), max: compact.format(max) });
}

/** The id of the map's hatching, which fills a territory without people or data. */
export const NO_DATA_PATTERN_ID = 'map-no-data';
/**
 * A territory without people or data (uninhabited, or no population): hatched in the muted text
 * colour, distinct from every bin without outweighing them (Antarctica is a large shape).
 */
export const NO_DATA_FILL = `url(#${NO_DATA_PATTERN_ID})`;
/** The same hatching for the legend's swatch, as a CSS background. */
export const NO_DATA_SWATCH = 'repeating-linear-gradient(45deg, var(--chakra-colors-fg-muted) 0 1.5px, transparent 1.5px 5px)';

/** The bin a population falls in, or `undefined` for no data (0 people, a missing or invalid number). */
export function populationBin(population: number | undefined): PopulationBin | undefined {
  if (population === undefined || !Number.isFinite(population) || population < 1) return undefined;
  return POPULATION_BINS.find((bin) => population >= bin.min && population < bin.max);
}
