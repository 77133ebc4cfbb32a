import { EXPOSED, type RuntimeConfig } from '@worldatlas/contracts';
import { countryListRequest, countryRequest } from '@worldatlas/countries-client';
import { routes } from '../app/routes';
import { matchPath, planRoute, ROUTE_NEEDS, ROUTE_PATHS } from './route-preloads';

const config: RuntimeConfig = {
  apiBaseUrl: 'http://api.test',
  remotes: { facts: 'http://facts.test', countries: 'http://countries.test', contact: 'http://contact.test' },
};

describe('matchPath', () => {
  it.each([
    ['/', '/', {}],
    ['/country', '/country', {}],
    ['/country', '/country/', {}],
    ['/country/:id', '/country/Nepal', { id: 'Nepal' }],
    ['/country/:id', '/country/C%C3%B4te%20d\'Ivoire', { id: "Côte d'Ivoire" }],
  ])('%s matches %s with %j', (path, pathname, params) => {
    expect(matchPath(path, pathname)).toEqual(params);
  });

  it.each([
    ['/', '/country'],
    ['/country', '/countries'],
    ['/country/:id', '/country'],
    ['/country/:id', '/country/Nepal/extra'],
    ['/country/:id', '/country/%E0%A4'],
  ])('%s does not match %s', (path, pathname) => {
    expect(matchPath(path, pathname)).toBeUndefined();
  });
});

describe('planRoute', () => {
  it('plans every route the router has', () => {
    const routerPaths = (routes[0]?.children ?? []).map((route) => route.path).filter((path) => path !== '*');
    expect(routerPaths).toHaveLength(Object.keys(ROUTE_PATHS).length);
    expect(ROUTE_NEEDS.map((route) => route.path).sort()).toEqual([...routerPaths].sort());
  });

  it('the landing page needs the hero and the facts from the facts remote, and no data', () => {
    expect(planRoute('/', config)).toEqual({ remotes: [{ nameOrAlias: 'facts', exposes: ['Hero', 'FactsSection'] }] });
  });

  it('the list needs the list module and the request its hook makes', () => {
    const plan = planRoute('/country', config);
    expect(plan?.remotes).toEqual([{ nameOrAlias: 'countries', exposes: [EXPOSED.countryList.split('/')[1]] }]);
    expect(plan?.data?.key).toBe(countryListRequest(config.apiBaseUrl).key);
  });

  it('a country page needs the detail module and that country, by its decoded name', () => {
    const plan = planRoute('/country/C%C3%B4te%20d\'Ivoire', config);
    expect(plan?.remotes).toEqual([{ nameOrAlias: 'countries', exposes: ['CountryDetail'] }]);
    expect(plan?.data?.key).toBe(countryRequest(config.apiBaseUrl, "Côte d'Ivoire").key);
    // Its flag, the largest paint, is preloaded once the country's record names it.
    expect(plan?.images?.({ flags: { svg: 'http://api.test/flags/ci.svg' } })).toEqual(['http://api.test/flags/ci.svg']);
  });

  it('the contact page needs the form only', () => {
    expect(planRoute('/contact', config)).toEqual({ remotes: [{ nameOrAlias: 'contact', exposes: ['ContactForm'] }] });
  });

  it('an unknown path plans nothing: the error page needs no remote', () => {
    expect(planRoute('/atlantis', config)).toBeUndefined();
    expect(planRoute('/country/Nepal/map', config)).toBeUndefined();
  });
});
