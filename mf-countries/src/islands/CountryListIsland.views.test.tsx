import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderListIsland, startStandInApi } from '../test/render';

// List and Map with the island running: the other view in place, drawn by the island when the page
// did not carry it, on the real countries-api's records.

const MAP = 'Countries on a world map, coloured by population';
const radio = (name: 'List' | 'Map') => screen.getByRole('radio', { name });
const cardNames = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').getAttribute('title'));
/** The countries the map shows, as links in Tab order, by name. */
const mapNames = () => within(screen.getByRole('group', { name: MAP })).getAllByRole('link').map((link) => link.getAttribute('aria-label'));
const address = () => `${window.location.pathname}${window.location.search}`;
/** Goes a step back or forward in the history; resolves once the page has had its `popstate` (and React its render). */
const historyStep = (go: () => void) =>
  act(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener('popstate', () => resolve(), { once: true });
        go();
      }),
  );

/** console.error, watched: jsdom reports there a navigation it cannot do ("Not implemented: navigation"), and React a failed render. */
const watchConsoleErrors = () => jest.spyOn(console, 'error');

describe('the list view and the map view, with the island running', () => {
  it('switches List → Map → List with the arrow keys, in place: the focus stays on the choice and the address follows, a step of the history each', async () => {
    const errors = watchConsoleErrors();
    const user = userEvent.setup();
    await renderListIsland('?q=ne&region=Asia');
    const steps = window.history.length;
    radio('List').focus();

    await user.keyboard('{ArrowRight}');
    expect(radio('Map')).toBeChecked();
    expect(radio('Map')).toHaveFocus();
    expect(await screen.findByRole('group', { name: MAP })).toBeVisible();
    expect(mapNames()).toEqual(['Brunei', 'Indonesia', 'Nepal', 'Palestine', 'Philippines']);
    expect(screen.getByRole('link', { name: 'Nepal' })).toHaveAttribute('href', '/country/Nepal');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('5 countries');
    expect(address()).toBe('/country?q=ne&region=Asia&view=map');
    expect(window.history.length).toBe(steps + 1);

    await user.keyboard('{ArrowLeft}');
    expect(radio('List')).toBeChecked();
    expect(radio('List')).toHaveFocus();
    await waitFor(() => expect(cardNames()).toEqual(['Brunei', 'Indonesia', 'Nepal', 'Palestine', 'Philippines']));
    expect(screen.queryByRole('group', { name: MAP })).not.toBeInTheDocument();
    expect(address()).toBe('/country?q=ne&region=Asia');
    expect(window.history.length).toBe(steps + 2);
    expect(errors).not.toHaveBeenCalled();
  });

  it('follows Back and Forward: the view and the query of each step come back', async () => {
    const user = userEvent.setup();
    await renderListIsland('?region=Oceania');
    await user.click(radio('Map'));
    expect(await screen.findByRole('group', { name: MAP })).toBeVisible();
    // Typing changes the step's address, and adds no step.
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'fi');
    await waitFor(() => expect(mapNames()).toEqual(['Fiji']));
    expect(address()).toBe('/country?q=fi&region=Oceania&view=map');

    await historyStep(() => window.history.back());
    expect(address()).toBe('/country?region=Oceania');
    await waitFor(() => expect(cardNames()).toHaveLength(27));
    expect(radio('List')).toBeChecked();
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('');
    expect(screen.queryByRole('group', { name: MAP })).not.toBeInTheDocument();

    await historyStep(() => window.history.forward());
    await waitFor(() => expect(mapNames()).toEqual(['Fiji']));
    expect(radio('Map')).toBeChecked();
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('fi');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("draws the cards of a map view's page when the visitor switches to the list: flags, the order's figure and Read More, in the query's order", async () => {
    const user = userEvent.setup();
    await renderListIsland('?region=Europe&sortBy=area&view=map');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await user.click(radio('List'));
    await waitFor(() => expect(cardNames().slice(0, 2)).toEqual(['Vatican City', 'Monaco']));
    expect(cardNames()).toHaveLength(53);
    const vatican = screen.getByRole('heading', { name: 'Vatican City' }).closest('article') as HTMLElement;
    expect(within(vatican).getByRole('img')).toHaveAttribute('alt', 'The flag of Vatican City.');
    expect(within(vatican).getByText('Area:').parentElement).toHaveTextContent('Area: 0.44 km²');
    expect(within(vatican).getByText('Area:').parentElement).toBeVisible();
    expect(within(vatican).getByRole('link', { name: 'Read More about Vatican City' })).toHaveAttribute('href', '/country/Vatican%20City');
    expect(screen.queryByRole('group', { name: MAP })).not.toBeInTheDocument();
    expect(address()).toBe('/country?region=Europe&sortBy=area');
  });

  it('says so when the map cannot be loaded, and Retry draws it', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let mapCalls = 0;
    const api = await startStandInApi((path) => (path === '/v3.1/all?fields=cca3,ccn3,latlng' && ++mapCalls === 1 ? { status: 503 } : { real: true }));
    try {
      const user = userEvent.setup();
      await renderListIsland('?q=nepal', { apiBaseUrl: api.base });
      await user.click(radio('Map'));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('The map could not be loaded');
      expect(screen.queryByRole('group', { name: MAP })).not.toBeInTheDocument();
      expect(errors).toHaveBeenCalledWith('The map could not be loaded', expect.anything());
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('group', { name: MAP })).toBeVisible();
      expect(mapNames()).toEqual(['Nepal']);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(mapCalls).toBe(2);
    } finally {
      await api.close();
    }
  });

  it('shows a loader with its name while the map is on its way', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const api = await startStandInApi(() => ({ real: true, after: held }));
    try {
      const user = userEvent.setup();
      await renderListIsland('', { apiBaseUrl: api.base });
      await user.click(radio('Map'));
      expect(await screen.findByRole('status', { name: 'Loading the map' })).toBeInTheDocument();
      release();
      expect(await screen.findByRole('group', { name: MAP })).toBeVisible();
      expect(screen.queryByRole('status', { name: 'Loading the map' })).not.toBeInTheDocument();
    } finally {
      await api.close();
    }
  });
});
