import { screen, within } from '@testing-library/react';
import { Provider } from '@worldatlas/design-system';
import { renderToString } from 'react-dom/server';
import { FACTS_ROUTES, renderFactsPage } from '../test/render';
import { HydrateFallback } from './home';

describe('the home route', () => {
  it('renders the hero under the one level-1 heading, then the facts section with its eight cards a level below', async () => {
    await renderFactsPage('/');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Explore the World, One Country at a Time.']);
    expect(screen.getByRole('link', { name: 'Start Exploring' })).toHaveAttribute('href', '/country');
    const facts = screen.getByRole('region', { name: 'Interesting Facts' });
    expect(within(facts).getByRole('heading', { level: 2, name: 'Interesting Facts' })).toBeInTheDocument();
    expect(within(facts).getAllByRole('heading', { level: 3 })).toHaveLength(8);
    expect(within(facts).getByRole('heading', { level: 3, name: 'Nepal' }).closest('article')).toHaveTextContent('Mount Everest, 8,848 m');
  });

  it("links Start Exploring to the list wherever the route table puts it", async () => {
    await renderFactsPage('/', FACTS_ROUTES.map((route) => (route.id === 'countries' ? { ...route, path: '/nations' } : route)));
    expect(screen.getByRole('link', { name: 'Start Exploring' })).toHaveAttribute('href', '/nations');
  });

  it('is a static page: no island, nothing for the browser to run', async () => {
    const { container } = await renderFactsPage('/');
    expect(container.querySelector('[data-island]')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
  });

  it('has its title and description', async () => {
    const { page } = await renderFactsPage('/');
    expect([page.status, page.meta]).toEqual([
      200,
      [
        { title: 'WorldAtlas · Explore the World, One Country at a Time' },
        { name: 'description', content: 'Explore every country of the world: flags, capitals, populations, languages and currencies, and interesting facts.' },
      ],
    ]);
  });

  it("has an outline of the hero's and the facts', hidden from assistive technology", () => {
    document.body.innerHTML = renderToString(
      <Provider locale="en-US">
        <HydrateFallback />
      </Provider>,
    );
    expect([...document.querySelectorAll('[data-skeleton]')].map((outline) => [outline.getAttribute('data-skeleton'), outline.getAttribute('aria-hidden')])).toEqual([
      ['hero', 'true'],
      ['facts', 'true'],
    ]);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
