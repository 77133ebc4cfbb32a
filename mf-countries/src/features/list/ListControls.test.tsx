import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API, renderAt } from '../../test/render';
import { CountryList } from './CountryList';

// The list's controls, through the list on the real countries-api: what each shows and keeps in the URL.

const cardNames = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').getAttribute('title'));
const select = (name: string) => screen.getByRole('combobox', { name });
const optionsOf = (name: string) => within(select(name)).getAllByRole('option').map((option) => option.textContent);

describe('Search by', () => {
  it('searches capitals with accents ignored: "bogota" finds Bogotá', async () => {
    const user = userEvent.setup();
    const { router } = renderAt(<CountryList apiBaseUrl={API} />);
    await screen.findByText('250 countries');
    await user.selectOptions(select('Search by'), 'Capital');
    await user.type(screen.getByRole('searchbox', { name: 'Search by capital' }), 'bogota');
    expect(await screen.findByText('1 country')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Colombia']);
    expect(screen.getByRole('article')).toHaveTextContent('Capital: Bogotá');
    expect(router.state.location.search).toBe('?by=capital&q=bogota');
  });

  it('searches currencies by name or code: "euro" and "eur" both find the eurozone', async () => {
    const user = userEvent.setup();
    const { router } = renderAt(<CountryList apiBaseUrl={API} />, '/country?by=currency&q=euro');
    expect(await screen.findByText('37 countries')).toBeInTheDocument();
    expect(cardNames()).toContain('Germany');
    const searchBox = screen.getByRole('searchbox', { name: 'Search by currency' });
    await user.clear(searchBox);
    await user.type(searchBox, 'EUR');
    expect(await screen.findByText('37 countries')).toBeInTheDocument();
    await user.selectOptions(select('Region'), 'Europe');
    expect(await screen.findByText('27 countries')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?by=currency&q=EUR&region=Europe');
  });

  it('searches languages by name or code', async () => {
    renderAt(<CountryList apiBaseUrl={API} />, '/country?by=language&q=spanish');
    expect(await screen.findByText('24 countries')).toBeInTheDocument();
    expect(cardNames()).toContain('Spain');
    expect(select('Search by')).toHaveValue('language');
  });

  it('keeps the name search as it was: a capital or currency is not a name', async () => {
    renderAt(<CountryList apiBaseUrl={API} />, '/country?q=euro');
    expect(await screen.findByText('No countries whose name matches “euro”.')).toBeInTheDocument();
  });
});

describe('Sort by', () => {
  it('orders by population or area; Asc and Desc give the direction', async () => {
    const user = userEvent.setup();
    const { router } = renderAt(<CountryList apiBaseUrl={API} />);
    await screen.findByText('250 countries');
    await user.selectOptions(select('Sort by'), 'Population');
    await user.click(screen.getByRole('button', { name: 'Desc' }));
    expect(cardNames().slice(0, 3)).toEqual(['India', 'China', 'United States']);
    expect(router.state.location.search).toBe('?sortBy=population&sort=desc');
    await user.selectOptions(select('Sort by'), 'Area');
    expect(cardNames().slice(0, 3)).toEqual(['Russia', 'Antarctica', 'Canada']);
    await user.click(screen.getByRole('button', { name: 'Asc' }));
    expect(cardNames().slice(0, 2)).toEqual(['Vatican City', 'Monaco']);
    expect(router.state.location.search).toBe('?sortBy=area');
  });
});

describe('Subregion', () => {
  it("is disabled while the region is All, then offers the region's subregions and narrows to one exactly", async () => {
    const user = userEvent.setup();
    const { router } = renderAt(<CountryList apiBaseUrl={API} />);
    await screen.findByText('250 countries');
    expect(select('Subregion')).toBeDisabled();
    await user.selectOptions(select('Region'), 'Europe');
    expect(select('Subregion')).toBeEnabled();
    expect(optionsOf('Subregion')).toEqual(['All', 'Central Europe', 'Eastern Europe', 'Northern Europe', 'Southeast Europe', 'Southern Europe', 'Western Europe']);
    await user.selectOptions(select('Subregion'), 'Northern Europe');
    expect(await screen.findByText('16 countries')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?region=Europe&subregion=Northern+Europe');

    // Another region starts whole; All disables the subregion again.
    await user.selectOptions(select('Region'), 'Asia');
    expect(await screen.findByText('50 countries')).toBeInTheDocument();
    expect(select('Subregion')).toHaveValue('all');
    expect(router.state.location.search).toBe('?region=Asia');
    await user.selectOptions(select('Region'), 'all');
    expect(select('Subregion')).toBeDisabled();
  });

  it('ignores a subregion its region does not have, and leaves it out of the URL', async () => {
    const { router } = renderAt(<CountryList apiBaseUrl={API} />, '/country?region=Asia&subregion=Northern%20Europe');
    expect(await screen.findByText('50 countries')).toBeInTheDocument();
    expect(select('Subregion')).toHaveValue('all');
    await waitFor(() => expect(router.state.location.search).toBe('?region=Asia'));
  });
});

describe('the whole query in the URL', () => {
  it('restores every control and the list it selects', async () => {
    renderAt(<CountryList apiBaseUrl={API} />, '/country?by=currency&q=euro&region=Europe&subregion=Northern%20Europe&sortBy=area&sort=desc');
    expect(await screen.findByText('6 countries')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Finland', 'Ireland', 'Lithuania', 'Latvia', 'Estonia', 'Åland Islands']);
    expect(select('Search by')).toHaveValue('currency');
    expect(screen.getByRole('searchbox', { name: 'Search by currency' })).toHaveValue('euro');
    expect(select('Region')).toHaveValue('Europe');
    expect(select('Subregion')).toHaveValue('Northern Europe');
    expect(select('Sort by')).toHaveValue('area');
    expect(screen.getByRole('button', { name: 'Desc' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('restores a search by language within a subregion, by population descending', async () => {
    renderAt(<CountryList apiBaseUrl={API} />, '/country?by=language&q=spanish&region=Americas&subregion=South%20America&sortBy=population&sort=desc');
    expect(await screen.findByText('9 countries')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Colombia', 'Argentina', 'Peru', 'Venezuela', 'Chile', 'Ecuador', 'Bolivia', 'Paraguay', 'Uruguay']);
  });
});

describe('no match', () => {
  it('says what was searched and where, and clears the search and filters, keeping how the list is searched and sorted', async () => {
    const user = userEvent.setup();
    const { router } = renderAt(<CountryList apiBaseUrl={API} />, '/country?by=currency&q=xyz&region=Europe&sortBy=area');
    expect(await screen.findByText('No countries whose currency matches “xyz” in Europe.')).toHaveAttribute('role', 'status');
    const clear = screen.getByRole('link', { name: 'Clear search and filters' });
    expect(clear).toHaveAttribute('href', '/country?by=currency&sortBy=area');
    await user.click(clear);
    expect(await screen.findByText('250 countries')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?by=currency&sortBy=area');
    expect(screen.getByRole('searchbox', { name: 'Search by currency' })).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: 'Search by currency' })).toHaveFocus();
    expect(select('Region')).toHaveValue('all');
  });

  it('names the subregion when the list is narrowed to one', async () => {
    renderAt(<CountryList apiBaseUrl={API} />, '/country?by=capital&q=xyz&region=Europe&subregion=Northern%20Europe');
    expect(await screen.findByText('No countries whose capital matches “xyz” in Northern Europe.')).toBeInTheDocument();
  });
});

describe("the languages and currencies' own call failing, then recovering", () => {
  let server: Server;
  let failures = 0;
  let base = '';
  beforeAll(async () => {
    // Stands in front of the real API and fails the search fields' call while `failures` lasts.
    server = createServer((request, response) => {
      response.setHeader('access-control-allow-origin', '*');
      if (request.url?.includes('languages') && failures > 0) {
        failures -= 1;
        return void response.writeHead(503).end('{"status":503,"message":"Service Unavailable"}');
      }
      void fetch(`${API}${request.url}`).then(async (real) => response.writeHead(real.status, { 'content-type': 'application/json' }).end(await real.text()));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('a search by name works meanwhile; one by currency shows the message with Retry, then the countries', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    failures = 1;
    const user = userEvent.setup();
    renderAt(<CountryList apiBaseUrl={base} />, '/country?by=currency&q=euro');
    expect(await screen.findByRole('alert')).toHaveTextContent('The languages and currencies could not be loaded');
    expect(log).toHaveBeenCalledWith("The list's languages and currencies could not be loaded", expect.anything());
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('37 countries')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
