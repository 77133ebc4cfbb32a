import { href, setSiteRoutes } from './site-routes';

describe('href', () => {
  beforeEach(() => setSiteRoutes([{ id: 'countries', path: '/country', module: 'countries/routes/country-list' }, { id: 'country', path: '/country/:id', module: 'countries/routes/country' }]));

  it("spells a route's path from the route table, its parameters encoded as links encode them, and the query after it", () => {
    expect(href('countries')).toBe('/country');
    expect(href('country', { id: "Côte d'Ivoire" })).toBe("/country/C%C3%B4te%20d'Ivoire");
    expect(href('country', { id: 'a/b?c' }, '?view=map')).toBe('/country/a%2Fb%3Fc?view=map');
  });

  it('follows the route table: a path renamed there is the path every link spells', () => {
    setSiteRoutes([{ id: 'country', path: '/nations/:id', module: 'countries/routes/country' }]);
    expect(href('country', { id: 'Nepal' })).toBe('/nations/Nepal');
  });

  it('throws for a route the table does not have, or a parameter left out', () => {
    expect(() => href('compare')).toThrow('The route table has no route "compare"');
    expect(() => href('country')).toThrow(/id/);
  });
});
