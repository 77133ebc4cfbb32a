/** Where a country's page is: `/country/{common name}`, percent-encoded (SPEC §2). */
export const countryPath = (commonName: string) => `/country/${encodeURIComponent(commonName)}`;
