import { defineClasses, formatArea, formatPopulation, useLocale } from '@worldatlas/design-system';
import type { ComparedCountry } from './compare-data';
import { topFigureMark } from './compare-rows';

/** The chart's drawing units: the SVG scales to its box, so these are proportions, not pixels. */
const WIDTH = 480;
const LABEL_WIDTH = 150;
const BAR_HEIGHT = 22;
const BAR_GAP = 10;
/** Room right of the longest bar for its figure. */
const FIGURE_WIDTH = 120;

const useClasses = defineClasses({
  figure: { m: '0', borderWidth: '1px', borderColor: 'border', borderRadius: 'l3', p: '4', bg: 'bg' },
  panels: { display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: '6' },
  title: { fontWeight: 'semibold', fontSize: 'md', mb: '2' },
  svg: { display: 'block', w: 'full', h: 'auto', maxW: '36rem' },
  caption: { mt: '3', fontSize: 'sm', color: 'fg.muted' },
});

/** The most characters of a name a bar's label shows; a longer one is cut with an ellipsis (the table names it whole). */
const LABEL_CHARACTERS = 20;
const shortName = (name: string) => (name.length > LABEL_CHARACTERS ? `${name.slice(0, LABEL_CHARACTERS - 1).trimEnd()}…` : name);

/** One panel of the chart: a bar per country, scaled to the largest figure. */
interface Panel {
  title: string;
  figures: (number | undefined)[];
  text: (value: number) => string;
}

/** A panel as its own SVG: a bar per country, scaled to the largest figure; an unknown figure gets no bar and the words "not known". */
function PanelBars({ panel, names, className }: { panel: Panel; names: readonly string[]; className: string }) {
  const max = Math.max(0, ...panel.figures.filter((value): value is number => typeof value === 'number'));
  const span = WIDTH - LABEL_WIDTH - FIGURE_WIDTH;
  return (
    <svg role="img" aria-label={`${panel.title} of ${names.join(', ')} as bars; the table gives the figures.`} viewBox={`0 0 ${WIDTH} ${names.length * (BAR_HEIGHT + BAR_GAP)}`} className={className}>
      {panel.figures.map((value, index) => {
        const y = index * (BAR_HEIGHT + BAR_GAP);
        const length = typeof value === 'number' && max > 0 ? Math.max(2, (value / max) * span) : 0;
        return (
          <g key={names[index]}>
            <text x={LABEL_WIDTH - 8} y={y + 16} textAnchor="end" fontSize="14" fill="currentColor">
              {shortName(names[index] ?? '')}
            </text>
            <rect x={LABEL_WIDTH} y={y} width={length} height={BAR_HEIGHT} rx="3" fill="var(--chakra-colors-brand-solid)" />
            <text x={LABEL_WIDTH + length + 6} y={y + 16} fontSize="14" fill="currentColor">
              {typeof value === 'number' ? panel.text(value) : 'not known'}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/**
 * Population and area of the compared countries as two bar charts, each an SVG drawn on the server
 * (no script) whose name says what it shows; the table above is their text alternative.
 */
export function SizeChart({ countries }: { countries: readonly ComparedCountry[] }) {
  const classes = useClasses();
  const locale = useLocale();
  const names = countries.map((country) => country.name.common);
  const panels: Panel[] = [
    { title: 'Population', figures: countries.map((country) => country.population), text: (value) => formatPopulation(value, locale) },
    { title: 'Area', figures: countries.map((country) => (country.area && country.area > 0 ? country.area : undefined)), text: (value) => formatArea(value, locale) ?? '' },
  ];
  return (
    <figure className={classes.figure}>
      <div className={classes.panels}>
        {panels.map((panel) => (
          <div key={panel.title}>
            <p className={classes.title} aria-hidden="true">
              {panel.title}
            </p>
            <PanelBars panel={panel} names={names} className={classes.svg} />
          </div>
        ))}
      </div>
      <figcaption className={classes.caption}>Population and area, each scaled to the {topFigureMark(countries.length)} country compared.</figcaption>
    </figure>
  );
}
