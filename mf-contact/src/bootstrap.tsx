import { Container, Provider } from '@worldatlas/design-system';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ContactForm } from './features/contact-form/ContactForm';

// This remote's own page, for developing it alone: what the host shows on "/contact".
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <Provider>
      <Container as="main" maxW="6xl" py="8">
        <ContactForm />
      </Container>
    </Provider>
  </StrictMode>,
);
