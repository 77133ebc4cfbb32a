import { ENGLISH, type SiteLanguage } from '@worldatlas/i18n';
import { createStaticHandler, data, resolveRoute } from '@worldatlas/routing';
import { matchRoutes } from 'react-router';
import { createRoutes, NOT_FOUND_ROUTE_ID } from '../app/routes';

// The renderer's one seam, on the real route table with test route modules: what each address
// resolves to, and how many times it is matched against the routes (React Router's matchRoutes, the
// real one, counted).
jest.mock('react-router', () => {
  const actual = jest.requireActual<typeof import('react-router')>('react-router');
  return { ...actual, matchRoutes: jest.fn(actual.matchRoutes) };
});

/** The route table's routes, each route module standing in with a query it reads (the list's `q`) and a view (none for the card: a resource route). */
const routes = createRoutes((route) => async () => ({
  loader: () => data(route.id),
  Component: route.id === 'country-card' ? undefined : () => null,
  handle: { canonicalSearch: route.id === 'countries' ? (search: URLSearchParams) => (search.get('q') ? `?q=${search.get('q') ?? ''}` : '') : undefined },
}));

/** What rendering a resolved page gave: the address it was rendered at and the canonical path it was given. */
type Rendered = { url: string; language: SiteLanguage; notFound?: boolean; canonicalPath?: string; resourceRouteId?: string };

const resolve = (path: string, logged: string[] = []) =>
  resolveRoute<Rendered>(new Request(`http://site.test${path}`), {
    handler: createStaticHandler(routes),
    releases: 'facts:1 countries:2',
    notFoundRouteId: NOT_FOUND_ROUTE_ID,
    render: async (request, _visitor, target) => ({ url: request.url, ...target }),
    log: (line) => logged.push(line),
  });
const VISITOR = { address: '192.0.2.1' };

describe('resolveRoute, on the route table', () => {
  it('matches an uncached page against the routes once, and renders it at its own address', async () => {
    const matched = jest.mocked(matchRoutes);
    matched.mockClear();
    const resolved = await resolve('/country?utm=mail&q=ne');
    const rendered = await resolved.render(VISITOR);
    expect(matched).toHaveBeenCalledTimes(1);
    expect([resolved.key, resolved.address, rendered]).toEqual(['facts:1 countries:2 /country?q=ne', '/country?q=ne', { url: 'http://site.test/country?q=ne', language: ENGLISH, canonicalPath: '/country?q=ne' }]);
  });

  it("names a resource route to its render from the same one match, and a page's none", async () => {
    const matched = jest.mocked(matchRoutes);
    matched.mockClear();
    const card = await (await resolve('/country/Nepal/card.png')).render(VISITOR);
    const page = await (await resolve('/country/Nepal')).render(VISITOR);
    expect(matched).toHaveBeenCalledTimes(2);
    expect([card, page]).toEqual([
      { url: 'http://site.test/country/Nepal/card.png', language: ENGLISH, canonicalPath: '/country/Nepal/card.png', resourceRouteId: 'country-card' },
      { url: 'http://site.test/country/Nepal', language: ENGLISH, canonicalPath: '/country/Nepal', resourceRouteId: undefined },
    ]);
  });

  it('keys and names a path escaped otherwise by the spelling the site links to', async () => {
    const resolved = await resolve('/country/Nep%61l');
    expect([resolved.key, resolved.address, resolved.redirect]).toEqual(['facts:1 countries:2 /country/Nepal', '/country/Nepal', undefined]);
  });

  it.each([
    ['/About', '/about'],
    ['/country/', '/country'],
    ['/COUNTRY/Nepal?x=1', '/country/Nepal?x=1'],
    ['/about/', '/about'],
  ])('redirects %s, another spelling of a route, to %s for good, spelt with the route table', async (path, location) => {
    const resolved = await resolve(path);
    expect([resolved.key, resolved.redirect]).toEqual([undefined, { kind: 'redirect', status: 308, location }]);
  });

  it('keys every unknown path as one 404 page of its language, and keeps none for a path that does not decode', async () => {
    expect([(await resolve('/no/such/page')).key, (await resolve('/country/Nepal/more')).key]).toEqual(['facts:1 countries:2 en 404', 'facts:1 countries:2 en 404']);
    expect(await (await resolve('/no/such/page')).render(VISITOR)).toEqual({ url: 'http://site.test/no/such/page', language: ENGLISH });
    expect((await resolve('/country/%E0%A4%A')).key).toBeUndefined();
  });

  it.each(['/atlantis', '/zz', '/zz/about', '/zh-hans/about', '/en/about', '/about/about', '/country/about'])(
    'answers %s, whose first segment names no live language, with the English 404 page, whatever the rest matches',
    async (path) => {
      const resolved = await resolve(path);
      expect([resolved.key, resolved.redirect, resolved.address]).toEqual(['facts:1 countries:2 en 404', undefined, undefined]);
      expect(await resolved.render(VISITOR)).toEqual({ url: `http://site.test${path}`, language: ENGLISH, notFound: true });
    },
  );

  it('redirects a GET whose query is spelt otherwise to the canonical address when the route asks for it, and a post never', async () => {
    const canonical = createRoutes(() => async () => ({
      Component: () => null,
      handle: { redirectToCanonical: true, canonicalSearch: (search: URLSearchParams) => `?countries=${(search.get('countries') ?? '').toUpperCase()}` },
    }));
    const resolveWith = (path: string, method = 'GET') =>
      resolveRoute(new Request(`http://site.test${path}`, { method }), { handler: createStaticHandler(canonical), releases: 'r', notFoundRouteId: NOT_FOUND_ROUTE_ID, render: async () => ({}), log: () => undefined });
    expect((await resolveWith('/about?countries=npl,che&x=1')).redirect).toEqual({ kind: 'redirect', status: 308, location: '/about?countries=NPL,CHE' });
    const canonicalAddress = await resolveWith('/about?countries=NPL,CHE');
    expect([canonicalAddress.redirect, canonicalAddress.address]).toEqual([undefined, '/about?countries=NPL,CHE']);
    expect((await resolveWith('/about?countries=npl', 'POST')).redirect).toBeUndefined();
  });

  it("logs a route module's canonicalSearch that throws, and keeps the page without its query", async () => {
    const throwing = createRoutes(() => async () => ({ Component: () => null, handle: { canonicalSearch: () => { throw new Error('broken'); } } }));
    const logged: string[] = [];
    const resolved = await resolveRoute(new Request('http://site.test/about?x=1'), { handler: createStaticHandler(throwing), releases: 'r', notFoundRouteId: NOT_FOUND_ROUTE_ID, render: async () => ({}), log: (line) => logged.push(line) });
    expect([resolved.address, logged]).toEqual(['/about', ["The about route module's canonicalSearch failed: broken"]]);
  });
});
