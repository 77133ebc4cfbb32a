import { ENGLISH, SITE_LANGUAGES } from '@worldatlas/i18n';
import { href, hrefIn, inPageLanguage, setSiteRoutes } from './site-routes';

const french = SITE_LANGUAGES.find((language) => language.tag === 'fr')!;

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

  it("spells the route in the page's language: its segment in front, English's addresses as they are", () => {
    expect(inPageLanguage(french, () => [href('countries', {}, '?region=Asia'), href('country', { id: 'Nepal' })])).toEqual(['/fr/country?region=Asia', '/fr/country/Nepal']);
    expect(inPageLanguage(ENGLISH, () => href('country', { id: 'Nepal' }))).toBe('/country/Nepal');
    // Outside a page's render: English.
    expect(href('country', { id: 'Nepal' })).toBe('/country/Nepal');
  });

  it('spells a route in a language named, whatever the page is in (the language menu, the site map)', () => {
    expect(inPageLanguage(french, () => hrefIn(ENGLISH, 'country', { id: 'Nepal' }))).toBe('/country/Nepal');
    expect(hrefIn(french, 'country', { id: "Côte d'Ivoire" })).toBe("/fr/country/C%C3%B4te%20d'Ivoire");
  });

  it('throws for a route the table does not have, or a parameter left out', () => {
    expect(() => href('compare')).toThrow('The route table has no route "compare"');
    expect(() => href('country')).toThrow(/id/);
  });
});
