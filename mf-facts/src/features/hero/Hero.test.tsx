import { render, screen } from '@testing-library/react';
import { Provider } from '@worldatlas/design-system';
import { setSiteRoutes } from '@worldatlas/routing';
import { Hero } from './Hero';

describe('Hero', () => {
  beforeAll(() => setSiteRoutes([{ id: 'countries', path: '/country', module: 'countries/routes/country-list' }]));

  it('shows the heading, a Start Exploring link to the country list and a sized world image', () => {
    render(
      <Provider>
        <Hero />
      </Provider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Explore the World, One Country at a Time.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Exploring' })).toHaveAttribute('href', '/country');
    const image = screen.getByRole('img', { name: 'A globe showing the continents' });
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '400');
  });
});
