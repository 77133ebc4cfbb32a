import type { CountryNameFields } from '@worldatlas/contracts';
import { countryName, regionName, type SiteLanguage } from '@worldatlas/i18n';
import type { ListCountry, RegionNames } from './list-country';

/**
 * `countries` (the list's records) with their common names in `language` (`localName`, from `names`:
 * every country's `translations`, by `cca3`), where that differs from the English name; a country
 * `names` lacks keeps its English name alone. New records; `countries` is not changed.
 */
export function withLocalNames<C extends ListCountry>(countries: readonly C[], names: readonly CountryNameFields[], language: SiteLanguage): C[] {
  const translations = new Map(names.map((record) => [record.cca3, record.translations]));
  return countries.map((country) => {
    const localName = countryName({ name: { common: country.name.common, official: '' }, translations: translations.get(country.cca3) }, language);
    return localName === country.name.common ? country : { ...country, localName };
  });
}

/** The names in `language` of the regions and subregions `countries` have (`regionName`): what the list's filters, cards and texts show. */
export function regionNamesOf(countries: readonly Pick<ListCountry, 'region' | 'subregion'>[], language: SiteLanguage): RegionNames {
  const names: Record<string, string> = {};
  for (const { region, subregion } of countries) {
    names[region] ??= regionName(region, language);
    if (subregion) names[subregion] ??= regionName(subregion, language);
  }
  return names;
}
