import { formatPopulation, type RouteLoader } from '@worldatlas/contracts';
import { borderCountriesRequest, countryRequest, isNotFound } from '@worldatlas/countries-client';

/**
 * The route loader of a country page (`/country/{id}`): the country by the name in the address
 * (countryRequest: the fullText call, then an exact alternative spelling) and its land neighbours'
 * names (`GET /v3.1/alpha?codes=`), both through `load`, so the page shows them at once.
 * @returns status 404 when no country has the name; else the page's head: the country's common name
 *   as title, a one-line description (official name, capital, region, population) and its flag as
 *   the preview image. Rejects when the API cannot answer for the country; the neighbours' failure is
 *   not the page's (their part shows its own message with Retry).
 */
export const loadCountryPage: RouteLoader = async ({ params, apiBaseUrl, load }) => {
  let country;
  try {
    country = await load(countryRequest(apiBaseUrl, params.id ?? ''));
  } catch (error) {
    if (isNotFound(error)) return { status: 404 };
    throw error;
  }
  const borders = country.borders ?? [];
  if (borders.length > 0) await load(borderCountriesRequest(apiBaseUrl, borders)).catch(() => undefined);

  const capital = country.capital?.[0];
  const where = [country.subregion || country.region, capital && `capital ${capital}`].filter(Boolean).join(', ');
  const population = typeof country.population === 'number' ? `, population ${formatPopulation(country.population, 'en-US')}` : '';
  return {
    head: {
      title: country.name.common,
      description: `${country.name.official}: ${where}${population}. Flag, native names, currencies, languages and neighbours.`,
      image: country.flags?.svg,
    },
  };
};
