import { screen } from '@testing-library/react';
import { Provider } from '@worldatlas/design-system';
import { renderToString } from 'react-dom/server';
import { renderFactsPage } from '../test/render';
import { HydrateFallback } from './about';

describe('the about route', () => {
  it("renders the facts under the page's own level-1 heading, the eight cards at level 2", async () => {
    const { container } = await renderFactsPage('/about');
    expect(screen.getByRole('heading', { level: 1, name: "Here are the Interesting Facts we're proud of" })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(8);
    expect(screen.getAllByRole('article')).toHaveLength(8);
    expect(container.querySelector('[data-island]')).toBeNull();
  });

  it('has its title and description', async () => {
    const { page } = await renderFactsPage('/about');
    expect(page.meta).toEqual([
      { title: 'About · WorldAtlas' },
      { name: 'description', content: "Interesting facts about the world's countries: Mount Everest, the Pyramids of Giza, the Great Barrier Reef and more." },
    ]);
  });

  it("has the facts' outline, hidden from assistive technology", () => {
    document.body.innerHTML = renderToString(
      <Provider locale="en-US">
        <HydrateFallback />
      </Provider>,
    );
    expect(document.querySelector('[data-skeleton="facts"]')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
