import { defineClasses } from '@worldatlas/design-system';
import type { MappableCountry } from './join';
import { drawLocator } from './locator';
import { LOCATOR_HEIGHT, LOCATOR_WIDTH } from './map-size';

const useClasses = defineClasses({
  box: { position: 'relative', aspectRatio: `${LOCATOR_WIDTH} / ${LOCATOR_HEIGHT}`, bg: 'bg.subtle', borderRadius: 'l2', borderWidth: '1px', overflow: 'hidden' },
  layer: { position: 'absolute', inset: '0', w: 'full', h: 'full' },
  overlay: { pointerEvents: 'none' },
  // The same few pixels across on a phone as on a desktop, where the map is three times as wide.
  ring: { r: { base: '24', md: '10' }, strokeWidth: { base: '6', md: '3' } },
  // A stroke alone cannot keep 3:1 against both the sea and the fills: the focused shape is cut out
  // in the page colour and ringed in the text colour.
  link: {
    cursor: 'pointer',
    outline: 'none',
    _hover: { '& path, & circle': { stroke: 'fg', strokeWidth: '2' } },
    _focusVisible: { '& path, & circle': { fill: 'bg', stroke: 'fg', strokeWidth: '3' } },
  },
  note: { mt: '2', fontSize: 'sm', color: 'fg.muted' },
});

// The design system's accent: the country itself strong, its neighbours a pale shade of the same
// hue, both apart from the neutral land and sea, in either colour mode.
const COUNTRY_COLOR = 'var(--chakra-colors-accent-600)';
const NEIGHBOUR_COLOR = 'var(--chakra-colors-accent-200)';

/** A country the map links: its record, the address of its page and its name in the page's language (the link's name). */
type LinkedCountry = MappableCountry & { href: string; label: string };

/** Props of {@link LocatorMap}. */
export interface LocatorMapProps {
  /** The countries shown in red (their `ccn3` and `latlng`); the map is zoomed to them. */
  countries: readonly MappableCountry[];
  /** The picture's accessible name, e.g. "Nepal on a world map". */
  label: string;
  /** Countries drawn around them, each a link named `label` (its name in the page's language); the view takes them in, up to a few times the countries' own extent. */
  neighbours?: readonly LinkedCountry[];
  /** The accessible name of the neighbours' links (a group drawn whenever `neighbours` is given, even empty). */
  neighboursLabel?: string;
  /** The note under the map naming `countries` that have no place in the data ("Not on the map: Atlantis."), in the page's language. */
  notOnTheMap: (countries: readonly MappableCountry[]) => string;
}

/**
 * A locator map drawn on the server as SVG (no script): `countries` in red on the land and borders
 * around them, zoomed to them and their neighbours, the neighbours shaded, each a link to its page.
 * The picture is an `svg` with `role="img"` named `label`; the neighbours' links lie over it in a
 * second layer (`role="group"` named `neighboursLabel`), so assistive technology and the keyboard
 * reach them; a country too small to see is ringed in the accent colour in a third, on top, hidden from
 * assistive technology (the picture's name says which country it is). A country with no place in the data is named
 * under the map. Rendered on the server only: it uses the design system, which islands never load.
 * Shapes: Natural Earth, 1:110m.
 */
export function LocatorMap({ countries, label, neighbours, neighboursLabel, notOnTheMap }: LocatorMapProps) {
  const classes = useClasses();
  const drawing = drawLocator(countries, neighbours);
  const viewBox = `0 0 ${drawing.view.width} ${drawing.view.height}`;
  return (
    <div>
      <div className={classes.box}>
        <svg role="img" aria-label={label} viewBox={viewBox} className={classes.layer}>
          <path d={drawing.land} fill="var(--chakra-colors-bg-emphasized)" />
          <path d={drawing.borders} fill="none" stroke="var(--chakra-colors-bg-subtle)" strokeWidth="0.75" />
          {drawing.countries.map(({ country, place }) =>
            place.d ? <path key={country.name.common} d={place.d} fill={COUNTRY_COLOR} stroke="var(--chakra-colors-fg)" strokeWidth="0.75" /> : null,
          )}
        </svg>
        {neighbours ? (
          <svg aria-label={neighboursLabel} role="group" viewBox={viewBox} className={classes.layer}>
            {drawing.neighbours.map(({ country, place }) => (
              <a key={country.href} href={country.href} aria-label={country.label} className={classes.link}>
                {place.d ? <path d={place.d} fill={NEIGHBOUR_COLOR} stroke="var(--chakra-colors-fg)" strokeWidth="0.5" /> : null}
                {place.dot ? <circle cx={place.dot[0]} cy={place.dot[1]} r="5" fill={NEIGHBOUR_COLOR} stroke="var(--chakra-colors-fg)" /> : null}
              </a>
            ))}
          </svg>
        ) : null}
        {/* Rings last, so that a country inside a neighbour (Vatican City in Italy) shows over it. */}
        <svg aria-hidden="true" viewBox={viewBox} className={`${classes.layer} ${classes.overlay}`}>
          {drawing.countries.map(({ country, place }) =>
            place.dot ? <circle key={country.name.common} cx={place.dot[0]} cy={place.dot[1]} r="10" fill="none" stroke={COUNTRY_COLOR} strokeWidth="3" className={classes.ring} /> : null,
          )}
        </svg>
      </div>
      {drawing.unplaced.length > 0 ? <p className={classes.note}>{notOnTheMap(drawing.unplaced)}</p> : null}
    </div>
  );
}
