import { screen } from '@testing-library/react';
import type { CountrySearchFields, CountrySummary } from '@worldatlas/contracts';
import { Provider } from '@worldatlas/design-system';
import { isRouteErrorResponse, type StaticHandlerContext } from '@worldatlas/routing';
import { renderToString } from 'react-dom/server';
import type { ListQuery } from '../features/list/list-query';
import type { CountryListIslandProps } from '../islands/CountryListIsland';
import { API, DOWN_API, islandPropsIn, queryRoute, recordingFetch, renderPage, routeContext, startStandInApi } from '../test/render';
import { handle, HydrateFallback } from './country-list';

const canonicalSearch = (search: URLSearchParams) => handle.canonicalSearch?.(search);

type ListPage = { countries: CountrySummary[]; searchFields?: CountrySearchFields[]; query: ListQuery; apiBaseUrl: string };

const LIST = `${API}/v3.1/all?fields=name,population,region,subregion,capital,area,flags,ccn3,cca3,latlng`;
const SEARCH_FIELDS = `${API}/v3.1/all?fields=cca3,languages,currencies`;

/** Runs the list route's loader for `/country{search}` as the render server does. */
async function load(search: string, context = routeContext()): Promise<StaticHandlerContext> {
  const { result } = await queryRoute(`/country${search}`, context);
  if (result instanceof Response) throw new Error(`answered ${result.status}`);
  return result;
}

describe("the country list's loader, on the real countries-api", () => {
  it('loads every country with the list fields, and the query of the address, through the page\'s fetch', async () => {
    const recording = recordingFetch();
    const page = await load('?q=ne&region=Asia&sort=desc', routeContext(API, recording.fetch));
    const data = page.loaderData.countries as ListPage;
    expect(page.statusCode).toBe(200);
    expect(data.countries).toHaveLength(250);
    expect(Object.keys(data.countries.find((country) => country.cca3 === 'NPL') ?? {}).sort()).toEqual(['area', 'capital', 'cca3', 'ccn3', 'flags', 'latlng', 'name', 'population', 'region', 'subregion']);
    expect(data.query).toEqual({ search: 'ne', searchBy: 'name', region: 'Asia', subregion: 'all', sortBy: 'name', sort: 'desc', view: 'list' });
    expect(data.apiBaseUrl).toBe(API);
    expect(data.searchFields).toBeUndefined();
    expect(recording.urls).toEqual([LIST]);
  });

  it.each([
    ['a search by currency', '?by=currency&q=euro&sortBy=area'],
    ['a search by language', '?by=language&q=spa'],
  ])("also loads every country's languages and currencies for %s", async (_what, search) => {
    const recording = recordingFetch();
    const data = (await load(search, routeContext(API, recording.fetch))).loaderData.countries as ListPage;
    expect(recording.urls.sort()).toEqual([SEARCH_FIELDS, LIST]);
    expect(data.searchFields).toHaveLength(250);
    expect(data.searchFields?.find((fields) => fields.cca3 === 'NPL')).toEqual({ cca3: 'NPL', languages: { nep: 'Nepali' }, currencies: { NPR: { name: 'Nepalese rupee', symbol: '₨' } } });
  });

  it.each([
    ['the list as it first shows', ''],
    ['a search by capital', '?by=capital&q=oslo'],
    ['a search by currency without a text', '?by=currency&q=%20'],
  ])('loads only the list for %s: the page carries no languages and currencies it does not show', async (_what, search) => {
    const recording = recordingFetch();
    await load(search, routeContext(API, recording.fetch));
    expect(recording.urls).toEqual([LIST]);
  });

  it('answers 503 with Retry-After when the API cannot be reached', async () => {
    const page = await load('', routeContext(DOWN_API));
    const error = page.errors?.root;
    expect(page.statusCode).toBe(503);
    expect(isRouteErrorResponse(error) && [error.status, error.data]).toEqual([503, 'The countries service is not answering. Try again in a moment.']);
    expect(page.loaderHeaders.countries?.get('Retry-After')).toBe('10');
  });

  describe('with an API that answers an error', () => {
    let status = 503;
    let api: Awaited<ReturnType<typeof startStandInApi>>;
    beforeAll(async () => {
      api = await startStandInApi(() => ({ status }));
    });
    afterAll(() => api.close());

    it.each([
      [503, 'The countries service is not answering. Try again in a moment.'],
      [429, 'The countries service is busy. Try again in a moment.'],
    ])('answers 503 with Retry-After when the API answers %i', async (answered, text) => {
      status = answered;
      const page = await load('', routeContext(api.base));
      const error = page.errors?.root;
      expect(page.statusCode).toBe(503);
      expect(isRouteErrorResponse(error) && [error.status, error.data]).toEqual([503, text]);
      expect(page.loaderHeaders.countries?.get('Retry-After')).toBe('10');
    });
  });
});

describe("the country list's page", () => {
  it('renders its heading, then the list as an island, for the query of the address', async () => {
    const { container } = await renderPage('/country?q=nepal');
    expect(screen.getByRole('heading', { level: 1, name: 'Countries of the world' })).toBeInTheDocument();
    const island = container.querySelector('[data-island]');
    expect(island).toHaveAttribute('data-island', 'countries/CountryListIsland');
    expect(island).toHaveAttribute('data-island-runtime', 'react');
    expect(island).toContainElement(screen.getByRole('searchbox', { name: 'Search by name' }));
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('nepal');
    expect(screen.getByRole('status')).toHaveTextContent('1 country');
    // The cards follow the island, outside it: the island does not render them.
    expect(screen.getByRole('link', { name: 'Read More about Nepal' })).toHaveAttribute('href', '/country/Nepal');
    expect(island).not.toContainElement(screen.getByRole('list'));
  });

  it("gives the island only what the list filters and orders by of each country, the count, the query, the locale, the address of a country's page and the list's and the map's classes", async () => {
    const { container } = await renderPage('/country?region=Asia');
    const props = islandPropsIn(container) as CountryListIslandProps;
    expect(props.countries).toHaveLength(250);
    const nepal = props.countries.find((country) => country.cca3 === 'NPL');
    expect(nepal).toEqual({
      name: { common: 'Nepal' },
      population: expect.any(Number),
      region: 'Asia',
      subregion: 'Southern Asia',
      capital: ['Kathmandu'],
      area: expect.any(Number),
      cca3: 'NPL',
    });
    expect(props).toMatchObject({ query: { region: 'Asia' }, count: props.countries.filter((country) => country.region === 'Asia').length, apiBaseUrl: API, locale: 'en-US' });
    expect(props.searchFields).toBeUndefined();
    expect(Object.values(props.classes).every((name) => /^css-\w+$/.test(name))).toBe(true);
    // What the island draws the other view with, the map in the list view: its classes' CSS is in the page.
    expect(props.countryPath).toBe('/country/COUNTRYNAME');
    expect(Object.keys(props.mapClasses)).toEqual(expect.arrayContaining(['stack', 'svg', 'place', 'legend']));
    expect(Object.values(props.mapClasses).every((name) => /^css-\w+$/.test(name))).toBe(true);
  });

  it('draws no map in the list view, and no cards in the map view', async () => {
    await renderPage('/country');
    expect(screen.queryByRole('group', { name: /world map/ })).not.toBeInTheDocument();
    document.body.replaceChildren();
    await renderPage('/country?view=map');
    expect(screen.getByRole('group', { name: /world map/ })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(document.querySelector('template')).toBeNull();
  });

  it('has its title and description', async () => {
    const { meta } = await renderPage('/country');
    expect(meta).toEqual([
      { title: 'Countries · WorldAtlas' },
      { name: 'description', content: 'Every country and territory of the world, searchable by name and filtered by region, as cards or on a world map.' },
    ]);
  });

  it('has an outline hidden from assistive technology', () => {
    document.body.innerHTML = renderToString(
      <Provider>
        <HydrateFallback />
      </Provider>,
    );
    expect(document.querySelector('[data-skeleton="list"]')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});

describe("the country list's address", () => {
  it.each([
    ['', ''],
    ['?cb=123&utm_source=mail', ''],
    ['?sortBy=name&sort=asc&view=list&by=name&region=all', ''],
    ['?region=Asia&q=ne&cb=7', '?q=ne&region=Asia'],
    ['?view=map&sort=desc&sortBy=area&region=Europe&subregion=Northern%20Europe&by=capital&q=o', '?by=capital&q=o&region=Europe&subregion=Northern+Europe&sortBy=area&sort=desc&view=map'],
    ['?region=Atlantis&sort=sideways', ''],
    ['?subregion=Southern%20Asia', ''],
  ])('of %j is %j: the query as the list reads it, defaults and unknown parameters left out', (search, canonical) => {
    expect(canonicalSearch(new URLSearchParams(search))).toBe(canonical);
  });

  it.each([
    ['spaces around it and runs of white space inside it', `?q=${encodeURIComponent('  new \t  zealand ')}`, '?q=new+zealand'],
    ['only white space', '?q=%20%20%20&region=Asia', '?region=Asia'],
    ['more than 100 characters', `?q=${'ab'.repeat(80)}`, `?q=${'ab'.repeat(50)}`],
    ['more than 100 characters, cut between whole characters', `?q=${encodeURIComponent('🇳🇵'.repeat(60))}`, `?q=${encodeURIComponent('🇳🇵'.repeat(50))}`],
    ['100 characters ending in a space once cut', `?q=${'a'.repeat(99)}%20b`, `?q=${'a'.repeat(99)}`],
  ])('normalizes a search text with %s: one page for every spelling of the same search', (_what, search, canonical) => {
    expect(canonicalSearch(new URLSearchParams(search))).toBe(canonical);
  });

  it.each([
    ['a subregion the data does not have', '?region=Asia&subregion=Atlantis%201', '?region=Asia'],
    ["another region's subregion", '?region=Asia&subregion=Northern%20Europe', '?region=Asia'],
    ['a subregion in another letter case', '?region=Europe&subregion=northern%20europe', '?region=Europe'],
  ])('leaves out %s: the list shows the whole region for it', (_what, search, canonical) => {
    expect(canonicalSearch(new URLSearchParams(search))).toBe(canonical);
  });

  it("keeps every subregion of the real countries-api's data with its region", async () => {
    const records = (await (await fetch(`${API}/v3.1/all?fields=region,subregion`)).json()) as { region: string; subregion?: string }[];
    const pairs = [...new Set(records.filter(({ region, subregion }) => region !== 'Antarctic' && subregion).map(({ region, subregion }) => `${region}|${subregion}`))];
    expect(pairs.length).toBeGreaterThan(20);
    for (const [region = '', subregion = ''] of pairs.map((pair) => pair.split('|'))) {
      const search = new URLSearchParams({ region, subregion });
      expect([region, subregion, canonicalSearch(search)]).toEqual([region, subregion, `?${search.toString()}`]);
    }
  });
});
