import { screen } from '@testing-library/react';
import { Provider } from '@worldatlas/design-system';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Component, head, Skeleton } from './about';

/** Puts `element` into the document as the render server renders it (in the design system): plain HTML. */
function serve(element: ReactElement): HTMLElement {
  const container = document.createElement('main');
  container.innerHTML = renderToString(<Provider locale="en-US">{element}</Provider>);
  document.body.replaceChildren(container);
  return container;
}

describe('the about route', () => {
  it("renders the facts under the page's own level-1 heading, the eight cards at level 2", () => {
    const page = serve(<Component />);
    expect(screen.getByRole('heading', { level: 1, name: "Here are the Interesting Facts we're proud of" })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(8);
    expect(screen.getAllByRole('article')).toHaveLength(8);
    expect(page.querySelector('[data-island]')).toBeNull();
  });

  it('has its title and description', () => {
    expect(head({ data: undefined, params: {} })).toEqual({
      title: 'About · WorldAtlas',
      description: "Interesting facts about the world's countries: Mount Everest, the Pyramids of Giza, the Great Barrier Reef and more.",
    });
  });

  it("has the facts' outline, hidden from assistive technology", () => {
    const page = serve(<Skeleton />);
    expect(page.querySelector('[data-skeleton="facts"]')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
