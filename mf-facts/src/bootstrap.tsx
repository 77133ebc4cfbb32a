import { Container, Provider } from '@worldatlas/design-system';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { FactsSection } from './features/facts/FactsSection';
import { Hero } from './features/hero/Hero';

// This remote's own page, for developing it alone: what the host shows on "/".
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <Provider>
      <BrowserRouter>
        <Container as="main" maxW="6xl" py="8">
          <Hero />
          <FactsSection title="Interesting Facts" headingLevel={2} />
        </Container>
      </BrowserRouter>
    </Provider>
  </StrictMode>,
);
