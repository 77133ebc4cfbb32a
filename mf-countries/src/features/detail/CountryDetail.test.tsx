import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API, DOWN_API, renderAt } from '../../test/render';
import { CountryDetail } from './CountryDetail';

/** The definition (value) that follows the term `label` in the details list. */
function value(label: string) {
  const terms = screen.getAllByRole('term').map((term) => term.textContent);
  return screen.getAllByRole('definition')[terms.indexOf(label)];
}

describe('CountryDetail on the real countries-api', () => {
  it('shows a loader, then the flag and every detail of the country', async () => {
    renderAt(<CountryDetail apiBaseUrl={API} name="Nepal" />, '/country/Nepal');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nepal' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'The flag of Nepal.' })).toHaveAttribute('src', expect.stringMatching(new RegExp(`^${API}/flags/np(\\.[0-9a-f]{8})?\\.svg$`)));
    expect(value('Official name')).toHaveTextContent('Federal Democratic Republic of Nepal');
    expect(value('Native names')).toHaveTextContent('नेपाल');
    expect(value('Population')).toHaveTextContent(/^[\d,]{10}$/);
    expect(value('Region')).toHaveTextContent('Asia');
    expect(value('Sub region')).toHaveTextContent('Southern Asia');
    expect(value('Capital')).toHaveTextContent('Kathmandu');
    expect(value('Top level domain')).toHaveTextContent('.np');
    expect(value('Currencies')).toHaveTextContent('Nepalese rupee');
    expect(value('Languages')).toHaveTextContent('Nepali');
    expect(screen.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/country');
  });

  it("shows the further facts the record has: demonym, calling code, time zones, the capital's coordinates, landlocked, independent, UN member", async () => {
    renderAt(<CountryDetail apiBaseUrl={API} name="Nepal" />, '/country/Nepal');
    await screen.findByRole('heading', { level: 1, name: 'Nepal' });
    expect(value('Demonym')).toHaveTextContent('Nepalese');
    expect(value('Calling code')).toHaveTextContent(/^\+977$/);
    expect(value('Time zones')).toHaveTextContent('UTC+05:45');
    expect(value('Capital coordinates')).toHaveTextContent(/^27\.7° N, 85\.32° E$/);
    expect(value('Landlocked')).toHaveTextContent('Yes');
    expect(value('Independent')).toHaveTextContent('Yes');
    expect(value('UN member')).toHaveTextContent('Yes');
  });

  it('shows coordinates south and west', async () => {
    renderAt(<CountryDetail apiBaseUrl={API} name="Bolivia" />, '/country/Bolivia');
    await screen.findByRole('heading', { level: 1, name: 'Bolivia' });
    expect(value('Capital coordinates')).toHaveTextContent(/^19\.03° S, 65\.26° W$/);
  });

  it('shows each calling code of a territory with several, and No for what it is not', async () => {
    renderAt(<CountryDetail apiBaseUrl={API} name="Puerto Rico" />, '/country/Puerto%20Rico');
    await screen.findByRole('heading', { level: 1, name: 'Puerto Rico' });
    expect(value('Calling code')).toHaveTextContent(/^\+1787, \+1939$/);
    expect(value('Landlocked')).toHaveTextContent('No');
    expect(value('Independent')).toHaveTextContent('No');
    expect(value('UN member')).toHaveTextContent('No');
  });

  it('leaves out the facts a record lacks, never showing "undefined"', async () => {
    renderAt(<CountryDetail apiBaseUrl={API} name="Kosovo" />, '/country/Kosovo');
    await screen.findByRole('heading', { level: 1, name: 'Kosovo' });
    const terms = () => screen.getAllByRole('term').map((term) => term.textContent);
    // Our data has no independence value and no time zone for Kosovo.
    expect(terms()).not.toContain('Independent');
    expect(terms()).not.toContain('Time zones');
    expect(value('UN member')).toHaveTextContent('No');
    expect(value('Calling code')).toHaveTextContent('+383');
    expect(document.body).not.toHaveTextContent(/undefined/);
  });

  it('leaves out the calling code and coordinates of a territory without them', async () => {
    renderAt(<CountryDetail apiBaseUrl={API} name="Antarctica" />, '/country/Antarctica');
    await screen.findByRole('heading', { level: 1, name: 'Antarctica' });
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).not.toContain('Calling code');
    expect(terms).not.toContain('Capital coordinates');
    expect(value('Demonym')).toHaveTextContent('Antarctican');
    expect(document.body).not.toHaveTextContent(/undefined/);
  });

  it('links the border countries by name', async () => {
    renderAt(<CountryDetail apiBaseUrl={API} name="Nepal" />, '/country/Nepal');
    expect(await screen.findByRole('link', { name: 'China' })).toHaveAttribute('href', '/country/China');
    expect(screen.getByRole('link', { name: 'India' })).toHaveAttribute('href', '/country/India');
  });

  it("shows 'N/A' for what a country lacks and says it has no land borders", async () => {
    renderAt(<CountryDetail apiBaseUrl={API} name="Antarctica" />, '/country/Antarctica');
    await screen.findByRole('heading', { level: 1, name: 'Antarctica' });
    for (const label of ['Native names', 'Sub region', 'Capital', 'Currencies', 'Languages']) {
      expect([label, value(label)?.textContent]).toEqual([label, 'N/A']);
    }
    expect(screen.getByText('No land borders')).toBeInTheDocument();
  });

  it('joins several native names, currencies and languages with commas', async () => {
    renderAt(<CountryDetail apiBaseUrl={API} name="switzerland" />, '/country/switzerland');
    await screen.findByRole('heading', { level: 1, name: 'Switzerland' });
    expect(value('Languages')).toHaveTextContent('French, Swiss German, Italian, Romansh');
    expect(value('Native names')?.textContent?.split(', ')).toHaveLength(4);
  });

  it.each([
    ['Åland Islands', 'Åland Islands'],
    ['São Tomé and Príncipe', 'São Tomé and Príncipe'],
    ["république de côte d'ivoire", 'Ivory Coast'],
    ["Côte d'Ivoire", 'Ivory Coast'],
  ])('finds %s', async (name, common) => {
    renderAt(<CountryDetail apiBaseUrl={API} name={name} />, `/country/${encodeURIComponent(name)}`);
    expect(await screen.findByRole('heading', { level: 1, name: common })).toBeInTheDocument();
  });

  // React and the router log the 404 the route error page catches; this page must not log it as a failure.
  it.each([
    ['an unknown name', 'Atlantis'],
    ['a part of a name', 'Nepa'],
    ['a country code among the alternative spellings', 'US'],
    ['a name longer than any country has, which the API refuses', 'x'.repeat(201)],
    ['a name with a control character, which the API refuses', 'Nepal\u0001'],
  ])('ends on the route error page with 404 "Country not found" for %s', async (_why, name) => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(<CountryDetail apiBaseUrl={API} name={name} />, `/country/${encodeURIComponent(name)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('404 Country not found');
    expect(log).not.toHaveBeenCalledWith(expect.stringContaining('could not be loaded'), expect.anything());
    log.mockRestore();
  });

  it('shows a message with Retry when the API is down', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(<CountryDetail apiBaseUrl={DOWN_API} name="Nepal" />, '/country/Nepal');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nepal could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  });

  it('goes back to the list with the filters the visitor came from', async () => {
    const user = userEvent.setup();
    const { router } = renderAt(<CountryDetail apiBaseUrl={API} name="Nepal" />, '/country/Nepal');
    await router.navigate('/country/Nepal', { state: { listSearch: '?q=ne&region=Asia' } });
    await user.click(await screen.findByRole('link', { name: 'Go Back' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/country?q=ne&region=Asia');
  });

  describe('behind a proxy that changes some answers of the real API', () => {
    let server: Server;
    let base = '';
    /** What the proxy does to the next requests: fail the border names, or send records without some fields. */
    let mode: 'fail borders' | 'strip fields' | 'strip facts' | 'pass' = 'pass';
    beforeAll(async () => {
      server = createServer((request, response) => {
        response.setHeader('access-control-allow-origin', '*');
        if (mode === 'fail borders' && request.url?.startsWith('/v3.1/alpha')) {
          return void response.writeHead(503).end('{"status":503,"message":"Service Unavailable"}');
        }
        void fetch(`${API}${request.url}`).then(async (real) => {
          const body = (await real.json()) as Array<Record<string, unknown>>;
          if (mode === 'strip fields' && request.url?.startsWith('/v3.1/name')) {
            for (const record of body) {
              for (const field of ['region', 'population', 'flags', 'tld', 'subregion']) delete record[field];
              delete (record.name as Record<string, unknown>).official;
            }
          }
          if (mode === 'strip facts' && request.url?.startsWith('/v3.1/name')) {
            for (const record of body) for (const field of ['demonyms', 'idd', 'timezones', 'landlocked', 'independent', 'unMember', 'capitalInfo']) delete record[field];
          }
          response.writeHead(real.status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('shows a message with Retry when the border names cannot be loaded, and the links after Retry', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      mode = 'fail borders';
      const user = userEvent.setup();
      renderAt(<CountryDetail apiBaseUrl={base} name="Nepal" />, '/country/Nepal');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('The border countries could not be loaded');
      expect(screen.getByRole('heading', { level: 1, name: 'Nepal' })).toBeInTheDocument();
      mode = 'pass';
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('link', { name: 'India' })).toHaveAttribute('href', '/country/India');
    });

    it('leaves every further fact out when a v3.1 host sends none of them', async () => {
      mode = 'strip facts';
      renderAt(<CountryDetail apiBaseUrl={base} name="Peru" />, '/country/Peru');
      await screen.findByRole('heading', { level: 1, name: 'Peru' });
      expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(
        ['Official name', 'Native names', 'Population', 'Region', 'Sub region', 'Capital', 'Top level domain', 'Currencies', 'Languages', 'Area', 'Population density'],
      );
      expect(document.body).not.toHaveTextContent(/undefined/);
      expect(await screen.findByRole('link', { name: 'Brazil' })).toHaveAttribute('href', '/country/Brazil');
    });

    it("shows 'N/A' when a v3.1 host leaves out official name, population, region, tld and flag", async () => {
      mode = 'strip fields';
      renderAt(<CountryDetail apiBaseUrl={base} name="Peru" />, '/country/Peru');
      await screen.findByRole('heading', { level: 1, name: 'Peru' });
      for (const label of ['Official name', 'Population', 'Region', 'Sub region', 'Top level domain']) {
        expect([label, value(label)?.textContent]).toEqual([label, 'N/A']);
      }
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
      expect(value('Capital')).toHaveTextContent('Lima');
      // The border names load through the proxy too: wait for them before it closes.
      expect(await screen.findByRole('link', { name: 'Brazil' })).toHaveAttribute('href', '/country/Brazil');
    });
  });
});
