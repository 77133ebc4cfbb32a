import { Box, Button, Container, Flex, HStack, Link, Stack } from '@worldatlas/design-system';
import { useLocation } from '@worldatlas/routing';
import { Earth, Menu, X } from 'lucide-react';
import { ColorModeToggle } from '../ColorModeToggle/ColorModeToggle';

/** Whether `to` is the page at `pathname` (or, but for Home, a page under it). */
const isCurrent = (to: string, pathname: string) => (to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`));

/** One link of the site navigation: where it leads and its label. */
export interface NavItem {
  to: string;
  label: string;
}

function NavLinks({ items, direction, markCurrent }: { items: readonly NavItem[]; direction: 'row' | 'column'; markCurrent: boolean }) {
  const { pathname } = useLocation();
  return (
    <Stack as="ul" direction={direction} gap={direction === 'row' ? '6' : '3'} listStyleType="none" m="0" p="0">
      {items.map((item) => (
        <li key={item.to}>
          <Link href={item.to} aria-current={markCurrent && isCurrent(item.to, pathname) ? 'page' : undefined} fontWeight="medium" color="fg" _currentPage={{ color: 'brand.fg', textDecoration: 'underline' }}>
            {item.label}
          </Link>
        </li>
      ))}
    </Stack>
  );
}

/**
 * Site header: the product name linking home, the navigation (the current page marked, unless
 * `markCurrent` is false), the colour mode buttons, and on narrow screens a "Menu" button that opens
 * the mobile navigation. The page's inline script runs the buttons; without scripts the navigation
 * shows at every width.
 */
export function Header({ items, markCurrent = true }: { items: readonly NavItem[]; markCurrent?: boolean }) {
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg">
      <Container maxW="6xl" py="4">
        <Flex align="center" justify="space-between" wrap="wrap" gap="4">
          <Link href="/" fontSize="2xl" fontFamily="heading" fontWeight="semibold" color="brand.fg" textDecoration="none" gap="2">
            <Earth size={28} strokeWidth={1.75} aria-hidden="true" focusable="false" />
            WorldAtlas
          </Link>
          <HStack gap="4" display={{ base: 'none', md: 'flex' }} css={{ '@media (scripting: none)': { display: 'flex' } }}>
            <Box as="nav" aria-label="Main">
              <NavLinks items={items} direction="row" markCurrent={markCurrent} />
            </Box>
            <ColorModeToggle />
          </HStack>
          <Button
            type="button"
            display={{ base: 'inline-flex', md: 'none' }}
            css={{ '@media (scripting: none)': { display: 'none' }, '&[aria-expanded=true] .menu-closed, &[aria-expanded=false] .menu-open': { display: 'none' } }}
            variant="outline"
            aria-label="Menu"
            aria-expanded="false"
            aria-controls="mobile-menu"
            data-menu-button=""
          >
            {/* Three lines while the menu is closed, a cross while it is open: the button's aria-expanded shows one. */}
            <Menu className="menu-closed" size={20} aria-hidden="true" focusable="false" />
            <X className="menu-open" size={20} aria-hidden="true" focusable="false" />
          </Button>
        </Flex>
        {/* Always in the document, so the button's aria-controls names an element; hidden while closed. */}
        <Box as="nav" id="mobile-menu" aria-label="Mobile" hidden pt="4" display={{ md: 'none' }} css={{ '&[hidden]': { display: 'none' } }}>
          <NavLinks items={items} direction="column" markCurrent={markCurrent} />
          <HStack mt="3">
            <ColorModeToggle />
          </HStack>
        </Box>
      </Container>
    </Box>
  );
}
