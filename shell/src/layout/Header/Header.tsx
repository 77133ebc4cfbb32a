import { Box, Button, Container, Flex, HStack, Link, Stack } from '@worldatlas/design-system';
import { useCallback, useEffect, useState } from 'react';
import { NavLink, useLocation } from '@worldatlas/routing';
import { ColorModeToggle } from '../ColorModeToggle/ColorModeToggle';
import { NAV_ITEMS } from '../../app/route-table';

function NavLinks({ direction }: { direction: 'row' | 'column' }) {
  return (
    <Stack as="ul" direction={direction} gap={direction === 'row' ? '6' : '3'} listStyleType="none" m="0" p="0">
      {NAV_ITEMS.map((item) => (
        <li key={item.to}>
          <Link asChild fontWeight="medium" color="fg" _currentPage={{ color: 'blue.fg', textDecoration: 'underline' }}>
            <NavLink to={item.to} end={item.to === '/'}>
              {item.label}
            </NavLink>
          </Link>
        </li>
      ))}
    </Stack>
  );
}

/**
 * Calls `close` when the path changes. A component of its own: the location changes at each keystroke
 * in the list's search (its query string), and the header's Chakra components need not render again.
 */
function CloseOnPathChange({ close }: { close: () => void }) {
  const { pathname } = useLocation();
  useEffect(close, [pathname, close]);
  return null;
}

/**
 * Site header: the product name linking home, the navigation and the colour mode toggle, and on
 * narrow screens a "Menu" button (`aria-expanded`) that opens and closes the mobile navigation with
 * the toggle in it. The menu closes on navigation.
 */
export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <Box as="header" borderBottomWidth="1px" bg="bg">
      <CloseOnPathChange close={closeMenu} />
      <Container maxW="6xl" py="4">
        <Flex align="center" justify="space-between" wrap="wrap" gap="4">
          <Link asChild fontSize="2xl" fontWeight="bold" color="blue.fg" textDecoration="none">
            <NavLink to="/">WorldAtlas</NavLink>
          </Link>
          {/* Without scripts the Menu button cannot open the mobile navigation: this one shows at every width instead. */}
          <HStack gap="4" display={{ base: 'none', md: 'flex' }} css={{ '@media (scripting: none)': { display: 'flex' } }}>
            <Box as="nav" aria-label="Main">
              <NavLinks direction="row" />
            </Box>
            <ColorModeToggle css={{ '@media (scripting: none)': { display: 'none' } }} />
          </HStack>
          <Button
            display={{ base: 'inline-flex', md: 'none' }}
            css={{ '@media (scripting: none)': { display: 'none' } }}
            variant="outline"
            aria-label="Menu"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <HamburgerIcon open={menuOpen} />
          </Button>
        </Flex>
        {/* Always in the document, so the button's aria-controls names an element; hidden while closed. */}
        <Box as="nav" id="mobile-menu" aria-label="Mobile" hidden={!menuOpen} display={menuOpen ? { base: 'block', md: 'none' } : 'none'} pt="4">
          <NavLinks direction="column" />
          <ColorModeToggle mt="3" />
        </Box>
      </Container>
    </Box>
  );
}

function HamburgerIcon({ open }: { open: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}
