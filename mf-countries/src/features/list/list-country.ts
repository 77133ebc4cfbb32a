import type { CountrySearchFields, CountrySummary } from '@worldatlas/contracts';

/**
 * What the list shows and sorts of a country (from the list's `GET /v3.1/all`): its common name,
 * population (people), region and subregion, capitals, area (km²), flag and `cca3`, which joins its
 * languages and currencies and places it on the map. The island gets these in its props, so the page
 * carries nothing more of each record.
 */
export type ListCountry = Pick<CountrySummary, 'population' | 'region' | 'subregion' | 'capital' | 'area' | 'cca3'> & {
  name: Pick<CountrySummary['name'], 'common'>;
  flags: Pick<CountrySummary['flags'], 'svg' | 'alt'>;
};

/** `country` cut down to what the list shows ({@link ListCountry}). */
export function toListCountry({ name, population, region, subregion, capital, area, flags, cca3 }: CountrySummary): ListCountry {
  return { name: { common: name.common }, population, region, subregion, capital, area, flags: { svg: flags.svg, alt: flags.alt }, cca3 };
}

/** The list's search fields (languages and currencies by `cca3`), as the island gets them. */
export type ListSearchFields = CountrySearchFields;
