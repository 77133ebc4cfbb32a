import { Box, Container, Flex } from '@worldatlas/design-system';
import { Outlet } from '@worldatlas/routing';
import type { ReactNode } from 'react';
import { Footer } from '../layout/Footer/Footer';
import { Header } from '../layout/Header/Header';
import { NAV_ITEMS } from './route-table';

/** Every page: header, main content (the matched route, or `children` for the error page), footer. */
export function Layout({ children }: { children?: ReactNode }) {
  return (
    <Flex direction="column" minH="100vh">
      <Header items={NAV_ITEMS} />
      <Box as="main" flex="1">
        <Container maxW="6xl" py="8">
          {children ?? <Outlet />}
        </Container>
      </Box>
      <Footer />
    </Flex>
  );
}
