// The language rules of resolveRoute on the route table, with a language besides English live: the
// pseudo-locale (`/en-xa/…`), served as a process started with PSEUDO_LANGUAGE=1 serves it. The
// modules load after the variable is set.
process.env.PSEUDO_LANGUAGE = '1';
afterAll(() => {
  delete process.env.PSEUDO_LANGUAGE;
});

async function resolve(path: string) {
  const [{ createStaticHandler, data, resolveRoute }, { createRoutes, NOT_FOUND_ROUTE_ID }] = await Promise.all([import('@worldatlas/routing'), import('../app/routes')]);
  const routes = createRoutes((route) => async () => ({ loader: () => data(route.id), Component: () => null }));
  const resolved = await resolveRoute(new Request(`http://site.test${path}`), {
    handler: createStaticHandler(routes),
    releases: 'r',
    notFoundRouteId: NOT_FOUND_ROUTE_ID,
    render: async (request, _visitor, target) => ({ url: request.url, language: target.language.tag, notFound: target.notFound }),
    log: () => undefined,
  });
  return { key: resolved.key, redirect: resolved.redirect?.location, page: resolved.redirect ? undefined : await resolved.render({ address: '192.0.2.1' }) };
}

describe('resolveRoute, with a second language live', () => {
  it('renders a page in the language its first segment names, keyed by its own address', async () => {
    expect(await resolve('/en-xa/country/Nepal')).toEqual({ key: 'r /en-xa/country/Nepal', redirect: undefined, page: { url: 'http://site.test/en-xa/country/Nepal', language: 'en-XA', notFound: undefined } });
    expect(await resolve('/en-xa')).toEqual({ key: 'r /en-xa', redirect: undefined, page: { url: 'http://site.test/en-xa', language: 'en-XA', notFound: undefined } });
    expect((await resolve('/country/Nepal')).page).toMatchObject({ language: 'en' });
  });

  it.each([
    ['/EN-XA/About', '/en-xa/about'],
    ['/en-xa/', '/en-xa'],
    ['/En-Xa/country/Nepal/?q=1', '/en-xa/country/Nepal?q=1'],
  ])('redirects %s, another spelling of the language or the route, to %s', async (path, location) => {
    expect(await resolve(path)).toEqual({ key: undefined, redirect: location, page: undefined });
  });

  it("answers an unknown path in a language with that language's 404 page, one for every such path", async () => {
    expect(await resolve('/en-xa/no/such/page')).toEqual({ key: 'r en-XA 404', redirect: undefined, page: { url: 'http://site.test/en-xa/no/such/page', language: 'en-XA', notFound: undefined } });
    expect((await resolve('/en-xa/nope')).key).toBe('r en-XA 404');
    expect((await resolve('/zz/about')).key).toBe('r en 404');
    expect((await resolve('/fr/nope')).key).toBe('r fr 404');
  });
});
