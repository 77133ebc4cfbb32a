import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, DOWN_API, renderAt } from '../../test/render';
import { CountryDetail } from './CountryDetail';

const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('CountryDetail on the real countries-api', () => {
  it('shows a loader, then the flag and every detail of the country', async () => {
    renderAt(<CountryDetail apiBaseUrl={API} name="Nepal" />, '/country/Nepal');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nepal' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'The flag of Nepal.' })).toHaveAttribute('src', `${API}/flags/np.svg`);
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
    ["Côte d'Ivoire", 'Ivory Coast'],
  ])('finds %s', async (name, common) => {
    renderAt(<CountryDetail apiBaseUrl={API} name={name} />, `/country/${encodeURIComponent(name)}`);
    expect(await screen.findByRole('heading', { level: 1, name: common })).toBeInTheDocument();
  });

  it('ends on the route error page with 404 "Country not found" for an unknown country', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(<CountryDetail apiBaseUrl={API} name="Atlantis" />, '/country/Atlantis');
    expect(await screen.findByRole('alert')).toHaveTextContent('404 Country not found');
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
});
