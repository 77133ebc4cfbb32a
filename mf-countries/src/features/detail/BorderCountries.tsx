import type { BorderCountry } from '@worldatlas/countries-client';
import { Button, HStack, Text } from '@worldatlas/design-system';
import { href } from '@worldatlas/routing';

/** The land neighbours of a country as links to their pages, or `noBorders` ("No land borders", in the page's language). */
export function BorderCountries({ borders, noBorders }: { borders: readonly BorderCountry[]; noBorders: string }) {
  if (borders.length === 0) return <Text>{noBorders}</Text>;
  return (
    <HStack as="ul" wrap="wrap" gap="2" listStyleType="none" m="0" p="0">
      {borders.map((country) => (
        <li key={country.cca3}>
          {/* 14 px text on a 32 px target: readable, and easy to tap. */}
          <Button asChild size="sm" variant="outline">
            <a href={href('country', { id: country.name.common })}>{country.name.common}</a>
          </Button>
        </li>
      ))}
    </HStack>
  );
}
