import { screen, within } from '@testing-library/react';
import type { CountryDetails } from '@worldatlas/contracts';
import { renderPage, routeContext, startStandInApi } from '../../test/render';

// Another v3.1 host may leave fields out of a record: the page says N/A or leaves the fact out, never "undefined".

/** The definition (value) that follows the term `label` in the details list. */
function value(label: string) {
  const terms = screen.getAllByRole('term').map((term) => term.textContent);
  return screen.getAllByRole('definition')[terms.indexOf(label)];
}

/** Which fields the stand-in API takes out of the country records it passes on. */
let stripped: { record: string[]; name: string[] } = { record: [], name: [] };
let api: Awaited<ReturnType<typeof startStandInApi>>;

beforeAll(async () => {
  api = await startStandInApi((path) => {
    if (!path.startsWith('/v3.1/name/')) return { real: true };
    return {
      real: true,
      change: (body) => {
        for (const record of body as Record<string, Record<string, unknown>>[]) {
          for (const field of stripped.record) delete record[field];
          for (const field of stripped.name) delete record.name?.[field];
        }
        return body;
      },
    };
  });
});
afterAll(() => api.close());

describe('the country page, from a v3.1 host that leaves fields out', () => {
  it('leaves every further fact out when the host sends none of them', async () => {
    stripped = { record: ['demonyms', 'idd', 'timezones', 'landlocked', 'independent', 'unMember', 'capitalInfo'], name: [] };
    await renderPage('/country/Peru', routeContext(api.base));
    expect(screen.getByRole('heading', { level: 1, name: 'Peru' })).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Official name',
      'Native names',
      'Capital',
      'Region',
      'Sub region',
      'Population',
      'Population density',
      'Languages',
      'Currencies',
      'Area',
      'Top level domain',
    ]);
    expect(document.body).not.toHaveTextContent(/undefined/);
    const borders = screen.getByRole('heading', { level: 2, name: 'Border countries' }).parentElement as HTMLElement;
    expect(within(borders).getByRole('link', { name: 'Brazil' })).toHaveAttribute('href', '/country/Brazil');
  });

  it("shows 'N/A' when the host leaves out official name, population, region, subregion, tld and flag", async () => {
    stripped = { record: ['region', 'population', 'flags', 'tld', 'subregion'], name: ['official'] };
    await renderPage('/country/Peru', routeContext(api.base));
    expect(screen.getByRole('heading', { level: 1, name: 'Peru' })).toBeInTheDocument();
    for (const label of ['Official name', 'Population', 'Region', 'Sub region', 'Top level domain', 'Population density']) {
      expect([label, value(label)?.textContent]).toEqual([label, 'N/A']);
    }
    expect(screen.queryByRole('img', { name: /flag/i })).not.toBeInTheDocument();
    expect(value('Capital')).toHaveTextContent('Lima');
    expect(within(screen.getByRole('group', { name: 'Border countries of Peru' })).getByRole('link', { name: 'Brazil' })).toBeInTheDocument();
  });

  it('says the country is not on the map when the host gives neither its ccn3 nor its latlng, and still maps its neighbours', async () => {
    stripped = { record: ['ccn3', 'latlng'], name: [] };
    const { page } = await renderPage('/country/Peru', routeContext(api.base));
    expect(page.statusCode).toBe(200);
    const location = screen.getByRole('region', { name: 'Location' });
    expect(within(location).getByRole('img', { name: 'Peru on a world map' })).toBeInTheDocument();
    expect(within(location).getByText('Not on the map: Peru.')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Border countries of Peru' })).getByRole('link', { name: 'Brazil' })).toHaveAttribute('href', '/country/Brazil');
  });

  it('gives a record without a flag a page and its meta: its card, whose text names no flag', async () => {
    stripped = { record: ['flags'], name: [] };
    const { page, meta } = await renderPage('/country/Peru', routeContext(api.base));
    expect(page.statusCode).toBe(200);
    expect(screen.getByRole('heading', { level: 1, name: 'Peru' })).toBeInTheDocument();
    const data = page.loaderData.country as { country: CountryDetails; borders: [] };
    expect(data.country.flags).toBeUndefined();
    expect(meta).toEqual(
      expect.arrayContaining([
        { title: 'Peru · WorldAtlas' },
        { name: 'description', content: expect.stringMatching(/^Republic of Peru: South America, capital Lima/) },
        { property: 'og:image', content: '/country/Peru/card.png' },
        { property: 'og:image:alt', content: expect.stringMatching(/^Peru: capital Lima, population [\d,]+, region South America, Americas\.$/) },
      ]),
    );
  });
});
