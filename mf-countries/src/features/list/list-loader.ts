import type { RouteLoader } from '@worldatlas/contracts';
import { countryListRequest, countryListSearchRequest } from '@worldatlas/countries-client';
import { needsSearchFields, parseListQuery } from './list-query';

/**
 * The route loader of the country list (`/country`): every country with the list's fields (`GET
 * /v3.1/all`, through `load`), and every country's languages and currencies (a second `GET
 * /v3.1/all`) when the page's query searches by language or currency, or when the query is not
 * known (the browser's early start, once for any query of the list). Region, subregion and order
 * select among the list's records on the page. Rejects when the API cannot answer for the list; the
 * second call's failure is not the list's (the search asks again, with its own message and Retry).
 */
export const loadCountryList: RouteLoader = async ({ apiBaseUrl, load, search }) => {
  // A page rendered for another query carries no languages and currencies: the search asks for them when it needs them.
  const searchFields = search === undefined || needsSearchFields(parseListQuery(new URLSearchParams(search)));
  await Promise.all([
    load(countryListRequest(apiBaseUrl)),
    searchFields ? load(countryListSearchRequest(apiBaseUrl)).catch(() => undefined) : undefined,
  ]);
  return undefined;
};
