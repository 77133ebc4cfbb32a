/** Where a country's page is: `/country/{common name}`, percent-encoded. */
export const countryPath = (commonName: string) => `/country/${encodeURIComponent(commonName)}`;
