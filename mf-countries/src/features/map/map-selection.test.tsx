import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { islandFormatter } from '@worldatlas/i18n/island';
import type { CountryListIslandProps } from '../../islands/CountryListIsland';
import { hydrateIslands, islandPropsIn, renderPage } from '../../test/render';
import { attachMapTooltip, showOnMap, WORLD_MAP_ID } from './map-selection';

// The list island's work on the map the server drew, on the real countries-api's records.

const MAP = /^Countries on a world map/;

/** The shown countries' names, in Tab order. */
const shownNames = () => within(screen.getByRole('group', { name: MAP })).queryAllByRole('link').map((link) => link.getAttribute('aria-label'));

/** The list page in the map view at `/country{search}`, as the server renders it, its map, and the formatter of the island's messages in its props. */
async function renderMap(search: string) {
  window.history.replaceState(null, '', `/country${search}`);
  const { container } = await renderPage(`/country${search}`);
  const map = document.getElementById(WORLD_MAP_ID);
  if (!map) throw new Error('the page has no world map');
  const { locale, messages } = islandPropsIn(container) as CountryListIslandProps;
  return { container, map, format: islandFormatter(locale, messages) };
}

describe('showOnMap', () => {
  it('shows the countries given, as links in their order, and mutes the rest', async () => {
    const { map } = await renderMap('?view=map');
    expect(shownNames()).toHaveLength(250);
    showOnMap(map, ['NPL', 'IND', 'MCO']);
    expect(shownNames()).toEqual(['Nepal', 'India', 'Monaco']);
    expect(screen.getByRole('link', { name: 'India' })).toHaveAttribute('href', '/country/India');
    expect(screen.queryByRole('link', { name: 'China' })).not.toBeInTheDocument();
    showOnMap(map, ['CHN', 'NPL']);
    expect(shownNames()).toEqual(['China', 'Nepal']);
    expect(map).toBeVisible();
  });

  it('hides the map when none is shown', async () => {
    const { map } = await renderMap('?view=map&region=Oceania');
    showOnMap(map, []);
    expect(map).not.toBeVisible();
    showOnMap(map, ['FJI']);
    expect(map).toBeVisible();
    expect(shownNames()).toEqual(['Fiji']);
  });
});

describe('attachMapTooltip', () => {
  it("shows a shown country's name, population and capital while the pointer is on it or it has the focus, and hides it after", async () => {
    const { map, format } = await renderMap('?view=map&q=nepal');
    attachMapTooltip(map, format);
    const tooltip = within(map).getByRole('tooltip', { hidden: true });
    expect(tooltip).not.toBeVisible();
    fireEvent.mouseOver(screen.getByRole('link', { name: 'Nepal' }).querySelector('path') as Element);
    expect(tooltip).toBeVisible();
    expect([...tooltip.querySelectorAll('p')].map((line) => line.textContent)).toEqual(['Nepal', expect.stringMatching(/^Population: \d{1,3}(,\d{3})+$/), 'Capital: Kathmandu']);
    fireEvent.mouseLeave(map.querySelector('[data-map-box]') as Element);
    expect(tooltip).not.toBeVisible();
    fireEvent.focusIn(screen.getByRole('link', { name: 'Nepal' }));
    expect(tooltip).toBeVisible();
    fireEvent.focusOut(screen.getByRole('link', { name: 'Nepal' }));
    expect(tooltip).not.toBeVisible();
  });

  it("says N/A for a capital the record lacks, shows nothing for a muted country, and stops when detached", async () => {
    const { map, container, format } = await renderMap('?view=map&q=antarctica');
    const detach = attachMapTooltip(map, format);
    const tooltip = within(map).getByRole('tooltip', { hidden: true });
    fireEvent.mouseOver(container.querySelector('a[data-cca3="FRA"] path') as Element);
    expect(tooltip).not.toBeVisible();
    fireEvent.mouseOver(screen.getByRole('link', { name: 'Antarctica' }).querySelector('path') as Element);
    expect(tooltip).toHaveTextContent('Capital: N/A');
    fireEvent.mouseLeave(map.querySelector('[data-map-box]') as Element);
    detach();
    fireEvent.mouseOver(screen.getByRole('link', { name: 'Antarctica' }).querySelector('path') as Element);
    expect(tooltip).not.toBeVisible();
  });
});

describe('the map view with the list island running', () => {
  it('follows the search and the region at once, and shows the tooltip', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = await renderMap('?view=map&region=Europe');
    expect(screen.getByRole('status')).toHaveTextContent('53 countries');
    await hydrateIslands(container);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'Asia');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'ne');
    expect(await screen.findByText('5 countries')).toBeInTheDocument();
    expect(shownNames()).toEqual(['Brunei', 'Indonesia', 'Nepal', 'Palestine', 'Philippines']);
    expect(window.location.search).toBe('?q=ne&region=Asia&view=map');
    fireEvent.mouseOver(screen.getByRole('link', { name: 'Nepal' }).querySelector('path') as Element);
    expect(within(container).getByRole('tooltip')).toHaveTextContent('Capital: Kathmandu');
    expect(errors).not.toHaveBeenCalledWith(expect.stringContaining('did not hydrate as rendered'), expect.anything());
  });
});
