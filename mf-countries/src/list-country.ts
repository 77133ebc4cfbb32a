import type { CountrySearchFields, CountrySummary } from '@worldatlas/contracts';

/**
 * What the list filters and orders by of a country (from the list's `GET /v3.1/all`): its common
 * name, its name in the page's language, population (people), region and subregion, capitals, area
 * (km²) and `cca3`, which joins its languages and currencies and names its card and its place on
 * the map. The island gets these in its props, so the page carries nothing more of each record for it.
 */
export type ListCountry = Pick<CountrySummary, 'population' | 'region' | 'subregion' | 'capital' | 'area' | 'cca3'> & {
  /** Its English common name: what its page's address names it by, and what search matches in every language. */
  name: Pick<CountrySummary['name'], 'common'>;
  /** Its common name in the page's language (the data's `translations`), on a page in another language than English where that differs from the English one. */
  localName?: string;
};

/** The name the list shows `country` by, and orders it by: in the page's language, else its English common name. */
export const shownName = (country: Pick<ListCountry, 'name' | 'localName'>): string => country.localName ?? country.name.common;

/**
 * The names of the data's regions and subregions in the page's language (CLDR's, `regionName`), by
 * their English names (the list's filter values, what the records have): on a page in another
 * language than English, which then also isolates the data in its texts (`isolatesData`).
 */
export type RegionNames = Readonly<Record<string, string>>;

/** The name of the data's region or subregion `name` as the list shows it: in the page's language ({@link RegionNames}), else the data's. */
export const shownRegion = (name: string, regionNames: RegionNames | undefined): string => regionNames?.[name] ?? name;

/** What a country's card shows: the list's fields and its flag. */
export type CardCountry = ListCountry & { flags: Pick<CountrySummary['flags'], 'svg' | 'alt'> };

/** What the list's world map draws of a country: the list's fields, and where it is (`ccn3` joins its shape, `latlng` places its dot). */
export type MapCountry = ListCountry & Pick<CountrySummary, 'ccn3' | 'latlng'>;

/** `country` cut down to what the list filters and orders by ({@link ListCountry}). */
export function toListCountry({ name, localName, population, region, subregion, capital, area, cca3 }: CountrySummary & Pick<ListCountry, 'localName'>): ListCountry {
  return { name: { common: name.common }, ...(localName !== undefined && { localName }), population, region, subregion, capital, area, cca3 };
}

/** The list's search fields (languages and currencies by `cca3`), as the island gets them. */
export type ListSearchFields = CountrySearchFields;
