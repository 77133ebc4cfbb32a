import { within } from '@testing-library/react';
import { COMPARE_ROUTES, DOWN_API, renderComparePage, renderCompared, routeContext } from '../test/render';
import { handle } from './compare';

/** The table's column of `name`: its header cell's index among the columns. */
function columnOf(table: HTMLElement, name: string): number {
  const headers = within(table).getAllByRole('columnheader');
  return headers.findIndex((header) => within(header).queryByRole('link', { name }) !== null);
}

/** The cell of `row` (its label) in `name`'s column. */
function cell(table: HTMLElement, row: string, name: string): HTMLElement {
  const header = within(table).getByRole('rowheader', { name: row });
  const found = header.parentElement?.querySelectorAll('td')[columnOf(table, name) - 1];
  if (!found) throw new Error(`no ${row} cell for ${name}`);
  return found;
}

describe('the compare page', () => {
  it('compares the countries of the address in their order, each column linking its country, with the title and preview of a country page', async () => {
    const { page, container } = await renderCompared('/compare?countries=NPL,CHE');
    expect(page.status).toBe(200);
    expect(page.meta).toEqual([
      { title: 'Nepal vs Switzerland · WorldAtlas' },
      { name: 'description', content: 'Nepal and Switzerland side by side: population, area, density, capitals, languages, currencies, time zones and borders.' },
      { property: 'og:image', content: expect.stringMatching(/\/flags\/np\.[0-9a-f]+\.svg$/) },
    ]);
    expect(within(container).getByRole('heading', { level: 1 })).toHaveTextContent('Nepal vs Switzerland');
    const table = within(container).getByRole('table');
    const columns = within(table).getAllByRole('columnheader').slice(1);
    expect(columns.map((column) => within(column).getAllByRole('link')[0]?.getAttribute('href'))).toEqual(['/country/Nepal', '/country/Switzerland']);
    expect(within(table).getAllByRole('rowheader').map((row) => row.textContent)).toEqual([
      'Population',
      'Area',
      'Population density',
      'Capital',
      'Region',
      'Subregion',
      'Languages',
      'Currencies',
      'Calling code',
      'Time zones',
      'Drives on the',
      'Landlocked',
      'UN member',
      'Top-level domain',
      'Borders',
    ]);
    expect(cell(table, 'Capital', 'Nepal')).toHaveTextContent('Kathmandu');
    expect(cell(table, 'Capital', 'Switzerland')).toHaveTextContent('Bern');
    expect(cell(table, 'Calling code', 'Nepal')).toHaveTextContent('+977');
    expect(cell(table, 'Landlocked', 'Switzerland')).toHaveTextContent('Yes');
  });

  it('formats the figures and marks the larger of two in each row, in words as well as in weight', async () => {
    const { container } = await renderCompared('/compare?countries=NPL,CHE');
    const table = within(container).getByRole('table');
    // Nepal (147,181 km²) is larger than Switzerland (41,284 km²).
    expect(cell(table, 'Area', 'Nepal')).toHaveTextContent(/^147,181 km²larger$/);
    expect(cell(table, 'Area', 'Switzerland')).toHaveTextContent(/^41,\d{3} km²$/);
    expect(cell(table, 'Population', 'Nepal')).toHaveTextContent(/^[\d,]+larger$/);
    // Population, area and density each mark one of the two; no superlative anywhere.
    expect(within(table).getAllByText('larger')).toHaveLength(3);
    expect(within(table).queryByText(/largest/)).toBeNull();
    expect(within(container).getByText('Population and area, each scaled to the larger country compared.')).toBeInTheDocument();
  });

  it('marks the largest of three or more in each row', async () => {
    const { container } = await renderCompared('/compare?countries=NPL,CHE,CHL');
    const table = within(container).getByRole('table');
    // Chile (756,102 km²) is the largest of the three; Switzerland is the most densely peopled.
    expect(cell(table, 'Area', 'Chile')).toHaveTextContent(/^756,\d{3} km²largest$/);
    expect(cell(table, 'Area', 'Nepal')).toHaveTextContent(/^147,181 km²$/);
    expect(cell(table, 'Population density', 'Switzerland')).toHaveTextContent(/largest$/);
    expect(within(table).getAllByText('largest')).toHaveLength(3);
    expect(within(table).queryByText(/larger/)).toBeNull();
    expect(within(container).getByText('Population and area, each scaled to the largest country compared.')).toBeInTheDocument();
  });

  it('names each neighbour, marking those two compared countries share and those compared themselves', async () => {
    const { container } = await renderCompared('/compare?countries=CHN,IND');
    const table = within(container).getByRole('table');
    const indiaBorders = cell(table, 'Borders', 'India');
    expect(within(indiaBorders).getByRole('link', { name: 'Nepal (shared)' })).toHaveAttribute('href', '/country/Nepal');
    expect(within(indiaBorders).getByRole('link', { name: 'China (shared)' })).toHaveAttribute('href', '/country/China');
    expect(within(indiaBorders).getByRole('link', { name: 'Bangladesh' })).toBeInTheDocument();
  });

  it('draws the population and the area as charts named for the countries, with a bar per country, the longest for the largest', async () => {
    const { container } = await renderCompared('/compare?countries=NPL,CHE,CHL');
    const population = within(container).getByRole('img', { name: 'Population of Nepal, Switzerland, Chile as bars; the table gives the figures.' });
    const area = within(container).getByRole('img', { name: 'Area of Nepal, Switzerland, Chile as bars; the table gives the figures.' });
    const widths = (chart: HTMLElement) => [...chart.querySelectorAll('rect')].map((bar) => Number(bar.getAttribute('width')));
    expect(widths(population)).toHaveLength(3);
    // Chile (756,102 km²) is the largest, then Nepal, then Switzerland.
    const [nepal = 0, switzerland = 0, chile = 0] = widths(area);
    expect(chile).toBeGreaterThan(nepal);
    expect(nepal).toBeGreaterThan(switzerland);
  });

  it('draws one locator map with every compared country, named for them', async () => {
    const { container } = await renderCompared('/compare?countries=NPL,CHE,CHL');
    const map = within(container).getByRole('img', { name: 'Nepal, Switzerland, and Chile on a world map' });
    // One red shape per compared country, on the map drawn on the server (no script).
    expect(map.querySelectorAll('path[fill="var(--chakra-colors-accent-600)"]')).toHaveLength(3);
    expect(container.querySelector('script:not([type="application/json"])')).toBeNull();
  });

  it('links each Remove to the comparison without that country', async () => {
    const { container } = await renderCompared('/compare?countries=NPL,CHE,CHL');
    expect(within(container).getByRole('link', { name: 'Remove Switzerland' })).toHaveAttribute('href', '/compare?countries=NPL,CHL');
  });

  it('shows the first four of more countries, and says so', async () => {
    const { container } = await renderCompared('/compare?countries=NPL,CHE,CHL,PER,BRA');
    expect(within(container).getAllByRole('columnheader')).toHaveLength(5);
    expect(within(container).getByRole('status')).toHaveTextContent('Up to four countries can be compared at once');
  });

  it.each([
    ['/compare', 0],
    ['/compare?countries=NPL', 1],
  ])('shows %s as the picker with a prompt, and the country chosen so far', async (path, chosen) => {
    const { page, container } = await renderCompared(path);
    expect([page.status, page.meta[0]]).toEqual([200, { title: 'Compare countries · WorldAtlas' }]);
    expect(within(container).getByText(/Choose at least two countries/)).toBeInTheDocument();
    expect(within(container).queryByRole('table')).toBeNull();
    expect(within(container).queryAllByRole('list', { name: 'Chosen so far' })).toHaveLength(chosen);
  });

  it('answers 404 naming an unknown code, and links the comparison of the known ones', async () => {
    const { page, container } = await renderCompared('/compare?countries=NPL,XYZ,CHE');
    expect([page.status, page.meta[0]]).toEqual([404, { title: 'Country code not found · WorldAtlas' }]);
    expect(within(container).getByText(/No country has the code “XYZ”/)).toBeInTheDocument();
    expect(within(container).getByRole('link', { name: 'Compare Nepal, Switzerland' })).toHaveAttribute('href', '/compare?countries=NPL,CHE');
  });

  it('answers 503 when the countries API cannot answer', async () => {
    const { page } = await renderCompared('/compare?countries=NPL,CHE', routeContext(DOWN_API));
    expect(page.status).toBe(503);
  });
});

describe('adding a country without JavaScript', () => {
  it('is a GET form to the page, with the countries compared now and a field suggesting every name', async () => {
    const { container } = await renderCompared('/compare?countries=NPL,CHE');
    const form = within(container).getByRole('search', { name: 'Add a country' });
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['get', '/compare']);
    expect(form.querySelector('input[type="hidden"][name="countries"]')).toHaveValue('NPL,CHE');
    const field = within(form).getByRole('combobox', { name: 'Country to add' });
    expect(field).toHaveAttribute('name', 'add');
    const suggestions = container.querySelector(`datalist#${field.getAttribute('list') ?? ''}`)?.querySelectorAll('option') ?? [];
    expect(suggestions.length).toBeGreaterThan(240);
    expect(within(form).getByRole('button', { name: 'Add' })).toHaveAttribute('type', 'submit');
  });

  it.each([
    ['Chile', '/compare?countries=NPL,CHE,CHL'],
    ['curacao', '/compare?countries=NPL,CHE,CUW'],
    ['  côte d’ivoire '.replace('’', "'"), '/compare?countries=NPL,CHE,CIV'],
    ['nepal', '/compare?countries=NPL,CHE'],
  ])('goes from the form sent with "%s" to the comparison with it', async (typed, location) => {
    const answered = await renderComparePage(`/compare?countries=NPL,CHE&add=${encodeURIComponent(typed)}`);
    expect(answered).toEqual({ kind: 'redirect', status: 303, location });
  });

  it('keeps the comparison and says so when the name is no country, or four are compared', async () => {
    const unknown = await renderCompared('/compare?countries=NPL,CHE&add=Atlantis');
    expect(unknown.page.status).toBe(200);
    expect(within(unknown.container).getByRole('status')).toHaveTextContent('No country is named “Atlantis”.');
    expect(within(unknown.container).getAllByRole('columnheader')).toHaveLength(3);
    const full = await renderCompared('/compare?countries=NPL,CHE,CHL,PER&add=Brazil');
    expect(within(full.container).getByRole('status')).toHaveTextContent('Brazil was not added: four countries are compared already.');
  });
});

describe('the address', () => {
  it('reads one spelling of the countries, and asks for a 308 from any other', () => {
    expect(handle.redirectToCanonical).toBe(true);
    expect(handle.canonicalSearch?.(new URLSearchParams('countries=npl, che,NPL&utm=x'))).toBe('?countries=NPL,CHE');
    expect(handle.canonicalSearch?.(new URLSearchParams('countries=NPL&countries=che&add=%20Chile%20'))).toBe('?countries=NPL,CHE&add=Chile');
    expect(handle.canonicalSearch?.(new URLSearchParams(''))).toBe('');
  });

  it('links by route id: renamed paths in the route table are followed by every link', async () => {
    const renamed = COMPARE_ROUTES.map((route) => ({ ...route, path: route.path.replace('/compare', '/vergleich').replace('/country', '/land') }));
    const { container } = await renderCompared('/vergleich?countries=NPL,CHE', undefined, renamed);
    const paths = [...container.querySelectorAll('a[href], form[action]')].map((element) => element.getAttribute('href') ?? element.getAttribute('action') ?? '');
    expect(paths.length).toBeGreaterThan(5);
    expect(paths.every((path) => path.startsWith('/vergleich') || path.startsWith('/land/'))).toBe(true);
  });
});
