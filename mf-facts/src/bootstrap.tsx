import { Container, Provider } from '@worldatlas/design-system';
import { createBrowserRouter, RouterProvider } from '@worldatlas/routing';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FactsSection } from './features/facts/FactsSection';
import { Hero } from './features/hero/Hero';

// This remote's own page, for developing it alone: what the host shows on "/".
const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <Container as="main" maxW="6xl" py="8">
        <Hero />
        <FactsSection title="Interesting Facts" headingLevel={2} />
      </Container>
    ),
  },
]);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <Provider>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
