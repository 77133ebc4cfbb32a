import { defineClasses } from '@worldatlas/design-system';
import { href } from '@worldatlas/routing';
import { drawCountries, MAP_HEIGHT, MAP_WIDTH, type MappableCountry, worldOutline } from '@worldatlas/world-map';

const useClasses = defineClasses({
  box: { position: 'relative', aspectRatio: `${MAP_WIDTH} / ${MAP_HEIGHT}`, bg: 'bg.subtle', borderRadius: 'l2', borderWidth: '1px', overflow: 'hidden' },
  layer: { position: 'absolute', inset: '0', w: 'full', h: 'full' },
  // A stroke alone cannot keep 3:1 against both the sea and the fills: the focused shape is cut out
  // in the page colour and ringed in the text colour.
  link: {
    cursor: 'pointer',
    outline: 'none',
    _hover: { '& path, & circle': { stroke: 'fg', strokeWidth: '2' } },
    _focusVisible: { '& path, & circle': { fill: 'bg', stroke: 'fg', strokeWidth: '3' } },
  },
});

/** Props of {@link LocatorMap}. */
export interface LocatorMapProps {
  /** The country shown (its `ccn3` and `latlng`). */
  country: MappableCountry;
  /** Its border countries, as `GET /alpha` named them; each becomes a link on the map. */
  borders: readonly MappableCountry[];
}

/**
 * The country on a world map, drawn on the server as SVG (no script): the country in red (ringed
 * when too small to see), its border countries shaded, each a link to its page named by the country.
 * The picture is an `svg` with `role="img"` named "<country> on a world map"; the border links lie
 * over it in a second layer, so assistive technology and the keyboard reach them. Shapes: Natural
 * Earth, 1:110m.
 */
export function LocatorMap({ country, borders }: LocatorMapProps) {
  const classes = useClasses();
  const name = country.name.common;
  const self = drawCountries([country], () => 'self').places.self;
  const neighbours = drawCountries(borders, (border) => border.name.common).places;
  const { land, borders: lines } = worldOutline();
  return (
    <div className={classes.box}>
      <svg role="img" aria-label={`${name} on a world map`} viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} className={classes.layer}>
        <path d={land} fill="var(--chakra-colors-bg-emphasized)" />
        <path d={lines} fill="none" stroke="var(--chakra-colors-bg-subtle)" strokeWidth="0.5" />
        {self?.d ? <path d={self.d} fill="var(--chakra-colors-red-500)" stroke="var(--chakra-colors-fg)" strokeWidth="0.75" /> : null}
        {self?.dot ? <circle cx={self.dot[0]} cy={self.dot[1]} r="7" fill="none" stroke="var(--chakra-colors-red-500)" strokeWidth="2.5" /> : null}
      </svg>
      <svg aria-label={`Border countries of ${name}`} role="group" viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} className={classes.layer}>
        {borders.map((border) => {
          const place = neighbours[border.name.common];
          if (!place) return null;
          return (
            <a key={border.name.common} href={href('country', { id: border.name.common })} aria-label={border.name.common} className={classes.link}>
              {place.d ? <path d={place.d} fill="var(--chakra-colors-blue-300)" stroke="var(--chakra-colors-fg)" strokeWidth="0.5" /> : null}
              {place.dot ? <circle cx={place.dot[0]} cy={place.dot[1]} r="5" fill="var(--chakra-colors-blue-300)" stroke="var(--chakra-colors-fg)" /> : null}
            </a>
          );
        })}
      </svg>
    </div>
  );
}
