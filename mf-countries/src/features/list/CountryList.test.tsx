import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API, DOWN_API, renderAt } from '../../test/render';
import { CountryList } from './CountryList';

const cards = () => screen.getAllByRole('article');
const cardNames = () => cards().map((card) => within(card).getByRole('heading').getAttribute('title'));

describe('CountryList on the real countries-api', () => {
  it('shows a loader, then every country as a card, in ascending order', async () => {
    renderAt(<CountryList apiBaseUrl={API} />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByText('250 countries')).toBeInTheDocument();
    expect(cards()).toHaveLength(250);
    expect(cardNames().slice(0, 2)).toEqual(['Afghanistan', 'Åland Islands']);
    expect(screen.getByPlaceholderText('search')).toBeInTheDocument();
    const options = (name: string) => within(screen.getByRole('combobox', { name })).getAllByRole('option').map((option) => option.textContent);
    expect(options('Region')).toEqual(['All', 'Africa', 'Americas', 'Asia', 'Europe', 'Oceania']);
    expect(options('Search by')).toEqual(['Name', 'Capital', 'Language', 'Currency']);
    expect(options('Sort by')).toEqual(['Name', 'Population', 'Area']);
    expect(screen.getByRole('combobox', { name: 'Subregion' })).toBeDisabled();
  });

  it('shows a card with flag, cut name, population, region, capital and Read More', async () => {
    renderAt(<CountryList apiBaseUrl={API} />, '/country?q=afghan');
    const card = await screen.findByRole('article');
    const heading = within(card).getByRole('heading', { name: 'Afghanistan' });
    expect(heading).toHaveTextContent('Afghanista...');
    expect(heading).toHaveAttribute('title', 'Afghanistan');
    expect(within(card).getByRole('img')).toHaveAttribute('alt', 'The flag of Afghanistan.');
    expect(within(card).getByRole('img')).toHaveAttribute('width', '300');
    expect(within(card).getByRole('img')).toHaveAttribute('height', '200');
    expect(card).toHaveTextContent(/Population: [\d,]{9,}/);
    expect(card).toHaveTextContent('Region: Asia');
    expect(card).toHaveTextContent('Capital: Kabul');
    expect(within(card).getByRole('link', { name: /Read More/ })).toHaveAttribute('href', '/country/Afghanistan');
  });

  it('loads the first row of flags at once at high priority, and the others lazily', async () => {
    renderAt(<CountryList apiBaseUrl={API} />, '/country?region=Europe');
    await screen.findByText('53 countries');
    const flags = screen.getAllByRole('img');
    expect(flags.slice(0, 4).map((flag) => [flag.getAttribute('loading'), flag.getAttribute('fetchpriority')])).toEqual(Array(4).fill(['eager', 'high']));
    expect(new Set(flags.slice(4).map((flag) => `${flag.getAttribute('loading')} ${flag.getAttribute('fetchpriority')}`))).toEqual(new Set(['lazy auto']));
  });

  it("shows 'N/A' for a country without a capital", async () => {
    renderAt(<CountryList apiBaseUrl={API} />, '/country?q=antarctica');
    expect(await screen.findByRole('article')).toHaveTextContent('Capital: N/A');
  });

  it('encodes names with spaces and accents in Read More', async () => {
    renderAt(<CountryList apiBaseUrl={API} />, '/country?q=s%C3%A3o');
    const links = await screen.findAllByRole('link', { name: /Read More about São Tomé/ });
    expect(links[0]).toHaveAttribute('href', '/country/S%C3%A3o%20Tom%C3%A9%20and%20Pr%C3%ADncipe');
  });

  it('combines search, region and order, and keeps them in the URL without defaults', async () => {
    const user = userEvent.setup();
    const { router } = renderAt(<CountryList apiBaseUrl={API} />);
    await screen.findByText('250 countries');

    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'NE');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'Asia');
    await user.click(screen.getByRole('button', { name: 'Desc' }));
    expect(cardNames()).toEqual(['Philippines', 'Palestine', 'Nepal', 'Indonesia', 'Brunei']);
    expect(router.state.location.search).toBe('?q=NE&region=Asia&sort=desc');

    await user.click(screen.getByRole('button', { name: 'Asc' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'all');
    expect(router.state.location.search).toBe('?q=NE');
    expect(screen.getByRole('button', { name: 'Asc' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('restores the list from the URL', async () => {
    renderAt(<CountryList apiBaseUrl={API} />, '/country?q=ne&region=Asia&sort=desc');
    await screen.findByText('5 countries');
    expect(cardNames()[0]).toBe('Philippines');
  });

  it('falls back to the defaults for unknown values in the URL, and leaves them out of it', async () => {
    const { router } = renderAt(<CountryList apiBaseUrl={API} />, '/country?region=Narnia&q=ne&sort=up');
    expect(await screen.findByText('22 countries')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('all');
    expect(cardNames()[0]).toBe('Brunei');
    expect(router.state.location.search).toBe('?q=ne');
  });

  it('says what was searched when nothing matches', async () => {
    renderAt(<CountryList apiBaseUrl={API} />, '/country?q=zzzz');
    expect(await screen.findByText('No countries whose name matches “zzzz”.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows a message with Retry and logs when the API is down, never an endless loader', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(<CountryList apiBaseUrl={DOWN_API} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The countries could not be loaded');
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('The country list could not be loaded', expect.anything());
  });

  describe('with an API that fails, then recovers', () => {
    let server: Server;
    let answers: Array<'503' | 'bad json' | 'held' | 'real'>;
    /** Lets the held answer through. */
    let release: () => void = () => undefined;
    let base = '';
    beforeAll(async () => {
      // Stands in front of the real API and answers the first requests with a failure.
      server = createServer((request, response) => {
        const answer = answers.shift() ?? 'real';
        response.setHeader('access-control-allow-origin', '*');
        if (answer === '503') return void response.writeHead(503).end('{"status":503,"message":"Service Unavailable"}');
        if (answer === 'bad json') return void response.writeHead(200, { 'content-type': 'application/json' }).end('<html>');
        const held = answer === 'held' ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
        void held.then(() => fetch(`${API}${request.url}`)).then(async (real) => response.writeHead(real.status, { 'content-type': 'application/json' }).end(await real.text()));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it.each([['503'], ['bad json']] as const)('shows the error for %s, then the list after Retry', async (failure) => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      answers = [failure];
      const user = userEvent.setup();
      renderAt(<CountryList apiBaseUrl={base} />);
      await user.click(await screen.findByRole('button', { name: 'Retry' }));
      expect(await screen.findByText('250 countries')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    });

    it('shows the loader, not the old message, while Retry waits for the answer', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      answers = ['503', 'held'];
      const user = userEvent.setup();
      renderAt(<CountryList apiBaseUrl={base} />);
      await user.click(await screen.findByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      release();
      expect(await screen.findByText('250 countries')).toBeInTheDocument();
    });
  });
});
