import { Card, formatPopulation, Text, useLocale } from '@worldatlas/design-system';
import type { Fact } from './facts';

/**
 * One fact card: country (a heading at `headingLevel`, one below the section's), capital (when it
 * has one), population (people, when known) and the fact.
 */
export function FactCard({ fact, headingLevel }: { fact: Fact; headingLevel: 2 | 3 }) {
  const locale = useLocale();
  return (
    <Card.Root as="article" variant="elevated" h="full">
      <Card.Body gap="2">
        <Card.Title as={headingLevel === 2 ? 'h2' : 'h3'}>{fact.countryName}</Card.Title>
        {fact.capital ? (
          <Text>
            <Text as="span" fontWeight="semibold">Capital:</Text> {fact.capital}
          </Text>
        ) : null}
        {fact.population !== null ? (
          <Text>
            <Text as="span" fontWeight="semibold">Population:</Text> {formatPopulation(fact.population, locale)}
          </Text>
        ) : null}
        <Text>
          <Text as="span" fontWeight="semibold">Interesting fact:</Text> {fact.interestingFact}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
