import { Box, Container, Flex } from '@worldatlas/design-system';
import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from '@worldatlas/routing';
import { Footer } from '../layout/Footer/Footer';
import { Header } from '../layout/Header/Header';

/** Every page: header, main content (the matched route, or `children` for the error page), footer. */
export function Layout({ children }: { children?: ReactNode }) {
  return (
    <Flex direction="column" minH="100vh">
      <Header />
      {/* At least a screen high: the footer starts below the first screen, so content arriving never pushes it (no layout shift). */}
      <Box as="main" flex="1" minH="100vh">
        <Container maxW="6xl" py="8">
          {children ?? <Outlet />}
        </Container>
      </Box>
      <Footer />
      <ScrollRestoration />
    </Flex>
  );
}
