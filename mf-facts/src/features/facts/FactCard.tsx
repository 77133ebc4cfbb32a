import { Box, Card, defineClasses, Flex, formatPopulation, Text, useLocale } from '@worldatlas/design-system';
import { defineMessages, languageOfTag } from '@worldatlas/i18n';
import { BrickWall, Earth, Fish, Landmark, type LucideIcon, MountainSnow, Pyramid, Ruler, Trees } from 'lucide-react';
import type { ReactNode } from 'react';
import { intlFor } from '../../i18n';
import type { Fact } from './facts';

/** Each card's icon, by its fact's id: what the fact is about. */
const ICONS: Readonly<Record<number, LucideIcon>> = { 1: Earth, 2: MountainSnow, 3: Pyramid, 4: Fish, 5: Trees, 6: Landmark, 7: Ruler, 8: BrickWall };

const MESSAGES = defineMessages({
  place: { id: 'facts.card.place', defaultMessage: 'Its capital is <b>{capital}</b>, and <b>{people}</b> people live there.', description: 'Under a fact card: the country’s capital, and its population as a formatted number.' },
});

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

/** A figure inside the card's sentence: in a `<bdi>` on a page not in English, so it keeps its direction in right-to-left text. */
const figure = (text: string, english: boolean) => (english ? text : <bdi>{text}</bdi>);

const useClasses = defineClasses({
  badge: { display: 'grid', placeItems: 'center', flexShrink: '0', w: '10', h: '10', borderRadius: 'full', bg: 'accent.subtle', color: 'accent.fg' },
  card: { h: 'full', borderTopWidth: '3px', borderTopColor: 'accent.solid' },
});

/**
 * One fact card, in the page's language: an icon of what the fact is about, the country (a heading
 * at `headingLevel`, one below the section's; its name is the data's in that language), the fact as
 * a sentence, then its capital and population (formatted for the language, in a `<bdi>` on a page
 * not in English) in a sentence of their own. World has neither.
 */
export function FactCard({ fact, headingLevel }: { fact: Fact; headingLevel: 2 | 3 }) {
  const locale = useLocale();
  const intl = intlFor(locale);
  const classes = useClasses();
  const Icon = ICONS[fact.id] ?? Earth;
  const { place } = fact;
  return (
    <Card.Root as="article" variant="elevated" className={classes.card}>
      <Card.Body gap="3">
        <Flex align="center" gap="3">
          <span className={classes.badge}>
            <Icon size={20} strokeWidth={1.75} aria-hidden="true" focusable="false" />
          </span>
          <Card.Title as={headingLevel === 2 ? 'h2' : 'h3'} fontSize="xl">
            {intl.formatMessage(fact.country)}
          </Card.Title>
        </Flex>
        <Text fontSize="md" lineHeight="1.5">
          {intl.formatMessage(fact.sentence)}
        </Text>
        {place ? (
          <Box as="p" mt="auto" fontSize="sm" color="fg.muted">
            {intl.formatMessage(MESSAGES.place, {
              capital: intl.formatMessage(place.capital),
              people: figure(formatPopulation(place.population, locale), languageOfTag(locale).segment === ''),
              b: strong,
            })}
          </Box>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
