import { NAV_ITEMS, SITE_ROUTES } from './route-table';
import { createRoutes } from './routes';

describe('the route table', () => {
  it('lists the navigation in header order, as the spec names it', () => {
    expect(NAV_ITEMS).toEqual([
      { to: '/', label: 'Home' },
      { to: '/about', label: 'About' },
      { to: '/country', label: 'Country' },
      { to: '/contact', label: 'Contact' },
    ]);
  });

  it('names each page by path and route module only: remote/routes/name', () => {
    expect(SITE_ROUTES.map(({ path, module }) => [path, module])).toEqual([
      ['/', 'facts/routes/home'],
      ['/about', 'facts/routes/about'],
      ['/country', 'countries/routes/country-list'],
      ['/country/:id', 'countries/routes/country'],
      ['/contact', 'contact/routes/contact'],
    ]);
  });

  it('gives the router one lazy route per table entry under the layout, and the 404 route for any other path', () => {
    const asked: string[] = [];
    const [root] = createRoutes((route) => {
      asked.push(route.id);
      return async () => ({});
    });
    expect(root?.children?.map((route) => [route.id, route.path, typeof route.lazy])).toEqual([
      ...SITE_ROUTES.map((route) => [route.id, route.path, 'function']),
      ['not-found', '*', 'undefined'],
    ]);
    expect(asked).toEqual(SITE_ROUTES.map((route) => route.id));
  });
});
