import { screen, within } from '@testing-library/react';
import { renderPage } from '../../test/render';

// The locator map as the country page draws it on the server, from the real countries-api's records.

/** The country's own fill: the design system's accent. */
const HIGHLIGHT = 'var(--chakra-colors-accent-600)';

/** The country page for `name`, as the server renders it. */
const renderCountry = (name: string) => renderPage(`/country/${encodeURIComponent(name)}`);

describe('the locator map of a country page', () => {
  it('draws the country in the accent colour on a world map named for it, under the Location heading', async () => {
    await renderCountry('Nepal');
    const location = screen.getByRole('region', { name: 'Location' });
    const map = within(location).getByRole('img', { name: 'Nepal on a world map' });
    const highlighted = [...map.querySelectorAll('path')].filter((path) => path.getAttribute('fill') === HIGHLIGHT);
    expect(highlighted).toHaveLength(1);
    expect(highlighted[0]?.getAttribute('d')).toMatch(/^M\d/);
    expect(map.parentElement?.querySelector('circle')).toBeNull();
  });

  it('makes each border country a link to its page, named by the country, over the picture', async () => {
    await renderCountry('Nepal');
    const neighbours = screen.getByRole('group', { name: 'Border countries of Nepal' });
    expect(within(neighbours).getAllByRole('link').map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['China', '/country/China'],
      ['India', '/country/India'],
    ]);
    for (const link of within(neighbours).getAllByRole('link')) expect(link.querySelector('path, circle')).not.toBeNull();
  });

  it('rings a country too small to see in the accent colour, over the neighbour around it, and its neighbours are links still', async () => {
    await renderCountry('Vatican City');
    const map = screen.getByRole('img', { name: 'Vatican City on a world map' });
    const neighbours = screen.getByRole('group', { name: 'Border countries of Vatican City' });
    expect(within(neighbours).getByRole('link', { name: 'Italy' })).toHaveAttribute('href', '/country/Italy');
    const ring = map.parentElement?.querySelector(`circle[stroke="${HIGHLIGHT}"]`);
    // Drawn in a layer after the links (so over Italy), hidden from assistive technology: the map's name says which country.
    const layers = [...(map.parentElement?.children ?? [])];
    expect(layers.indexOf(ring?.closest('svg') as Element)).toBeGreaterThan(layers.indexOf(neighbours));
    expect(ring?.closest('svg')).toHaveAttribute('aria-hidden', 'true');
    await renderCountry('Monaco');
    expect(within(screen.getByRole('group', { name: 'Border countries of Monaco' })).getByRole('link', { name: 'France' })).toHaveAttribute('href', '/country/France');
  });

  it('has no links for a country without land borders', async () => {
    await renderCountry('Iceland');
    expect(screen.getByRole('img', { name: 'Iceland on a world map' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Border countries of Iceland' })).queryByRole('link')).not.toBeInTheDocument();
  });
});
