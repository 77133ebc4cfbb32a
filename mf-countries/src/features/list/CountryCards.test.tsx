import { screen, within } from '@testing-library/react';
import { renderPage } from '../../test/render';
import { COUNTRY_CARDS_ID } from './card-selection';

// The list's cards as the server renders them for the page's query, on the real countries-api's records.

const cardNames = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').getAttribute('title'));
/** The shown card of the country named `name`. */
const card = (name: string) => screen.getByRole('heading', { name }).closest('article') as HTMLElement;
/** The full names of the cards kept out of the page, in their places. */
const keptNames = (list: HTMLElement) =>
  [...list.querySelectorAll('template')].map((template) => template.content.querySelector('h2')?.getAttribute('title'));
/** Every card item's name in document order, shown or kept. */
const allNames = (list: HTMLElement) => [...list.children].map((child) => (child instanceof HTMLTemplateElement ? child.content.firstElementChild : child)?.querySelector('h2')?.getAttribute('title'));

async function renderCards(search: string) {
  await renderPage(`/country${search}`);
  const list = document.getElementById(COUNTRY_CARDS_ID);
  if (!list) throw new Error('the page has no card list');
  return list;
}

describe('the list page\'s cards', () => {
  it('shows every country as a list item for the list as it first shows, in name order', async () => {
    const list = await renderCards('');
    expect(screen.getAllByRole('listitem')).toHaveLength(250);
    expect(cardNames().slice(0, 3)).toEqual(['Afghanistan', 'Åland Islands', 'Albania']);
    expect(list.querySelector('template')).toBeNull();
    expect(list).toBeVisible();
  });

  it("shows the query's cards in its order and keeps every other card in a template in its place, out of the page", async () => {
    const list = await renderCards('?region=Oceania&sortBy=area&sort=desc');
    const shown = cardNames();
    expect(shown[0]).toBe('Australia');
    expect(screen.getAllByRole('listitem')).toHaveLength(shown.length);
    expect(shown.length + keptNames(list).length).toBe(250);
    // Every card in the order of the query (area, largest first), the others too: Russia before Australia.
    const all = allNames(list);
    expect(all.filter((name) => shown.includes(name ?? ''))).toEqual(shown);
    expect(all.indexOf('Russia')).toBeLessThan(all.indexOf('Australia'));
    // Kept cards load no flag and are not read out.
    expect(screen.queryByRole('img', { name: /Russia/ })).not.toBeInTheDocument();
  });

  it("gives the cards of the query's region and subregion their folded names for the page's pre-filter, and no other card", async () => {
    const list = await renderCards('?q=tome&region=Africa&subregion=Middle%20Africa');
    expect(cardNames()).toEqual(['São Tomé and Príncipe']);
    const item = (name: string) =>
      [...list.querySelectorAll('li'), ...[...list.querySelectorAll('template')].map((template) => template.content.firstElementChild)].find(
        (candidate) => candidate?.querySelector('h2')?.getAttribute('title') === name,
      );
    // Kept cards are in their templates' documents: read as attributes.
    const attribute = (name: string, attributeName: string) => item(name)?.getAttribute(attributeName);
    expect(attribute('São Tomé and Príncipe', 'data-prefilter-text')).toBe('sao tome and principe');
    expect(attribute('Cameroon', 'data-prefilter-text')).toBe('cameroon');
    expect(attribute('Kenya', 'data-prefilter-text')).toBeNull();
    expect(attribute('Nepal', 'data-prefilter-text')).toBeNull();
    expect(attribute('Nepal', 'data-cca3')).toBe('NPL');
  });

  it('loads the first row of shown flags at once at high priority, and the others lazily', async () => {
    await renderCards('?region=Europe');
    const flags = screen.getAllByRole('img');
    expect(flags).toHaveLength(53);
    expect(flags.slice(0, 4).map((flag) => [flag.getAttribute('loading'), flag.getAttribute('fetchpriority')])).toEqual(Array(4).fill(['eager', 'high']));
    expect(new Set(flags.slice(4).map((flag) => `${flag.getAttribute('loading')} ${flag.getAttribute('fetchpriority')}`))).toEqual(new Set(['lazy auto']));
  });

  it("shows each card's area while the list is sorted by area, small areas with their decimals and an unknown one as N/A", async () => {
    await renderCards('?region=Europe&sortBy=area');
    const area = (name: string) => within(card(name)).getByText('Area:').parentElement;
    expect(cardNames().slice(0, 2)).toEqual(['Vatican City', 'Monaco']);
    expect(area('Vatican City')).toHaveTextContent('Area: 0.44 km²');
    expect(area('Monaco')).toHaveTextContent('Area: 2 km²');
    expect(area('Russia')).toHaveTextContent('Area: 17,098,242 km²');
    expect(area('Svalbard and Jan Mayen')).toHaveTextContent('Area: N/A');
    for (const name of ['Vatican City', 'Russia', 'Svalbard and Jan Mayen']) expect(area(name)).toBeVisible();
  });

  it.each([['name', ''], ['population', '&sortBy=population']])('shows no area on the cards while the list is sorted by %s', async (_by, search) => {
    await renderCards(`?region=Europe${search}`);
    expect(within(card('Russia')).getByText('Area:', { exact: true }).parentElement).not.toBeVisible();
    expect(within(card('Russia')).getByText(/Population:/).parentElement).toBeVisible();
  });

  it('hides the list when no card is shown', async () => {
    const list = await renderCards('?q=zzzz');
    expect(list).not.toBeVisible();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(keptNames(list)).toHaveLength(250);
  });
});
