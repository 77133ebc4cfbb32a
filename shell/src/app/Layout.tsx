import { Box, Container, Flex, Link } from '@worldatlas/design-system';
import { Outlet } from '@worldatlas/routing';
import type { ReactNode } from 'react';
import { Footer } from '../layout/Footer/Footer';
import { Header } from '../layout/Header/Header';
import { NAV_ITEMS } from './route-table';

/** Out of sight until it has the keyboard's focus, then at the top left of the page. */
const SKIP_LINK = {
  position: 'absolute',
  insetInlineStart: '2',
  top: '2',
  zIndex: '20',
  px: '4',
  py: '2',
  bg: 'bg',
  color: 'fg',
  borderWidth: '2px',
  borderColor: 'fg',
  borderRadius: 'l2',
  transform: 'translateY(-200%)',
  _focus: { transform: 'none' },
} as const;

/**
 * Every page: a link past the header to the content, header, main content (the matched route, or
 * `children` for the error page), footer. The error page marks no link as the current page: a 404
 * is one page for every unknown address, kept once by the render server, so nothing of the
 * address it was first asked at may shape it.
 */
export function Layout({ children }: { children?: ReactNode }) {
  return (
    <Flex direction="column" minH="100vh">
      <Link href="#content" css={SKIP_LINK}>
        Skip to content
      </Link>
      <Header items={NAV_ITEMS} markCurrent={children === undefined} />
      <Box as="main" id="content" tabIndex={-1} flex="1" outline="none">
        <Container maxW="6xl" py="8">
          {children ?? <Outlet />}
        </Container>
      </Box>
      <Footer />
    </Flex>
  );
}
