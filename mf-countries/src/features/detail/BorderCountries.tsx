import { Button, HStack, Text } from '@worldatlas/design-system';
import { Link } from 'react-router-dom';
import { useBorderCountries } from '../../api/useCountry';
import { countryPath } from '../../country-path';

/**
 * The land neighbours of a country as links to their pages, named from `GET /v3.1/alpha?codes=`, or
 * "No land borders". While names load, or if they cannot, the codes are shown as plain text.
 */
export function BorderCountries({ apiBaseUrl, codes }: { apiBaseUrl: string; codes: readonly string[] }) {
  const { data } = useBorderCountries(apiBaseUrl, codes);
  if (codes.length === 0) return <Text>No land borders</Text>;
  if (!data) return <Text>{codes.join(', ')}</Text>;
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
