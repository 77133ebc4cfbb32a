import { formatPopulation, type CountrySummary } from '@worldatlas/contracts';
import { Box, Button, Card, Image, Text } from '@worldatlas/design-system';
import { Link, useLocation } from '@worldatlas/routing';
import { countryPath } from '../../countryPath';
import { truncateName } from './filterCountries';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Text>
      <Text as="span" fontWeight="semibold">{label}:</Text> {value}
    </Text>
  );
}

/**
 * One country in the list: flag (lazy, whole, in a fixed 3:2 box), name (cut to 10 characters, full name in a
 * title), population, region, first capital or 'N/A', and Read More to its page. The link carries the
 * list's query so Go Back returns to the same filtered list.
 */
export function CountryCard({ country }: { country: CountrySummary }) {
  const { search } = useLocation();
  const name = country.name.common;
  return (
    <Card.Root as="article" variant="elevated" h="full" overflow="hidden">
      <Box aspectRatio={3 / 2} overflow="hidden" bg="bg.muted" p="2">
        <Image src={country.flags.svg} alt={country.flags.alt} loading="lazy" decoding="async" w="full" h="full" objectFit="contain" />
      </Box>
      <Card.Body gap="1">
        {/* The cut name is for the eye; assistive technology reads the whole name. */}
        <Card.Title as="h2" fontSize="lg" title={name} aria-label={name}>
          {truncateName(name)}
        </Card.Title>
        <Fact label="Population" value={formatPopulation(country.population)} />
        <Fact label="Region" value={country.region} />
        <Fact label="Capital" value={country.capital?.[0] ?? 'N/A'} />
      </Card.Body>
      <Card.Footer>
        <Button asChild colorPalette="blue" size="sm">
          <Link to={countryPath(name)} state={{ listSearch: search }} aria-label={`Read More about ${name}`}>
            Read More
          </Link>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
