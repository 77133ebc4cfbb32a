import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderListIsland } from '../../test/render';

// The list's controls, through the list's island on the page's props from the real countries-api:
// what each shows and keeps in the address.

const cardNames = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').getAttribute('title'));
const select = (name: string) => screen.getByRole('combobox', { name });
const optionsOf = (name: string) => within(select(name)).getAllByRole('option').map((option) => option.textContent);
const count = () => screen.getByText(/^\d+ countr(y|ies)$/);

describe('Search by', () => {
  it('searches capitals with accents ignored: "bogota" finds Bogotá', async () => {
    const user = userEvent.setup();
    await renderListIsland();
    await user.selectOptions(select('Search by'), 'Capital');
    await user.type(screen.getByRole('searchbox', { name: 'Search by capital' }), 'bogota');
    expect(await screen.findByText('1 country')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Colombia']);
    expect(screen.getByRole('article')).toHaveTextContent('Capital: Bogotá');
    await waitFor(() => expect(window.location.search).toBe('?by=capital&q=bogota'));
  });

  it('takes at most 100 characters of search text, as many as the address keeps: what is typed is never cut later', async () => {
    const user = userEvent.setup();
    await renderListIsland();
    const searchBox = screen.getByRole('searchbox', { name: 'Search by name' });
    await user.click(searchBox);
    await user.paste('x'.repeat(120));
    expect(searchBox).toHaveValue('x'.repeat(100));
    await waitFor(() => expect(window.location.search).toBe(`?q=${'x'.repeat(100)}`));
  });

  it('searches currencies by name or code: "euro" and "eur" both find the eurozone', async () => {
    const user = userEvent.setup();
    await renderListIsland('?by=currency&q=euro');
    expect(count()).toHaveTextContent('37 countries');
    expect(cardNames()).toContain('Germany');
    const searchBox = screen.getByRole('searchbox', { name: 'Search by currency' });
    await user.clear(searchBox);
    await user.type(searchBox, 'EUR');
    expect(await screen.findByText('37 countries')).toBeInTheDocument();
    await user.selectOptions(select('Region'), 'Europe');
    expect(await screen.findByText('27 countries')).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe('?by=currency&q=EUR&region=Europe'));
  });

  it('searches languages by name or code, loading them in the browser when the page had none', async () => {
    const user = userEvent.setup();
    await renderListIsland('?by=language');
    await user.type(screen.getByRole('searchbox', { name: 'Search by language' }), 'spanish');
    expect(await screen.findByText('24 countries')).toBeInTheDocument();
    expect(cardNames()).toContain('Spain');
    await user.clear(screen.getByRole('searchbox', { name: 'Search by language' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by language' }), 'spa');
    expect(await screen.findByText('24 countries')).toBeInTheDocument();
    expect(select('Search by')).toHaveValue('language');
  });

  it('keeps the name search as it was: a capital or currency is not a name', async () => {
    await renderListIsland('?q=euro');
    expect(screen.getByText('No countries whose name matches “euro”.')).toBeInTheDocument();
  });
});

describe('Sort by', () => {
  it('orders by population or area; Asc and Desc give the direction', async () => {
    const user = userEvent.setup();
    await renderListIsland();
    await user.selectOptions(select('Sort by'), 'Population');
    await user.click(screen.getByRole('button', { name: 'Desc' }));
    await waitFor(() => expect(cardNames().slice(0, 3)).toEqual(['India', 'China', 'United States']));
    await waitFor(() => expect(window.location.search).toBe('?sortBy=population&sort=desc'));
    await user.selectOptions(select('Sort by'), 'Area');
    await waitFor(() => expect(cardNames().slice(0, 3)).toEqual(['Russia', 'Antarctica', 'Canada']));
    await user.click(screen.getByRole('button', { name: 'Asc' }));
    await waitFor(() => expect(cardNames().slice(0, 2)).toEqual(['Vatican City', 'Monaco']));
    await waitFor(() => expect(window.location.search).toBe('?sortBy=area'));
  });
});

describe('Subregion', () => {
  it("is disabled while the region is All, then offers the region's subregions and narrows to one exactly", async () => {
    const user = userEvent.setup();
    await renderListIsland();
    expect(select('Subregion')).toBeDisabled();
    await user.selectOptions(select('Region'), 'Europe');
    expect(select('Subregion')).toBeEnabled();
    expect(optionsOf('Subregion')).toEqual(['All', 'Central Europe', 'Eastern Europe', 'Northern Europe', 'Southeast Europe', 'Southern Europe', 'Western Europe']);
    await user.selectOptions(select('Subregion'), 'Northern Europe');
    expect(await screen.findByText('16 countries')).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe('?region=Europe&subregion=Northern+Europe'));

    // Another region starts whole; All disables the subregion again.
    await user.selectOptions(select('Region'), 'Asia');
    expect(await screen.findByText('50 countries')).toBeInTheDocument();
    expect(select('Subregion')).toHaveValue('all');
    await waitFor(() => expect(window.location.search).toBe('?region=Asia'));
    await user.selectOptions(select('Region'), 'all');
    expect(select('Subregion')).toBeDisabled();
  });

  it('ignores a subregion its region does not have, and leaves it out of the address', async () => {
    await renderListIsland('?region=Asia&subregion=Northern%20Europe');
    expect(count()).toHaveTextContent('50 countries');
    expect(select('Subregion')).toHaveValue('all');
    await waitFor(() => expect(window.location.search).toBe('?region=Asia'));
  });
});

describe('the whole query in the address', () => {
  it('restores every control and the list it selects', async () => {
    await renderListIsland('?by=currency&q=euro&region=Europe&subregion=Northern%20Europe&sortBy=area&sort=desc');
    expect(count()).toHaveTextContent('6 countries');
    expect(cardNames()).toEqual(['Finland', 'Ireland', 'Lithuania', 'Latvia', 'Estonia', 'Åland Islands']);
    expect(select('Search by')).toHaveValue('currency');
    expect(screen.getByRole('searchbox', { name: 'Search by currency' })).toHaveValue('euro');
    expect(select('Region')).toHaveValue('Europe');
    expect(select('Subregion')).toHaveValue('Northern Europe');
    expect(select('Sort by')).toHaveValue('area');
    expect(screen.getByRole('button', { name: 'Desc' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('restores a search by language within a subregion, by population descending', async () => {
    await renderListIsland('?by=language&q=spanish&region=Americas&subregion=South%20America&sortBy=population&sort=desc');
    expect(count()).toHaveTextContent('9 countries');
    expect(cardNames()).toEqual(['Colombia', 'Argentina', 'Peru', 'Venezuela', 'Chile', 'Ecuador', 'Bolivia', 'Paraguay', 'Uruguay']);
  });
});

describe('the form before the island runs, and without scripts', () => {
  it('is a GET form of the list with every control a named field, and Asc, Desc and Show send it', async () => {
    await renderListIsland('?region=Europe');
    const form = screen.getByRole('search', { name: 'Countries' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/country');
    const names = ['Search by', 'Region', 'Subregion', 'Sort by'].map((name) => select(name).getAttribute('name'));
    expect(names).toEqual(['by', 'region', 'subregion', 'sortBy']);
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveAttribute('name', 'q');
    expect(screen.getByRole('radio', { name: 'Map' })).toHaveAttribute('name', 'view');
    for (const [button, value] of [['Asc', 'asc'], ['Desc', 'desc']] as const) {
      expect(screen.getByRole('button', { name: button })).toHaveAttribute('type', 'submit');
      expect(screen.getByRole('button', { name: button })).toHaveAttribute('value', value);
    }
    expect(screen.getByRole('button', { name: 'Show' })).toHaveAttribute('type', 'submit');
  });
});
