import { Box, Container, Flex, Link, SimpleGrid, Stack, Text } from '@worldatlas/design-system';
import { Mail, MapPin, Phone } from 'lucide-react';

/** Static contact items: location, phone and e-mail, each with its icon and, where a device can act on it, its link. */
const CONTACT_ITEMS = [
  { label: 'Location', text: '12 Meridian Road, Greenwich, London', Icon: MapPin },
  { label: 'Phone', text: '+44 20 7946 0000', href: 'tel:+442079460000', Icon: Phone },
  { label: 'E-mail', text: 'hello@worldatlas.example', href: 'mailto:hello@worldatlas.example', Icon: Mail },
] as const;

const SOCIAL_URL = 'https://www.openstreetmap.org/';
const SOURCE_URL = 'https://www.npmjs.com/package/world-countries';

/**
 * Site footer: contact items (phone and e-mail as `tel:` and `mailto:` links, which look like links:
 * the brand's link colour, underlined, with the link recipe's focus ring), a copyright line with the
 * current year, and the footer links.
 */
export function Footer() {
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" mt="auto">
      <Container maxW="6xl" py="8">
        <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="4" listStyleType="none" m="0" p="0">
          {CONTACT_ITEMS.map(({ label, text, Icon, ...item }) => (
            <Flex as="li" key={label} gap="3" align="flex-start">
              <Flex as="span" flexShrink="0" boxSize="9" align="center" justify="center" borderRadius="full" bg="brand.subtle" color="brand.fg">
                <Icon size={18} aria-hidden="true" focusable="false" />
              </Flex>
              <div>
                <Text fontWeight="semibold">{label}</Text>
                {'href' in item ? (
                  <Link href={item.href} variant="underline" colorPalette="brand" fontWeight="medium" textDecorationColor="currentColor/60" _hover={{ textDecorationColor: 'currentColor' }}>
                    {text}
                  </Link>
                ) : (
                  <Text>{text}</Text>
                )}
              </div>
            </Flex>
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
