import { Box, Button, Heading, SimpleGrid, Stack, Text, useLocale } from '@worldatlas/design-system';
import { defineMessages } from '@worldatlas/i18n';
import { href } from '@worldatlas/routing';
import { Globe } from '@worldatlas/world-map/globe';
import { intlFor } from '../../i18n';

const MESSAGES = defineMessages({
  title: { id: 'facts.hero.title', defaultMessage: 'Explore the World, One Country at a Time.' },
  text: {
    id: 'facts.hero.text',
    defaultMessage:
      'Discover the history, culture and beauty of every nation. Search and filter all 250 countries and territories, and open any of them to see its flag, capital, population, languages, currencies and neighbours.',
  },
  start: { id: 'facts.hero.start', defaultMessage: 'Start Exploring', description: 'The hero’s button, to the list of every country.' },
  globe: { id: 'facts.hero.globe', defaultMessage: 'A globe facing Europe, Africa and Asia', description: 'The text alternative of the hero’s drawing of the Earth.' },
});

/** The landing hero, in the page's language: heading, a paragraph, "Start Exploring" to the country list (route `countries`), and a globe drawn from Natural Earth's shapes. Plain HTML and SVG: no script. */
export function Hero() {
  const intl = intlFor(useLocale());
  return (
    <SimpleGrid as="section" aria-labelledby="hero-heading" columns={{ base: 1, md: 2 }} gap="columns" alignItems="center" py="section">
      <Stack gap="6">
        <Heading as="h1" id="hero-heading" size={{ base: '3xl', md: '5xl' }}>
          {intl.formatMessage(MESSAGES.title)}
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          {intl.formatMessage(MESSAGES.text)}
        </Text>
        <Box>
          <Button asChild size="lg" colorPalette="brand">
            <a href={href('countries')}>{intl.formatMessage(MESSAGES.start)}</a>
          </Button>
        </Box>
      </Stack>
      <Box justifySelf="center">
        <Globe label={intl.formatMessage(MESSAGES.globe)} />
      </Box>
    </SimpleGrid>
  );
}
