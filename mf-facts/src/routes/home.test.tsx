import { screen, within } from '@testing-library/react';
import { Provider } from '@worldatlas/design-system';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Component, head, Skeleton } from './home';

/** Puts `element` into the document as the render server renders it (in the design system): plain HTML. */
function serve(element: ReactElement): HTMLElement {
  const container = document.createElement('main');
  container.innerHTML = renderToString(<Provider locale="en-US">{element}</Provider>);
  document.body.replaceChildren(container);
  return container;
}

describe('the home route', () => {
  it('renders the hero under the one level-1 heading, then the facts section with its eight cards a level below', () => {
    serve(<Component />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Explore the World, One Country at a Time.']);
    expect(screen.getByRole('link', { name: 'Start Exploring' })).toHaveAttribute('href', '/country');
    const facts = screen.getByRole('region', { name: 'Interesting Facts' });
    expect(within(facts).getByRole('heading', { level: 2, name: 'Interesting Facts' })).toBeInTheDocument();
    expect(within(facts).getAllByRole('heading', { level: 3 })).toHaveLength(8);
    expect(within(facts).getByRole('heading', { level: 3, name: 'Nepal' }).closest('article')).toHaveTextContent('Mount Everest, 8,848 m');
  });

  it('is a static page: no island, nothing for the browser to run', () => {
    const page = serve(<Component />);
    expect(page.querySelector('[data-island]')).toBeNull();
    expect(page.querySelector('script')).toBeNull();
  });

  it('has its title and description', () => {
    expect(head({ data: undefined, params: {} })).toEqual({
      title: 'WorldAtlas · Explore the World, One Country at a Time',
      description: 'Explore every country of the world: flags, capitals, populations, languages and currencies, and interesting facts.',
    });
  });

  it("has an outline of the hero's and the facts', hidden from assistive technology", () => {
    const page = serve(<Skeleton />);
    expect([...page.querySelectorAll('[data-skeleton]')].map((outline) => [outline.getAttribute('data-skeleton'), outline.getAttribute('aria-hidden')])).toEqual([
      ['hero', 'true'],
      ['facts', 'true'],
    ]);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
