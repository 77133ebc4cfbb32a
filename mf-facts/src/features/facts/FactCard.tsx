import { Box, Card, defineClasses, Flex, formatPopulation, Text, useLocale } from '@worldatlas/design-system';
import { BrickWall, Earth, Fish, Landmark, type LucideIcon, MountainSnow, Pyramid, Ruler, Trees } from 'lucide-react';
import type { Fact } from './facts';

/** Each card's icon, by its fact's id: what the fact is about. */
const ICONS: Readonly<Record<number, LucideIcon>> = { 1: Earth, 2: MountainSnow, 3: Pyramid, 4: Fish, 5: Trees, 6: Landmark, 7: Ruler, 8: BrickWall };

const useClasses = defineClasses({
  badge: { display: 'grid', placeItems: 'center', flexShrink: '0', w: '10', h: '10', borderRadius: 'full', bg: 'accent.subtle', color: 'accent.fg' },
  card: { h: 'full', borderTopWidth: '3px', borderTopColor: 'accent.solid' },
});

/**
 * One fact card: an icon of what the fact is about, the country (a heading at `headingLevel`, one
 * below the section's), the fact as a sentence, then its capital and population (people, when
 * known) in a sentence of their own. World has neither.
 */
export function FactCard({ fact, headingLevel }: { fact: Fact; headingLevel: 2 | 3 }) {
  const locale = useLocale();
  const classes = useClasses();
  const Icon = ICONS[fact.id] ?? Earth;
  const people = fact.population === null ? null : formatPopulation(fact.population, locale);
  return (
    <Card.Root as="article" variant="elevated" className={classes.card}>
      <Card.Body gap="3">
        <Flex align="center" gap="3">
          <span className={classes.badge}>
            <Icon size={20} strokeWidth={1.75} aria-hidden="true" focusable="false" />
          </span>
          <Card.Title as={headingLevel === 2 ? 'h2' : 'h3'} fontSize="xl">
            {fact.countryName}
          </Card.Title>
        </Flex>
        <Text fontSize="md" lineHeight="1.5">
          {fact.sentence}
        </Text>
        {fact.capital || people ? (
          <Box as="p" mt="auto" fontSize="sm" color="fg.muted">
            {fact.capital ? <>Its capital is <strong>{fact.capital}</strong>{people ? ', and ' : '.'}</> : null}
            {people ? <><strong>{people}</strong> people live there.</> : null}
          </Box>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
