import type { CountrySearchFields, CountrySummary } from '@worldatlas/contracts';

/**
 * What the list filters and orders by of a country (from the list's `GET /v3.1/all`): its common
 * name, population (people), region and subregion, capitals, area (km²) and `cca3`, which joins its
 * languages and currencies and names its card and its place on the map. The island gets these in
 * its props, so the page carries nothing more of each record for it.
 */
export type ListCountry = Pick<CountrySummary, 'population' | 'region' | 'subregion' | 'capital' | 'area' | 'cca3'> & {
  name: Pick<CountrySummary['name'], 'common'>;
};

/** What a country's card shows: the list's fields and its flag. */
export type CardCountry = ListCountry & { flags: Pick<CountrySummary['flags'], 'svg' | 'alt'> };

/** What the list's world map draws of a country: the list's fields, and where it is (`ccn3` joins its shape, `latlng` places its dot). */
export type MapCountry = ListCountry & Pick<CountrySummary, 'ccn3' | 'latlng'>;

/** `country` cut down to what the list filters and orders by ({@link ListCountry}). */
export function toListCountry({ name, population, region, subregion, capital, area, cca3 }: CountrySummary): ListCountry {
  return { name: { common: name.common }, population, region, subregion, capital, area, cca3 };
}

/** The list's search fields (languages and currencies by `cca3`), as the island gets them. */
export type ListSearchFields = CountrySearchFields;
