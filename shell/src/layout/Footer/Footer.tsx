import { Box, Container, Link, SimpleGrid, Stack, Text } from '@worldatlas/design-system';

/** Static contact items: location, phone and e-mail. */
const CONTACT_ITEMS = [
  { label: 'Location', text: '12 Meridian Road, Greenwich, London' },
  { label: 'Phone', text: '+44 20 7946 0000' },
  { label: 'E-mail', text: 'hello@worldatlas.example' },
] as const;

const SOCIAL_URL = 'https://www.openstreetmap.org/';
const SOURCE_URL = 'https://www.npmjs.com/package/world-countries';

/** Site footer: contact items, a copyright line with the current year, and the footer links. */
export function Footer() {
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" mt="auto">
      <Container maxW="6xl" py="8">
        <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="4" listStyleType="none" m="0" p="0">
          {CONTACT_ITEMS.map((item) => (
            <li key={item.label}>
              <Text fontWeight="semibold">{item.label}</Text>
              <Text>{item.text}</Text>
            </li>
          ))}
        </SimpleGrid>
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" mt="6" gap="3">
          <Text>© {new Date().getFullYear()} WorldAtlas</Text>
          <Stack as="nav" aria-label="Footer" direction="row" gap="5">
            <Link href="/">Home</Link>
            <Link href={SOCIAL_URL} target="_blank" rel="noopener noreferrer">Social</Link>
            <Link href={SOURCE_URL} target="_blank" rel="noopener noreferrer">Source Code</Link>
            <Link href="/contact">Contact</Link>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
