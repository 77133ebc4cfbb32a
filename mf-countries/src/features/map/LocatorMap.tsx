import { Box, ErrorNotice, Text } from '@worldatlas/design-system';
import { Link } from '@worldatlas/routing';
import { useMemo } from 'react';
import { countryPath } from '../../countryPath';
import { placeCountries, type MappableCountry } from './join';
import { useMapClasses } from './map-classes';
import { MAP_HEIGHT, MAP_WIDTH, worldProjection } from './projection';
import { useWorldShapes } from './useWorldShapes';

/** Props of {@link LocatorMap}. */
export interface LocatorMapProps {
  /** The country shown (its `ccn3` and `latlng`). */
  country: MappableCountry;
  /** Its border countries, as `GET /alpha` named them; each becomes a link on the map. */
  borders: readonly MappableCountry[];
}

/**
 * The country on a world map: the country highlighted (and ringed when too small to see), its border
 * countries shaded, each a link to its page named by the country. The picture is an `svg` with
 * `role="img"` named "<country> on a world map"; the border links lie over it in a second layer,
 * so assistive technology and the keyboard reach them. Shapes: Natural Earth, 1:110m.
 */
export default function LocatorMap({ country, borders }: LocatorMapProps) {
  const { data: shapes, error, mutate } = useWorldShapes();
  const { path, projection } = useMemo(worldProjection, []);
  const drawn = useMemo(() => {
    if (!shapes) return undefined;
    const [self] = placeCountries([country], shapes).placed;
    const neighbours = placeCountries(borders, shapes).placed;
    const selfCodes = new Set([country.ccn3, ...borders.map((border) => border.ccn3)]);
    return { self, neighbours, others: shapes.filter((shape) => !selfCodes.has(String(shape.id))) };
  }, [shapes, country, borders]);
  const name = country.name.common;
  const classes = useMapClasses();

  if (error) {
    return <ErrorNotice title="The map could not be loaded" description="The map's shapes did not arrive. Try again." onRetry={() => void mutate()} />;
  }
  const point = drawn?.self?.dot ? projection(drawn.self.dot) : undefined;
  return (
    <Box position="relative" aspectRatio={`${MAP_WIDTH} / ${MAP_HEIGHT}`} bg="bg.subtle" borderRadius="l2" borderWidth="1px" overflow="hidden">
      {drawn ? (
        <>
          <svg role="img" aria-label={`${name} on a world map`} viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} width="100%" height="100%" style={{ position: 'absolute', inset: 0 }}>
            <g fill="var(--chakra-colors-bg-emphasized)" stroke="var(--chakra-colors-bg-subtle)" strokeWidth="0.5">
              {drawn.others.map((shape, index) => (
                <path key={String(shape.id ?? `unnamed-${index}`)} d={path(shape) ?? undefined} />
              ))}
            </g>
            {drawn.self?.shape ? <path d={path(drawn.self.shape) ?? undefined} fill="var(--chakra-colors-red-500)" stroke="var(--chakra-colors-fg)" strokeWidth="0.75" /> : null}
            {point ? <circle cx={point[0]} cy={point[1]} r="7" fill="none" stroke="var(--chakra-colors-red-500)" strokeWidth="2.5" /> : null}
          </svg>
          <svg aria-label={`Border countries of ${name}`} role="group" viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} width="100%" height="100%" style={{ position: 'absolute', inset: 0 }}>
            {drawn.neighbours.map(({ country: border, shape, dot }) => {
              const at = dot ? projection(dot) : undefined;
              return (
                <Link key={border.name.common} to={countryPath(border.name.common)} aria-label={border.name.common} className={classes.link}>
                  {shape ? <path d={path(shape) ?? undefined} fill="var(--chakra-colors-blue-300)" stroke="var(--chakra-colors-fg)" strokeWidth="0.5" /> : null}
                  {at ? <circle cx={at[0]} cy={at[1]} r="5" fill="var(--chakra-colors-blue-300)" stroke="var(--chakra-colors-fg)" /> : null}
                </Link>
              );
            })}
          </svg>
        </>
      ) : (
        <Text role="status" aria-label="Loading the map" position="absolute" inset="0" />
      )}
    </Box>
  );
}
