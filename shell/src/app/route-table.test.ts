import { EXPOSED, EXPOSED_LOADERS } from '@worldatlas/contracts';
import { matchSiteRoute, NAV_ITEMS, SITE_ROUTES } from './route-table';
import { routes } from './routes';

describe('the route table', () => {
  it('gives the router one route per table entry, and the 404 route for any other path', () => {
    const children = routes[0]?.children ?? [];
    expect(children.map((route) => route.path)).toEqual([...SITE_ROUTES.map((route) => route.path), '*']);
  });

  it('lists the navigation in header order, as the spec names it', () => {
    expect(NAV_ITEMS).toEqual([
      { to: '/', label: 'Home' },
      { to: '/about', label: 'About' },
      { to: '/country', label: 'Country' },
      { to: '/contact', label: 'Contact' },
    ]);
  });

  it('puts every exposed module on a page, and names a loader only for views that show API data', () => {
    const shown = new Set(SITE_ROUTES.flatMap((route) => route.areas.map((area) => area.module)));
    expect([...shown].sort()).toEqual(Object.values(EXPOSED).sort());
    expect(Object.keys(EXPOSED_LOADERS).sort()).toEqual([EXPOSED.countryDetail, EXPOSED.countryList].sort());
  });

  it.each([
    ['/', 'home', {}],
    ['/country', 'countries', {}],
    ['/country/', 'countries', {}],
    ['/country/Nepal', 'country', { id: 'Nepal' }],
    ["/country/C%C3%B4te%20d'Ivoire", 'country', { id: "Côte d'Ivoire" }],
    ['/contact', 'contact', {}],
  ])('matches %s to the %s route with %j', (pathname, id, params) => {
    expect(matchSiteRoute(pathname)).toEqual({ route: expect.objectContaining({ id }), params });
  });

  it.each(['/atlantis', '/country/Nepal/map', '/countries', '/country/%E0%A4'])('matches no route for %s (the 404 page)', (pathname) => {
    expect(matchSiteRoute(pathname)).toBeUndefined();
  });

  it("titles a country page by what its loader found, the address's name until then", () => {
    const country = SITE_ROUTES.find((route) => route.id === 'country');
    const page = { params: { id: "Côte d'Ivoire" }, config: { apiBaseUrl: 'http://api.test', remotes: { facts: '', countries: '', contact: '' } } };
    expect(country?.text(page).title).toBe("Côte d'Ivoire · WorldAtlas");
    expect(country?.text({ ...page, found: { title: 'Ivory Coast', description: 'Republic of Côte d’Ivoire' } })).toEqual({
      title: 'Ivory Coast · WorldAtlas',
      description: 'Republic of Côte d’Ivoire',
    });
  });
});
