import type { BorderCountry } from '@worldatlas/countries-client';
import { Button, HStack, Text } from '@worldatlas/design-system';
import { countryName, dataText, type SiteLanguage } from '@worldatlas/i18n';
import { href } from '@worldatlas/routing';

/**
 * The land neighbours of a country as links to their pages (addressed by their English common
 * names), each named in `language` (`countryName`, isolated in a `<bdi>` on a page that isolates
 * data), or `noBorders` ("No land borders", in the page's language).
 */
export function BorderCountries({ borders, noBorders, language }: { borders: readonly BorderCountry[]; noBorders: string; language: SiteLanguage }) {
  if (borders.length === 0) return <Text>{noBorders}</Text>;
  return (
    <HStack as="ul" wrap="wrap" gap="2" listStyleType="none" m="0" p="0">
      {borders.map((country) => (
        <li key={country.cca3}>
          {/* 14 px text on a 32 px target: readable, and easy to tap. */}
          <Button asChild size="sm" variant="outline">
            <a href={href('country', { id: country.name.common })}>
              {dataText(countryName(country, language), language)}
            </a>
          </Button>
        </li>
      ))}
    </HStack>
  );
}
