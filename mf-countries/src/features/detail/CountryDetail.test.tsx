import type { CountryDetails } from '@worldatlas/contracts';
import { screen, within } from '@testing-library/react';
import { API, renderPage } from '../../test/render';

/** The definition (value) that follows the term `label` in the details list. */
function value(label: string) {
  const terms = screen.getAllByRole('term').map((term) => term.textContent);
  return screen.getAllByRole('definition')[terms.indexOf(label)];
}

const terms = () => screen.getAllByRole('term').map((term) => term.textContent);

/** The country page for `name` as the server renders it, from the real countries-api. */
const renderCountry = (name: string) => renderPage(`/country/${encodeURIComponent(name)}`);

describe('the country page, on the real countries-api', () => {
  it('links Compare to the compare page with the country', async () => {
    await renderCountry('Nepal');
    expect(screen.getByRole('link', { name: 'Compare Nepal with other countries' })).toHaveAttribute('href', '/compare?countries=NPL');
  });

  it('shows the flag and every detail of the country, and Go Back to the list', async () => {
    await renderCountry('Nepal');
    expect(screen.getByRole('heading', { level: 1, name: 'Nepal' })).toBeInTheDocument();
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
    expect(value('Area')).toHaveTextContent(/^[\d,]+ km²$/);
    expect(value('Population density')).toHaveTextContent(/^[\d,.]+ people per km²$/);
    expect(screen.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/country');
  });

  it('sums up population, capital and area under the name, as a named list before the fact groups, which keep them', async () => {
    await renderCountry('Nepal');
    const figures = screen.getByRole('list', { name: 'Key figures' });
    expect(within(figures).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringMatching(/^Population[\d,]{10}$/), 'CapitalKathmandu', expect.stringMatching(/^Area147,181 km²$/)]);
    const name = screen.getByRole('heading', { level: 1, name: 'Nepal' });
    const overview = screen.getByRole('heading', { level: 2, name: 'Overview' });
    expect([name.compareDocumentPosition(figures), figures.compareDocumentPosition(overview)]).toEqual([Node.DOCUMENT_POSITION_FOLLOWING, Node.DOCUMENT_POSITION_FOLLOWING]);
    // A summary, not another heading or fact list: the groups still hold every fact once.
    expect(within(figures).queryAllByRole('heading')).toEqual([]);
    expect(terms().filter((term) => term === 'Population' || term === 'Capital' || term === 'Area')).toEqual(['Capital', 'Population', 'Area']);
    expect(value('Population')?.textContent).toBe(within(figures).getAllByRole('listitem')[0]?.textContent?.replace('Population', ''));
  });

  it("gives a country under 1 km² its area's decimals, beside its density: Vatican City is 0.44 km², not 0", async () => {
    await renderCountry('Vatican City');
    expect(value('Area')).toHaveTextContent('0.44 km²');
    expect(screen.getByRole('list', { name: 'Key figures' })).toHaveTextContent('Area0.44 km²');
    expect(value('Population density')).toHaveTextContent(/^[\d,.]+ people per km²$/);
  });

  it("shows the further facts the record has: demonym, calling code, time zones, the capital's coordinates, landlocked, independent, UN member", async () => {
    await renderCountry('Nepal');
    expect(value('Demonym')).toHaveTextContent('Nepalese');
    expect(value('Calling code')).toHaveTextContent(/^\+977$/);
    expect(value('Time zones')).toHaveTextContent('UTC+05:45');
    expect(value('Capital coordinates')).toHaveTextContent(/^27\.7° N, 85\.32° E$/);
    expect(value('Landlocked')).toHaveTextContent('Yes');
    expect(value('Independent')).toHaveTextContent('Yes');
    expect(value('UN member')).toHaveTextContent('Yes');
  });

  it("tells landlocked from UN member: Kosovo's record says landlocked, not a UN member", async () => {
    const response = await fetch(`${API}/v3.1/name/Kosovo?fullText=true&fields=landlocked,unMember`);
    const [record] = (await response.json()) as Pick<CountryDetails, 'landlocked' | 'unMember'>[];
    expect(record).toEqual({ landlocked: true, unMember: false });
    await renderCountry('Kosovo');
    expect(value('Landlocked')).toHaveTextContent(/^Yes$/);
    expect(value('UN member')).toHaveTextContent(/^No$/);
  });

  it('shows coordinates south and west', async () => {
    await renderCountry('Bolivia');
    expect(value('Capital coordinates')).toHaveTextContent(/^19\.03° S, 65\.26° W$/);
  });

  it('shows each calling code of a territory with several, and No for what it is not', async () => {
    await renderCountry('Puerto Rico');
    expect(value('Calling code')).toHaveTextContent(/^\+1787, \+1939$/);
    expect(value('Landlocked')).toHaveTextContent('No');
    expect(value('Independent')).toHaveTextContent('No');
    expect(value('UN member')).toHaveTextContent('No');
  });

  it('leaves out the facts a record lacks, never showing "undefined"', async () => {
    await renderCountry('Kosovo');
    // Our data has no independence value and no time zone for Kosovo.
    expect(terms()).not.toContain('Independent');
    expect(terms()).not.toContain('Time zones');
    expect(value('Calling code')).toHaveTextContent('+383');
    expect(document.body).not.toHaveTextContent(/undefined/);
  });

  it("leaves out the calling code and coordinates of a territory without them, shows 'N/A' for what it lacks and says it has no land borders", async () => {
    await renderCountry('Antarctica');
    expect(terms()).not.toContain('Calling code');
    expect(terms()).not.toContain('Capital coordinates');
    expect(value('Demonym')).toHaveTextContent('Antarctican');
    for (const label of ['Native names', 'Sub region', 'Capital', 'Currencies', 'Languages']) {
      expect([label, value(label)?.textContent]).toEqual([label, 'N/A']);
    }
    const borders = screen.getByRole('heading', { level: 2, name: 'Border countries' }).parentElement as HTMLElement;
    expect(within(borders).getByText('No land borders')).toBeInTheDocument();
    expect(within(borders).queryByRole('link')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/undefined/);
  });

  it('joins several native names, currencies and languages with commas', async () => {
    await renderCountry('Switzerland');
    expect(value('Languages')).toHaveTextContent('French, Swiss German, Italian, Romansh');
    expect(value('Native names')?.textContent?.split(', ')).toHaveLength(4);
  });

  it('links the border countries by name, in the record\'s order', async () => {
    await renderCountry('Nepal');
    const borders = screen.getByRole('heading', { level: 2, name: 'Border countries' }).parentElement as HTMLElement;
    expect(within(borders).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['China', '/country/China'],
      ['India', '/country/India'],
    ]);
  });

  it.each([
    ['Portugal', 'Spain'],
    ['Monaco', 'France'],
    ['Denmark', 'Germany'],
    ['Canada', 'United States'],
  ])('links the one land neighbour of %s (%s), never "No land borders"', async (name, neighbour) => {
    await renderCountry(name);
    const borders = screen.getByRole('heading', { level: 2, name: 'Border countries' }).parentElement as HTMLElement;
    expect(within(borders).getAllByRole('link').map((link) => link.textContent)).toEqual([neighbour]);
    expect(within(borders).queryByText('No land borders')).not.toBeInTheDocument();
  });

  it('encodes a border country\'s name in its link', async () => {
    await renderCountry('Gabon');
    const borders = screen.getByRole('heading', { level: 2, name: 'Border countries' }).parentElement as HTMLElement;
    expect(within(borders).getByRole('link', { name: 'Equatorial Guinea' })).toHaveAttribute('href', '/country/Equatorial%20Guinea');
  });

  it('is a page without scripts: no island', async () => {
    const { container } = await renderCountry('Nepal');
    expect(container.querySelector('[data-island]')).toBeNull();
  });

  it('shows the error page with 404 "Country not found" for a name no country has', async () => {
    const { page } = await renderCountry('Atlantis');
    expect(page.statusCode).toBe(404);
    expect(screen.getByRole('alert')).toHaveTextContent('404 Country not found');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
