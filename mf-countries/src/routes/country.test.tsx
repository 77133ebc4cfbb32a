import { screen } from '@testing-library/react';
import type { CountryDetails } from '@worldatlas/contracts';
import type { BorderCountry } from '@worldatlas/countries-client';
import { Provider } from '@worldatlas/design-system';
import { isRouteErrorResponse, type StaticHandlerContext } from '@worldatlas/routing';
import { renderToString } from 'react-dom/server';
import { API, DOWN_API, queryRoute, recordingFetch, routeContext, startStandInApi } from '../test/render';
import { HydrateFallback } from './country';

type CountryPage = { country: CountryDetails; borders: BorderCountry[] };

/** Runs the country route's loader for `name` as the render server does; fails the test on a redirect. */
async function load(name: string, context = routeContext()): Promise<StaticHandlerContext> {
  const { result } = await queryRoute(`/country/${encodeURIComponent(name)}`, context);
  if (result instanceof Response) throw new Error(`redirected ${result.status} to ${result.headers.get('location')}`);
  return result;
}

const pageData = (page: StaticHandlerContext) => page.loaderData.country as CountryPage;

/** The route error the page shows instead of the view: its status, text and Retry-After. */
function routeError(page: StaticHandlerContext) {
  const error = page.errors?.root;
  if (!isRouteErrorResponse(error)) throw new Error(`no route error response: ${String(error)}`);
  return { status: error.status, text: error.data as string, retryAfter: page.loaderHeaders.country?.get('Retry-After') ?? null };
}

describe("a country page's loader, on the real countries-api", () => {
  it('loads the country named in the address and its land neighbours, in its borders order, through the page\'s fetch', async () => {
    const recording = recordingFetch();
    const page = await load('Nepal', routeContext(API, recording.fetch));
    expect(page.statusCode).toBe(200);
    const { country, borders } = pageData(page);
    expect(country.name.official).toBe('Federal Democratic Republic of Nepal');
    expect(country.borders).toEqual(['CHN', 'IND']);
    expect(borders.map((border) => [border.cca3, border.name.common])).toEqual([
      ['CHN', 'China'],
      ['IND', 'India'],
    ]);
    expect(recording.urls).toEqual([`${API}/v3.1/name/Nepal?fullText=true&fields=${'name,population,region,subregion,capital,tld,currencies,languages,borders,flags,ccn3,cca3,latlng,area,demonyms,idd,timezones,landlocked,independent,unMember,capitalInfo,translations'}`, `${API}/v3.1/alpha?codes=CHN,IND&fields=name,cca3,ccn3,translations`]);
  });

  it('asks for no neighbours when the country has no land borders', async () => {
    const recording = recordingFetch();
    const page = await load('Iceland', routeContext(API, recording.fetch));
    expect(pageData(page).borders).toEqual([]);
    expect(recording.urls).toEqual([expect.stringContaining('/v3.1/name/Iceland?fullText=true')]);
  });

  it.each(['Åland Islands', 'São Tomé and Príncipe'])('shows %s under its own name, accents and all', async (name) => {
    const page = await load(name);
    expect(page.statusCode).toBe(200);
    expect(pageData(page).country.name.common).toBe(name);
  });

  it.each([
    ['nepal', '/country/Nepal'],
    ["Côte d'Ivoire", '/country/Ivory%20Coast'],
    ["république de côte d'ivoire", '/country/Ivory%20Coast'],
  ])('moves %s for good (308) to the page under its common name, %s', async (name, location) => {
    const { result } = await queryRoute(`/country/${encodeURIComponent(name)}`);
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).status).toBe(308);
    expect((result as Response).headers.get('location')).toBe(location);
  });

  it.each([
    ['an unknown name', 'Atlantis'],
    ['a part of a name', 'Nepa'],
    ['a country code among the alternative spellings', 'US'],
    ['a name longer than any country has, which the API refuses', 'x'.repeat(201)],
    ['a name with a control character, which the API refuses', 'Nepal\u0001'],
  ])('answers 404 "Country not found" for %s', async (_why, name) => {
    const page = await load(name);
    expect(page.statusCode).toBe(404);
    expect(routeError(page)).toMatchObject({ status: 404, text: 'Country not found' });
  });

  it('answers 503 with Retry-After when the API cannot be reached', async () => {
    const page = await load('Nepal', routeContext(DOWN_API));
    expect(page.statusCode).toBe(503);
    expect(routeError(page)).toEqual({ status: 503, text: 'The countries service is not answering. Try again in a moment.', retryAfter: '10' });
  });

  describe('with an API that refuses some requests', () => {
    let refuse: (path: string) => number | undefined = () => undefined;
    let api: Awaited<ReturnType<typeof startStandInApi>>;
    beforeAll(async () => {
      api = await startStandInApi((path) => {
        const status = refuse(path);
        return status ? { status } : { real: true };
      });
    });
    afterAll(() => api.close());

    it.each([
      [503, 'The countries service is not answering. Try again in a moment.'],
      [429, 'The countries service is busy. Try again in a moment.'],
    ])('answers 503 with Retry-After when the API answers %i', async (status, text) => {
      refuse = () => status;
      const page = await load('Nepal', routeContext(api.base));
      expect(page.statusCode).toBe(503);
      expect(routeError(page)).toEqual({ status: 503, text, retryAfter: '10' });
    });

    it("answers 503 when only the neighbours' names cannot be had: never a page without them", async () => {
      refuse = (path) => (path.startsWith('/v3.1/alpha') ? 503 : undefined);
      const page = await load('Nepal', routeContext(api.base));
      expect(routeError(page)).toMatchObject({ status: 503, retryAfter: '10' });
    });
  });
});

describe("a country page's meta", () => {
  it("names the country, describes it in a line and previews its card (a PNG, shown large) with its size and text, from the loader's data", async () => {
    const { meta } = await queryRoute('/country/Nepal');
    expect(meta).toEqual([
      { title: 'Nepal · WorldAtlas' },
      { name: 'description', content: expect.stringMatching(/^Federal Democratic Republic of Nepal: Southern Asia, capital Kathmandu, population \d{1,3}(,\d{3})+\. Flag, native names, currencies, languages and neighbours\.$/) },
      { property: 'og:image', content: '/country/Nepal/card.png' },
      { property: 'og:image:type', content: 'image/png' },
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '630' },
      { property: 'og:image:alt', content: expect.stringMatching(/^The flag of Nepal: capital Kathmandu, population \d{1,3}(,\d{3})+, region Southern Asia, Asia\.$/) },
      { name: 'twitter:card', content: 'summary_large_image' },
    ]);
  });

  it('leaves the capital out of the description of a country without one', async () => {
    const { meta } = await queryRoute('/country/Antarctica');
    const description = meta.find((tag) => 'name' in tag && tag.name === 'description');
    expect(description).toEqual({ name: 'description', content: expect.stringMatching(/^Antarctica: Antarctic(, population [\d,]+)?\. /) });
    expect(JSON.stringify(description)).not.toMatch(/capital|undefined/);
  });
});

describe("a country page's outline", () => {
  it('is hidden from assistive technology', () => {
    document.body.innerHTML = renderToString(
      <Provider>
        <HydrateFallback />
      </Provider>,
    );
    expect(document.querySelector('[data-skeleton="country"]')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
