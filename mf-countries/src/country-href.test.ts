import type { CountryListIslandProps } from './islands/CountryListIsland';
import { islandPropsIn, renderPage } from './test/render';
import { countryHref } from './country-href';

// A country page's address as the list's island writes it, from the pattern the server gives it.

describe('countryHref', () => {
  it("writes a country page's address as the route table spells it, every name percent-encoded as a path parameter", async () => {
    const { container } = await renderPage('/country?q=nepal');
    const { countryPath } = islandPropsIn(container) as CountryListIslandProps;
    expect(countryHref(countryPath, 'Nepal')).toBe('/country/Nepal');
    expect(countryHref(countryPath, "Côte d'Ivoire")).toBe("/country/C%C3%B4te%20d'Ivoire");
    expect(countryHref(countryPath, 'Saint Helena, Ascension and Tristan da Cunha')).toBe('/country/Saint%20Helena%2C%20Ascension%20and%20Tristan%20da%20Cunha');
    // Characters a replacement string or an address would read as syntax stay the name's.
    expect(countryHref(countryPath, "a$&b$'/c?d#e%")).toBe("/country/a%24%26b%24'%2Fc%3Fd%23e%25");
  });
});
