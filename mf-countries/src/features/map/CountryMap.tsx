import { formatPopulation, type CountrySummary } from '@worldatlas/contracts';
import { Box, ErrorNotice, HStack, Stack, Text, useLocale } from '@worldatlas/design-system';
import { Link, useLocation } from '@worldatlas/routing';
import { useMemo, useRef, useState } from 'react';
import { countryPath } from '../../countryPath';
import { placeCountries } from './join';
import { useMapClasses } from './map-classes';
import { NO_DATA_COLOR, POPULATION_BINS, populationBin } from './population-scale';
import { MAP_HEIGHT, MAP_WIDTH, worldProjection } from './projection';
import { useWorldShapes } from './useWorldShapes';

/** Props of {@link CountryMap}. */
export interface CountryMapProps {
  /** Every country (the list's data): those not shown are drawn muted. */
  countries: readonly CountrySummary[];
  /** The countries the search and region select, in the list's order: each a link, in this Tab order. */
  shown: readonly CountrySummary[];
}

interface Tip {
  country: CountrySummary;
  /** Position in the map box, px. */
  x: number;
  y: number;
}

const fillOf = (country: CountrySummary) => populationBin(country.population)?.color ?? NO_DATA_COLOR;

/**
 * The list as a world map: the shown countries coloured by population (legend below; a distinct
 * colour for no data), the others muted. Each shown country is a link named by its common name,
 * to its page, reached by Tab in the list's order; hover or focus shows a tooltip with its name,
 * population and capital, kept inside the map. Small territories are dots at their `latlng`.
 */
export default function CountryMap({ countries, shown }: CountryMapProps) {
  const { data: shapes, error, mutate } = useWorldShapes();
  const { search } = useLocation();
  const { path, projection } = useMemo(worldProjection, []);
  const classes = useMapClasses();
  const locale = useLocale();
  const box = useRef<HTMLDivElement>(null);
  const [tip, setTip] = useState<Tip>();

  const drawn = useMemo(() => {
    if (!shapes) return undefined;
    const shownNames = new Set(shown.map((country) => country.name.common));
    const all = placeCountries(countries, shapes).placed;
    const byName = new Map(all.map((placement) => [placement.country.name.common, placement]));
    const joined = new Set(countries.map((country) => country.ccn3).filter(Boolean));
    return {
      muted: all.filter((placement) => !shownNames.has(placement.country.name.common)),
      // Shapes of no record (e.g. disputed areas): part of the picture, never a link.
      unclaimed: shapes.filter((shape) => !joined.has(String(shape.id))),
      shown: shown.flatMap((country) => byName.get(country.name.common) ?? []),
    };
  }, [shapes, countries, shown]);

  /** Puts the tooltip beside `element`, inside the map box. */
  const showTip = (country: CountrySummary, element: Element) => {
    const frame = box.current?.getBoundingClientRect();
    const target = element.getBoundingClientRect();
    if (!frame) return;
    setTip({ country, x: target.left + target.width / 2 - frame.left, y: target.top - frame.top });
  };

  if (error) {
    return <ErrorNotice title="The map could not be loaded" description="The map's shapes did not arrive. Try again." onRetry={() => void mutate()} />;
  }
  const width = box.current?.clientWidth ?? MAP_WIDTH;
  return (
    <Stack gap="3">
      <Box ref={box} position="relative" aspectRatio={`${MAP_WIDTH} / ${MAP_HEIGHT}`} bg="bg.subtle" borderRadius="l2" borderWidth="1px">
        {drawn ? (
          <svg aria-label="Countries on a world map, coloured by population" role="group" viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} width="100%" height="100%" style={{ position: 'absolute', inset: 0 }} onMouseLeave={() => setTip(undefined)}>
            <g aria-hidden="true" fill="var(--chakra-colors-bg-emphasized)" stroke="var(--chakra-colors-bg-subtle)" strokeWidth="0.5">
              {drawn.unclaimed.map((shape, index) => (
                <path key={`unclaimed-${index}`} d={path(shape) ?? undefined} />
              ))}
              {drawn.muted.map(({ country, shape, dot }) => {
                const at = dot ? projection(dot) : undefined;
                return shape ? <path key={country.name.common} d={path(shape) ?? undefined} /> : at ? <circle key={country.name.common} cx={at[0]} cy={at[1]} r="2.5" /> : null;
              })}
            </g>
            {drawn.shown.map(({ country, shape, dot }) => {
              const at = dot ? projection(dot) : undefined;
              const name = country.name.common;
              return (
                <Link
                  key={name}
                  to={countryPath(name)}
                  state={{ listSearch: search }}
                  aria-label={name}
                  className={classes.link}
                  onMouseEnter={(event) => showTip(country, event.currentTarget)}
                  onFocus={(event) => showTip(country, event.currentTarget)}
                  onBlur={() => setTip(undefined)}
                >
                  {shape ? <path d={path(shape) ?? undefined} fill={fillOf(country)} stroke="var(--chakra-colors-fg-muted)" strokeWidth="0.4" /> : null}
                  {at ? <circle cx={at[0]} cy={at[1]} r="4" fill={fillOf(country)} stroke="var(--chakra-colors-fg)" strokeWidth="0.75" /> : null}
                </Link>
              );
            })}
          </svg>
        ) : (
          <Box role="status" aria-label="Loading the map" position="absolute" inset="0" />
        )}
        {tip ? (
          <Box
            role="tooltip"
            position="absolute"
            pointerEvents="none"
            bg="bg.panel"
            color="fg"
            borderWidth="1px"
            borderRadius="l2"
            boxShadow="md"
            px="3"
            py="2"
            fontSize="sm"
            maxW="14rem"
            style={{
              // Above the country, centred on it, but never past the map's edges.
              left: Math.min(Math.max(tip.x - 112, 0), Math.max(width - 224, 0)),
              top: tip.y > 80 ? tip.y - 8 : tip.y + 24,
              transform: tip.y > 80 ? 'translateY(-100%)' : undefined,
            }}
          >
            <Text fontWeight="semibold">{tip.country.name.common}</Text>
            <Text>Population: {formatPopulation(tip.country.population, locale)}</Text>
            <Text>Capital: {tip.country.capital?.[0] ?? 'N/A'}</Text>
          </Box>
        ) : null}
      </Box>
      <HStack as="ul" aria-label="Population" gap="4" flexWrap="wrap" listStyleType="none" m="0" p="0" fontSize="sm">
        {POPULATION_BINS.map((bin) => (
          <HStack as="li" key={bin.label} gap="1.5">
            <Box aria-hidden="true" w="4" h="4" borderRadius="sm" borderWidth="1px" style={{ background: bin.color }} />
            {bin.label}
          </HStack>
        ))}
        <HStack as="li" gap="1.5">
          <Box aria-hidden="true" w="4" h="4" borderRadius="sm" borderWidth="1px" style={{ background: NO_DATA_COLOR }} />
          No data
        </HStack>
      </HStack>
    </Stack>
  );
}
