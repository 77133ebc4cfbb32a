import { defineClasses, useLocale } from '@worldatlas/design-system';
import { formatFigure, formatPopulation } from '@worldatlas/design-system/format';
import { countryName, defineMessages, directionOf, isolated, languageOfTag } from '@worldatlas/i18n';
import { intlFor } from '../i18n';
import type { ComparedCountry } from './compare-data';
import { AREA_VALUE, topFigureMark } from './compare-rows';

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
  // Bars grow from the reading start: on a right-to-left page the drawing is mirrored, and each of
  // its texts turned back around its own centre so it reads; laid out left to right either way, so
  // the texts' anchors (a name's end at its bar) hold.
  svg: {
    display: 'block',
    w: 'full',
    h: 'auto',
    maxW: '36rem',
    direction: 'ltr',
    _rtl: { transform: 'scaleX(-1)', '& text': { transform: 'scaleX(-1)', transformBox: 'fill-box', transformOrigin: 'center' } },
  },
  caption: { mt: '3', fontSize: 'sm', color: 'fg.muted' },
});

const MESSAGES = defineMessages({
  population: { id: 'compare.chart.population', defaultMessage: 'Population', description: 'The title of the bar chart of how many people live in each compared country.' },
  area: { id: 'compare.chart.area', defaultMessage: 'Area', description: 'The title of the bar chart of each compared country’s area.' },
  populationBars: { id: 'compare.chart.populationBars', defaultMessage: 'Population of {countries} as bars; the table gives the figures.', description: 'The text alternative of the population bar chart; countries: the names, as a list.' },
  areaBars: { id: 'compare.chart.areaBars', defaultMessage: 'Area of {countries} as bars; the table gives the figures.', description: 'The text alternative of the area bar chart; countries: the names, as a list.' },
  notKnown: { id: 'compare.chart.notKnown', defaultMessage: 'not known', description: 'Beside a country’s name in a bar chart, in place of the bar and figure, when the data has no figure.' },
  caption: {
    id: 'compare.chart.caption',
    defaultMessage: 'Population and area, each scaled to the {mark, select, larger {larger} other {largest}} country compared.',
    description: 'Under the two bar charts: each bar’s length is relative to the country with the highest figure; "larger" when two countries are compared, "largest" when more are.',
  },
});

/** The most characters of a name a bar's label shows; a longer one is cut with an ellipsis (the table names it whole). */
const LABEL_CHARACTERS = 20;
const shortName = (name: string) => (name.length > LABEL_CHARACTERS ? `${name.slice(0, LABEL_CHARACTERS - 1).trimEnd()}…` : name);

/** One panel of the chart, its texts in the page's language: a bar per country, scaled to the largest figure. */
interface Panel {
  title: string;
  /** The SVG's accessible name. */
  label: string;
  figures: (number | undefined)[];
  text: (value: number) => string;
}

/**
 * A panel as its own SVG: a bar per country, scaled to the largest figure; an unknown figure gets no
 * bar and the words `notKnown`. `rtl`: the page reads right to left, whose direction the SVG's texts
 * would take, anchoring the names into the bars; the drawing is laid out left to right.
 */
function PanelBars({ panel, names, notKnown, className, rtl }: { panel: Panel; names: readonly string[]; notKnown: string; className: string; rtl: boolean }) {
  const max = Math.max(0, ...panel.figures.filter((value): value is number => typeof value === 'number'));
  const span = WIDTH - LABEL_WIDTH - FIGURE_WIDTH;
  return (
    <svg role="img" aria-label={panel.label} viewBox={`0 0 ${WIDTH} ${names.length * (BAR_HEIGHT + BAR_GAP)}`} className={className} direction={rtl ? 'ltr' : undefined}>
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
              {typeof value === 'number' ? panel.text(value) : notKnown}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/**
 * Population and area of the compared countries as two bar charts, in the page's language (the
 * countries' names too), each an SVG drawn on the server (no script) whose name says what it shows;
 * the table above is their text alternative.
 */
export function SizeChart({ countries }: { countries: readonly ComparedCountry[] }) {
  const classes = useClasses();
  const locale = useLocale();
  const intl = intlFor(locale);
  const language = languageOfTag(locale);
  const names = countries.map((country) => countryName(country, language));
  const listed = { countries: intl.formatList(names.map((name) => isolated(name, language)), { type: 'conjunction', style: 'narrow' }) };
  const panels: Panel[] = [
    { title: intl.formatMessage(MESSAGES.population), label: intl.formatMessage(MESSAGES.populationBars, listed), figures: countries.map((country) => country.population), text: (value) => formatPopulation(value, locale) },
    {
      title: intl.formatMessage(MESSAGES.area),
      label: intl.formatMessage(MESSAGES.areaBars, listed),
      figures: countries.map((country) => (country.area && country.area > 0 ? country.area : undefined)),
      text: (value) => intl.formatMessage(AREA_VALUE, { area: formatFigure(value, locale) }),
    },
  ];
  const notKnown = intl.formatMessage(MESSAGES.notKnown);
  return (
    <figure className={classes.figure}>
      <div className={classes.panels}>
        {panels.map((panel) => (
          <div key={panel.title}>
            <p className={classes.title} aria-hidden="true">
              {panel.title}
            </p>
            <PanelBars panel={panel} names={names} notKnown={notKnown} className={classes.svg} rtl={directionOf(language) === 'rtl'} />
          </div>
        ))}
      </div>
      <figcaption className={classes.caption}>{intl.formatMessage(MESSAGES.caption, { mark: topFigureMark(countries.length) })}</figcaption>
    </figure>
  );
}
