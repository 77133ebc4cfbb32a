import { formatPopulation } from '@worldatlas/design-system/format';
import { drawCountries, MAP_HEIGHT, MAP_WIDTH } from '@worldatlas/world-map';
import { countryHref } from '../../country-href';
import { type ListCountry, type MapCountry, shownName } from '../../list-country';
import { type MapFormat, MAP_MESSAGES } from './map-messages';
import { WORLD_MAP_ID } from './map-selection';
import type { MapClasses } from './map-styles';
import { binLabel, NO_DATA_FILL, NO_DATA_PATTERN_ID, NO_DATA_SWATCH, POPULATION_BINS, populationBin } from './population-scale';

/** Props of {@link WorldMap}. */
export interface WorldMapProps {
  /** Every country of the list (`ccn3` joins its shape, `latlng` places its dot): those not shown are drawn muted. */
  countries: readonly MapCountry[];
  /** The countries the query selects, in the list's order: each a link, in this Tab order. */
  shown: readonly Pick<ListCountry, 'cca3'>[];
  /** The page's locale (BCP 47): its numbers (populations, the legend's short ones). */
  locale: string;
  /** The address of a country's page, with `COUNTRY_NAME_SLOT` for its name (`countryHref`). */
  countryPath: string;
  /** The map's classes (`MAP_STYLES`, resolved on the server). */
  classes: MapClasses;
  /** Formats its messages ({@link MAP_MESSAGES}) in the page's language: the island's formatter, on the server too. */
  format: MapFormat;
}

/** The legend's title's id: it names the legend's list (one list map on a page). */
const LEGEND_TITLE_ID = 'country-map-legend';

/** What the legend is drawn with: the map's classes, its messages' formatter and the page's locale. */
interface LegendProps {
  classes: MapClasses;
  format: MapFormat;
  locale: string;
}

/** The map's legend under its visible title, Population (which names the list): each population band's colour, and the hatching of no data. */
function PopulationLegend({ classes, format, locale }: LegendProps) {
  return (
    <div className={classes.legendRow}>
      <p id={LEGEND_TITLE_ID} className={classes.legendTitle}>
        {format(MAP_MESSAGES.legendTitle)}
      </p>
      <PopulationBands classes={classes} format={format} locale={locale} />
    </div>
  );
}

/** The legend's entries, a list named by its title: each band with its numbers in the locale's short form. */
function PopulationBands({ classes, format, locale }: LegendProps) {
  return (
    <ul aria-labelledby={LEGEND_TITLE_ID} className={classes.legend}>
      {POPULATION_BINS.map((bin) => (
        <li key={bin.color} className={classes.legendItem}>
          <span aria-hidden="true" className={classes.swatch} style={{ background: bin.color }} />
          {binLabel(bin, format, locale)}
        </li>
      ))}
      <li className={classes.legendItem}>
        <span aria-hidden="true" className={classes.swatch} style={{ background: NO_DATA_SWATCH }} />
        {format(MAP_MESSAGES.noData)}
      </li>
    </ul>
  );
}

/** The hatching that fills a territory without people or data ({@link NO_DATA_FILL}). */
function NoDataPattern() {
  return (
    <defs>
      <pattern id={NO_DATA_PATTERN_ID} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="6" height="6" fill="var(--chakra-colors-bg-subtle)" />
        <line x1="0" y1="0" x2="0" y2="6" stroke="var(--chakra-colors-fg-muted)" strokeWidth="1.5" />
      </pattern>
    </defs>
  );
}

/**
 * The list as a world map, drawn as SVG: the shown countries coloured by population (legend below,
 * titled Population, in each colour mode's shades; no data hatched), the others muted. On a phone
 * the map is drawn wider than the screen, so tall enough to tap, and slides sideways in its frame (a
 * hint says so). Each shown country is a link named by its common name, to its page, reached by
 * Tab in the list's order; small territories are dots. Every country carries what the list's island
 * needs to show or mute it and to fill its tooltip (`map-selection.ts`). Its texts are in the page's
 * language (`format`), its numbers in its locale's form. Drawn on the server in the map view; the
 * list's island draws it in the browser when the visitor switches to the map (its code is loaded
 * then). Shapes: Natural Earth, 1:110m.
 */
export function WorldMap({ countries, shown, locale, countryPath, classes, format }: WorldMapProps) {
  const notAvailable = format(MAP_MESSAGES.notAvailable);
  const { places, unclaimed } = drawCountries(countries, (country) => country.cca3);
  const shownCodes = new Set(shown.map((country) => country.cca3));
  const byCode = new Map(countries.map((country) => [country.cca3, country]));
  const place = (country: MapCountry, link: boolean) => {
    const at = places[country.cca3];
    if (!at) return null;
    // Named as the page names it (`localName` in another language than English), linked by its English common name.
    const name = shownName(country);
    const page = countryHref(countryPath, country.name.common);
    const fill = populationBin(country.population)?.color ?? NO_DATA_FILL;
    return (
      <a
        key={country.cca3}
        href={link ? page : undefined}
        aria-label={name}
        className={classes.place}
        data-cca3={country.cca3}
        data-href={page}
        data-name={name}
        data-population={formatPopulation(country.population, locale)}
        data-capital={country.capital?.[0] ?? notAvailable}
      >
        {at.d ? <path d={at.d} fill={fill} stroke="var(--chakra-colors-fg-muted)" strokeWidth="0.4" /> : null}
        {at.dot ? <circle cx={at.dot[0]} cy={at.dot[1]} r="4" fill={fill} stroke="var(--chakra-colors-fg)" strokeWidth="0.75" /> : null}
      </a>
    );
  };
  return (
    <div id={WORLD_MAP_ID} className={classes.stack} hidden={shown.length === 0}>
      <div className={classes.frame}>
        <div className={classes.box} data-map-box="">
          <svg aria-label={format(MAP_MESSAGES.label)} role="group" viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} className={classes.svg}>
            <NoDataPattern />
            <g aria-hidden="true" fill="var(--chakra-colors-bg-emphasized)" stroke="var(--chakra-colors-bg-subtle)" strokeWidth="0.5">
              {unclaimed.map((d, index) => (
                <path key={index} d={d} />
              ))}
            </g>
            <g aria-hidden="true" data-map-muted="">
              {countries.filter((country) => !shownCodes.has(country.cca3)).map((country) => place(country, false))}
            </g>
            <g data-map-shown="">{shown.map(({ cca3 }) => byCode.get(cca3)).map((country) => country && place(country, true))}</g>
          </svg>
          <div role="tooltip" hidden className={classes.tooltip}>
            <p />
            <p />
            <p />
          </div>
        </div>
      </div>
      <p className={classes.panHint}>{format(MAP_MESSAGES.panHint)}</p>
      <PopulationLegend classes={classes} format={format} locale={locale} />
    </div>
  );
}
