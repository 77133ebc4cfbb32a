import { Button, ErrorNotice, HStack, Loader, Text } from '@worldatlas/design-system';
import { Link } from '@worldatlas/routing';
import { useBorderCountries } from '../../api/useBorderCountries';
import { countryPath } from '../../countryPath';

/**
 * The land neighbours of a country as links to their pages, named from `GET /v3.1/alpha?codes=`, or
 * "No land borders". A small loader while the names load; a message with Retry if they cannot.
 */
export function BorderCountries({ apiBaseUrl, codes }: { apiBaseUrl: string; codes: readonly string[] }) {
  const { data, error, isValidating, mutate } = useBorderCountries(apiBaseUrl, codes);
  if (codes.length === 0) return <Text>No land borders</Text>;
  if (error && !isValidating) {
    return <ErrorNotice title="The border countries could not be loaded" onRetry={() => void mutate()} />;
  }
  if (!data) return <Loader label="Loading border countries" inline />;
  return (
    <HStack as="ul" wrap="wrap" gap="2" listStyleType="none" m="0" p="0">
      {data.map((country) => (
        <li key={country.cca3}>
          <Button asChild size="xs" variant="outline">
            <Link to={countryPath(country.name.common)}>{country.name.common}</Link>
          </Button>
        </li>
      ))}
    </HStack>
  );
}
