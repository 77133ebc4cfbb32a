import type { RouteLoader } from '@worldatlas/contracts';
import { countryListRequest } from '@worldatlas/countries-client';

/**
 * The route loader of the country list (`/country`): every country with the list's fields
 * (`GET /v3.1/all`), through `load`. Search, region and order select among them on the page, so a
 * list's query (`?q=ne`) does not change what is loaded. Rejects when the API cannot answer.
 */
export const loadCountryList: RouteLoader = async ({ apiBaseUrl, load }) => {
  await load(countryListRequest(apiBaseUrl));
  return undefined;
};
