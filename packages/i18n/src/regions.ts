import type { SiteLanguage } from './languages';

/**
 * The v3.1 data's regions and subregions by their UN M49 code (or ISO 3166 code, for Antarctica),
 * which CLDR names in every language (`Intl.DisplayNames` of type `region`). North America is 003,
 * not Northern America's 021: the data's includes Mexico.
 */
const REGION_CODES: Readonly<Record<string, string>> = {
  Africa: '002',
  Americas: '019',
  Asia: '142',
  Europe: '150',
  Oceania: '009',
  Antarctic: 'AQ',
  Caribbean: '029',
  'Central America': '013',
  'North America': '003',
  'South America': '005',
  'Central Asia': '143',
  'Eastern Asia': '030',
  'South-Eastern Asia': '035',
  'Southern Asia': '034',
  'Western Asia': '145',
  'Eastern Africa': '014',
  'Middle Africa': '017',
  'Northern Africa': '015',
  'Southern Africa': '018',
  'Western Africa': '011',
  'Eastern Europe': '151',
  'Northern Europe': '154',
  'Southern Europe': '039',
  'Western Europe': '155',
  'Australia and New Zealand': '053',
  Melanesia: '054',
  Micronesia: '057',
  Polynesia: '061',
};

/**
 * The data's subregions that CLDR has no code for (Central Europe: AT CZ HU PL SK SI; Southeast
 * Europe: the Balkans), named here in each language but English, by language tag.
 */
export const UNCODED_REGION_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'Central Europe': {
    fr: 'Europe centrale',
    de: 'Mitteleuropa',
    es: 'Europa Central',
    pt: 'Europa Central',
    ar: 'أوروبا الوسطى',
    'zh-Hans': '中欧',
    ja: '中央ヨーロッパ',
    ru: 'Центральная Европа',
  },
  'Southeast Europe': {
    fr: 'Europe du Sud-Est',
    de: 'Südosteuropa',
    es: 'Europa del Sudeste',
    pt: 'Sudeste da Europa',
    ar: 'جنوب شرق أوروبا',
    'zh-Hans': '东南欧',
    ja: '南東ヨーロッパ',
    ru: 'Юго-Восточная Европа',
  },
};

const regionNames = new Map<string, Intl.DisplayNames>();

/**
 * The name of the data's region or subregion `name` (`Northern Europe`) in `language`: CLDR's
 * (`Europe du Nord`), this file's for the two CLDR does not code, and the data's own name in English
 * (CLDR's English differs: "Northern America", "Southeast Asia") or for a name the data did not have
 * when this was written.
 */
export function regionName(name: string, language: SiteLanguage): string {
  if (language.segment === '') return name;
  const uncoded = UNCODED_REGION_NAMES[name]?.[language.tag];
  if (uncoded) return uncoded;
  const code = REGION_CODES[name];
  if (!code) return name;
  let names = regionNames.get(language.tag);
  if (!names) {
    names = new Intl.DisplayNames(language.tag, { type: 'region', fallback: 'none' });
    regionNames.set(language.tag, names);
  }
  return names.of(code) ?? name;
}
