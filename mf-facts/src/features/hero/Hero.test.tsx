import { render, screen } from '@testing-library/react';
import { Provider } from '@worldatlas/design-system';
import { setSiteRoutes } from '@worldatlas/routing';
import { Hero } from './Hero';

describe('Hero', () => {
  beforeAll(() => setSiteRoutes([{ id: 'countries', path: '/country', module: 'countries/routes/country-list' }]));

  it('shows the heading, a Start Exploring link to the country list and a sized globe drawn from the land shapes', () => {
    render(
      <Provider>
        <Hero />
      </Provider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Explore the World, One Country at a Time.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Exploring' })).toHaveAttribute('href', '/country');
    const globe = screen.getByRole('img', { name: 'A globe facing Europe, Africa and Asia' });
    expect(globe).toHaveAttribute('width', '320');
    expect(globe).toHaveAttribute('height', '320');
    // Natural Earth's land facing the visitor: dozens of coastlines (continents and islands), not a few made-up shapes.
    const coastlines = [...globe.querySelectorAll('path')].map((path) => (path.getAttribute('d') ?? '').split('M').length - 1);
    expect(Math.max(...coastlines)).toBeGreaterThan(50);
  });
});
