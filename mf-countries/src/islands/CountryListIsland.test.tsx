import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderListIsland } from '../test/render';

// The list's island as the browser runs it, on the page's props from the real countries-api.

const cards = () => screen.getAllByRole('article');
const cardNames = () => cards().map((card) => within(card).getByRole('heading').getAttribute('title'));
const optionsOf = (name: string) => within(screen.getByRole('combobox', { name })).getAllByRole('option').map((option) => option.textContent);

describe('the country list island', () => {
  it('shows every country as a card, in ascending order, under its controls', async () => {
    await renderListIsland();
    expect(screen.getByRole('status')).toHaveTextContent('250 countries');
    expect(cards()).toHaveLength(250);
    expect(cardNames().slice(0, 2)).toEqual(['Afghanistan', 'Åland Islands']);
    expect(screen.getByRole('search', { name: 'Countries' })).toContainElement(screen.getByPlaceholderText('search'));
    expect(optionsOf('Region')).toEqual(['All', 'Africa', 'Americas', 'Asia', 'Europe', 'Oceania']);
    expect(optionsOf('Search by')).toEqual(['Name', 'Capital', 'Language', 'Currency']);
    expect(optionsOf('Sort by')).toEqual(['Name', 'Population', 'Area']);
    expect(screen.getByRole('combobox', { name: 'Subregion' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'List' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Asc' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a card with flag, cut name, population, region, capital and Read More', async () => {
    await renderListIsland('?q=afghan');
    const card = screen.getByRole('article');
    const heading = within(card).getByRole('heading', { name: 'Afghanistan' });
    expect(heading).toHaveTextContent('Afghanista...');
    expect(heading).toHaveAttribute('title', 'Afghanistan');
    const flag = within(card).getByRole('img');
    expect(flag).toHaveAttribute('alt', 'The flag of Afghanistan.');
    expect(flag).toHaveAttribute('width', '300');
    expect(flag).toHaveAttribute('height', '200');
    expect(card).toHaveTextContent(/Population: [\d,]{9,}/);
    expect(card).toHaveTextContent('Region: Asia');
    expect(card).toHaveTextContent('Capital: Kabul');
    expect(within(card).getByRole('link', { name: 'Read More about Afghanistan' })).toHaveAttribute('href', '/country/Afghanistan');
  });

  it('loads the first row of flags at once at high priority, and the others lazily', async () => {
    await renderListIsland('?region=Europe');
    expect(screen.getByRole('status')).toHaveTextContent('53 countries');
    const flags = screen.getAllByRole('img');
    expect(flags.slice(0, 4).map((flag) => [flag.getAttribute('loading'), flag.getAttribute('fetchpriority')])).toEqual(Array(4).fill(['eager', 'high']));
    expect(new Set(flags.slice(4).map((flag) => `${flag.getAttribute('loading')} ${flag.getAttribute('fetchpriority')}`))).toEqual(new Set(['lazy auto']));
  });

  it("shows 'N/A' for a country without a capital", async () => {
    await renderListIsland('?q=antarctica');
    expect(screen.getByRole('article')).toHaveTextContent('Capital: N/A');
  });

  it('encodes names with spaces and accents in Read More', async () => {
    await renderListIsland('?q=s%C3%A3o');
    const [link] = screen.getAllByRole('link', { name: /Read More about São Tomé/ });
    expect(link).toHaveAttribute('href', '/country/S%C3%A3o%20Tom%C3%A9%20and%20Pr%C3%ADncipe');
  });

  it('combines search, region and order, and keeps them in the address without defaults', async () => {
    const user = userEvent.setup();
    await renderListIsland();
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'NE');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'Asia');
    await user.click(screen.getByRole('button', { name: 'Desc' }));
    await waitFor(() => expect(cardNames()).toEqual(['Philippines', 'Palestine', 'Nepal', 'Indonesia', 'Brunei']));
    expect(window.location.pathname + window.location.search).toBe('/country?q=NE&region=Asia&sort=desc');

    await user.click(screen.getByRole('button', { name: 'Asc' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'all');
    await waitFor(() => expect(window.location.search).toBe('?q=NE'));
    expect(screen.getByRole('button', { name: 'Asc' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Desc' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("shows each card's area once the visitor sorts by area, and hides it again for another order", async () => {
    const user = userEvent.setup();
    await renderListIsland('?region=Europe');
    const area = (name: string) => within(screen.getByRole('heading', { name }).closest('article') as HTMLElement).getByText('Area:', { exact: true }).parentElement;
    expect(area('Russia')).not.toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Area');
    await waitFor(() => expect(cardNames().slice(0, 2)).toEqual(['Vatican City', 'Monaco']));
    expect(area('Vatican City')).toBeVisible();
    expect(area('Vatican City')).toHaveTextContent('Area: 0.44 km²');
    expect(area('Russia')).toHaveTextContent('Area: 17,098,242 km²');
    expect(area('Russia')).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Name');
    await waitFor(() => expect(cardNames()[0]).toBe('Åland Islands'));
    expect(area('Russia')).not.toBeVisible();
  });

  it('restores the list from the address', async () => {
    await renderListIsland('?q=ne&region=Asia&sort=desc');
    expect(screen.getByRole('status')).toHaveTextContent('5 countries');
    expect(cardNames()[0]).toBe('Philippines');
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('ne');
  });

  it('falls back to the defaults for unknown values in the address, and leaves them out of it', async () => {
    await renderListIsland('?region=Narnia&q=ne&sort=up');
    expect(screen.getByRole('status')).toHaveTextContent('22 countries');
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('all');
    expect(cardNames()[0]).toBe('Brunei');
    await waitFor(() => expect(window.location.search).toBe('?q=ne'));
  });

  it('says what was searched when nothing matches, and shows no cards', async () => {
    await renderListIsland('?q=zzzz');
    expect(screen.getByText('No countries whose name matches “zzzz”.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('finds a country whatever the case of the search, and ignores spaces around it', async () => {
    const user = userEvent.setup();
    await renderListIsland();
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), '  NEPAL ');
    await waitFor(() => expect(cardNames()).toEqual(['Nepal']));
  });
});
