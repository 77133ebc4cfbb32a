import { createRoutes } from '../app/routes';
import { canonicalPath, isSamePath } from './canonical-path';

const routes = createRoutes(() => async () => ({}));

describe('canonicalPath', () => {
  it.each([
    ['/', '/'],
    ['/about', '/about'],
    ['/country/Nepal', '/country/Nepal'],
    ["/country/C%C3%B4te%20d'Ivoire", "/country/C%C3%B4te%20d'Ivoire"],
  ])('leaves %s as it is: the route spells it so', (pathname, canonical) => {
    expect(canonicalPath(routes, pathname)).toBe(canonical);
  });

  it.each([
    ['/country/Nep%61l', '/country/Nepal'],
    ['/country/%4Eepal', '/country/Nepal'],
    ['/country/C%C3%B4te%20d%27Ivoire', "/country/C%C3%B4te%20d'Ivoire"],
    ["/country/Côte d'Ivoire", "/country/C%C3%B4te%20d'Ivoire"],
  ])('spells %s, the same path escaped otherwise, as the site links to it: %s', (pathname, canonical) => {
    expect(canonicalPath(routes, pathname)).toBe(canonical);
    expect(isSamePath(canonical, pathname)).toBe(true);
  });

  it.each([
    ['/About', '/about'],
    ['/ABOUT/', '/about'],
    ['/country/', '/country'],
    ['/COUNTRY/Nepal', '/country/Nepal'],
    ['/Country/S%C3%A3o%20Tom%C3%A9/', '/country/S%C3%A3o%20Tom%C3%A9'],
  ])("spells %s as its route does: %s", (pathname, canonical) => {
    expect(canonicalPath(routes, pathname)).toBe(canonical);
    expect(isSamePath(canonical, pathname)).toBe(false);
  });

  it.each(['/atlantis', '/country/Nepal/map', '/countries', '/country/%E0%A4'])('has no spelling for %s, which no route of the table shows', (pathname) => {
    expect(canonicalPath(routes, pathname)).toBeUndefined();
  });

  it("keeps a country's name as given: its page finds the spelling of the name (a loader's redirect)", () => {
    expect(canonicalPath(routes, '/country/nepal')).toBe('/country/nepal');
  });
});
