import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateIslands, renderPage } from '../test/render';

// The list page as the browser gets it: the server's HTML first, a visitor acting on it, then the
// island's code arriving and hydrating it (the real island module, through startIslands).

const cardNames = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').getAttribute('title'));

/** The list page at `/country{search}` in the document, as served: no script running yet. */
async function servePage(search = '') {
  window.history.replaceState(null, '', `/country${search}`);
  const { container } = await renderPage(`/country${search}`);
  return container;
}

/**
 * console.error, watched but still printed: React reports there a hydration that differs from the
 * server's HTML (an id, a text, an attribute) and a failed load of the island. Each test expects none.
 */
const watchConsoleErrors = () => jest.spyOn(console, 'error');

describe('the list island hydrating the server-rendered list', () => {
  it('adopts what the visitor typed and chose before its code arrived: the list filters to it and the field keeps its text', async () => {
    const errors = watchConsoleErrors();
    const page = await servePage();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'ne');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'Asia');
    // Nothing runs yet: the server's 250 cards are still there.
    expect(screen.getByText('250 countries')).toBeInTheDocument();

    expect(await hydrateIslands(page)).toEqual([{ status: 'fulfilled', value: undefined }]);
    expect(page.querySelector('[data-island]')).toHaveAttribute('data-hydrated');
    expect(await screen.findByText('5 countries')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Brunei', 'Indonesia', 'Nepal', 'Palestine', 'Philippines']);
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('ne');
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('Asia');
    await waitFor(() => expect(window.location.search).toBe('?q=ne&region=Asia'));
    expect(errors).not.toHaveBeenCalled();
  });

  it('adopts a "Sort by" chosen before its code arrived: the cards follow the order chosen', async () => {
    const errors = watchConsoleErrors();
    const page = await servePage('?region=Asia');
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Area');
    // The server's order, by name, until the island runs.
    expect(cardNames()[0]).toBe('Afghanistan');

    await hydrateIslands(page);
    // Asia's smallest areas in the built data: Macau 30 km², Maldives 300, Singapore 710, Bahrain 765, Hong Kong 1104.
    await waitFor(() => expect(cardNames().slice(0, 5)).toEqual(['Macau', 'Maldives', 'Singapore', 'Bahrain', 'Hong Kong']));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('area');
    await waitFor(() => expect(window.location.search).toBe('?region=Asia&sortBy=area'));
    expect(errors).not.toHaveBeenCalled();
  });

  it('adopts a search by currency chosen before: it loads the languages and currencies itself', async () => {
    const errors = watchConsoleErrors();
    const page = await servePage('?region=Europe');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Search by' }), 'Currency');
    await user.type(screen.getByRole('searchbox', { name: /^Search by/ }), 'euro');
    await hydrateIslands(page);
    expect(await screen.findByText('27 countries')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search by currency' })).toHaveValue('euro');
    await waitFor(() => expect(window.location.search).toBe('?by=currency&q=euro&region=Europe'));
    expect(errors).not.toHaveBeenCalled();
  });

  it('takes over the list as rendered when nothing was changed, and then follows each control', async () => {
    const errors = watchConsoleErrors();
    const page = await servePage('?region=Oceania&sortBy=area&sort=desc');
    const before = cardNames();
    await hydrateIslands(page);
    expect(cardNames()).toEqual(before);
    expect(before[0]).toBe('Australia');
    expect(window.location.search).toBe('?region=Oceania&sortBy=area&sort=desc');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Asc' }));
    await waitFor(() => expect(cardNames()).toEqual([...before].reverse()));
    expect(errors).not.toHaveBeenCalled();
  });

  it("takes over the page's own query without touching a card: the server's cards stay as they are", async () => {
    const page = await servePage('?region=Europe&sortBy=population');
    const list = page.querySelector('#country-cards') as HTMLElement;
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(list, { subtree: true, childList: true, attributes: true, characterData: true });
    await hydrateIslands(page);
    expect(page.querySelector('[data-island]')).toHaveAttribute('data-hydrated');
    changes.push(...observer.takeRecords());
    observer.disconnect();
    expect(changes).toEqual([]);
    expect(screen.getByText('53 countries')).toBeInTheDocument();
  });

  it('hydrates exactly as the server rendered it: React reports no mismatch', async () => {
    const errors = watchConsoleErrors();
    const page = await servePage();
    expect(await hydrateIslands(page)).toEqual([{ status: 'fulfilled', value: undefined }]);
    expect(page.querySelector('[data-island]')).toHaveAttribute('data-hydrated');
    expect(errors).not.toHaveBeenCalled();
  });
});
