import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@worldatlas/design-system';
import { href } from '@worldatlas/routing';
import { Globe } from '@worldatlas/world-map/globe';

/** The landing hero: heading, a paragraph, "Start Exploring" to the country list (route `countries`), and a globe drawn from Natural Earth's shapes. Plain HTML and SVG: no script. */
export function Hero() {
  return (
    <SimpleGrid as="section" aria-labelledby="hero-heading" columns={{ base: 1, md: 2 }} gap="10" alignItems="center" py={{ base: '6', md: '12' }}>
      <Stack gap="6">
        <Heading as="h1" id="hero-heading" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
          Explore the World, One Country at a Time.
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          Discover the history, culture and beauty of every nation. Search and filter all 250 countries and territories, and
          open any of them to see its flag, capital, population, languages, currencies and neighbours.
        </Text>
        <Box>
          <Button asChild size="lg" colorPalette="brand">
            <a href={href('countries')}>Start Exploring</a>
          </Button>
        </Box>
      </Stack>
      <Box justifySelf="center">
        <Globe label="A globe facing Europe, Africa and Asia" />
      </Box>
    </SimpleGrid>
  );
}
