import { screen, within } from '@testing-library/react';
import { renderPage } from '../../test/render';

// The list's map view as the server draws it, from the real countries-api: the map itself ships no script.

const MAP = /^Countries on a world map/;

/** The list page at `/country{search}`, as the server renders it. */
const renderList = (search: string) => renderPage(`/country${search}`);

/** The shown countries' links, in Tab order: their names and addresses. */
const shownLinks = () => within(screen.getByRole('group', { name: MAP })).getAllByRole('link').map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]);

describe('the world map of the list', () => {
  it("makes each country the query selects a link to its page, in the list's order, and shows the count instead of cards", async () => {
    await renderList('?view=map&q=ne&region=Asia&sort=desc');
    expect(shownLinks()).toEqual([
      ['Philippines', '/country/Philippines'],
      ['Palestine', '/country/Palestine'],
      ['Nepal', '/country/Nepal'],
      ['Indonesia', '/country/Indonesia'],
      ['Brunei', '/country/Brunei'],
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('5 countries');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('mutes the others: drawn, but no link and hidden from assistive technology', async () => {
    const { container } = await renderList('?view=map&q=ne&region=Asia');
    expect(screen.queryByRole('link', { name: 'France' })).not.toBeInTheDocument();
    const france = container.querySelector('a[data-cca3="FRA"]');
    expect(france).not.toHaveAttribute('href');
    expect(france?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(france?.querySelector('path')).not.toBeNull();
  });

  it('colours a shown country by its population, a territory without people apart, with a legend', async () => {
    const { container } = await renderList('?view=map&q=nepal');
    // Nepal's 29 M people: the fourth bin, whose shade each colour mode sets on the map.
    expect(container.querySelector('a[data-cca3="NPL"] path')).toHaveAttribute('fill', 'var(--map-population-3)');
    expect(within(screen.getByRole('list', { name: 'Population' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Under 100K',
      '100K – 1M',
      '1M – 10M',
      '10M – 100M',
      '100M and more',
      'No data',
    ]);
    await renderList('?view=map&q=bouvet');
    // Hatched, by the map's own pattern.
    expect(document.querySelector('a[data-cca3="BVT"][href] :is(path, circle)')).toHaveAttribute('fill', 'url(#map-no-data)');
    expect(document.querySelector('svg pattern#map-no-data')).not.toBeNull();
  });

  it('titles the legend Population, in visible text that names its list', async () => {
    await renderList('?view=map');
    const legend = screen.getByRole('list', { name: 'Population' });
    const title = document.getElementById(legend.getAttribute('aria-labelledby') ?? '');
    expect(title).toHaveTextContent(/^Population$/);
    expect(title).toBeVisible();
    expect(title?.closest('[aria-hidden="true"]')).toBeNull();
  });

  it("draws a territory too small for the world's shapes as a dot, a link still", async () => {
    await renderList('?view=map&q=monaco');
    const [monaco] = within(screen.getByRole('group', { name: MAP })).getAllByRole('link');
    expect(monaco).toHaveAttribute('href', '/country/Monaco');
    expect(monaco?.querySelector('circle')).not.toBeNull();
  });

  it('hides the map when nothing matches: the list says why', async () => {
    const { container } = await renderList('?view=map&q=zzzz');
    expect(container.querySelector('#country-map')).not.toBeVisible();
    expect(screen.getByText('No countries whose name matches “zzzz”.')).toBeInTheDocument();
  });
});
