import { countryName, defineMessages, isolated, type SiteLanguage } from '@worldatlas/i18n';
import type { MetaDescriptor } from '@worldatlas/routing';
import { intlFor } from '../i18n';
import type { ComparePageData } from './compare-data';
import { comparisonTitle } from './ComparedView';
import { unknownCodesHeading } from './UnknownCodes';

const MESSAGES = defineMessages({
  title: { id: 'compare.meta.title', defaultMessage: '{title} · WorldAtlas', description: 'The page’s title in the browser’s tab and search results: its heading, then the site’s name.' },
  unknownDescription: { id: 'compare.meta.unknownDescription', defaultMessage: 'No country has the code {codes}.', description: 'The search-result description of the page of unknown codes; codes: as a list.' },
  description: {
    id: 'compare.meta.description',
    defaultMessage: '{countries} side by side: population, area, density, capitals, languages, currencies, time zones and borders.',
    description: 'The search-result description of a comparison; countries: the compared countries’ names as a list ("Nepal and Switzerland").',
  },
  pickerDescription: { id: 'compare.meta.pickerDescription', defaultMessage: 'Compare two to four countries side by side: population, area, languages, currencies, borders and more.' },
});

/**
 * The compare page's meta in `language`, from its loader's data (`loaded`; none when the loader
 * failed): the title (the page's heading and the site's name) and description, naming the compared
 * countries in `language` (`countryName`), or the unknown codes; the first country's flag as the
 * preview image. Names and codes are isolated (U+2068…U+2069) on a page not in English.
 */
export function compareMeta(loaded: ComparePageData | undefined, language: SiteLanguage): MetaDescriptor[] {
  const intl = intlFor(language.tag);
  const titled = (title: string) => ({ title: intl.formatMessage(MESSAGES.title, { title }) });
  if (!loaded) return [titled(comparisonTitle(intl, []))];
  if (loaded.kind === 'unknown') {
    const codes = intl.formatList(loaded.unknown.map((code) => isolated(code, language)), { type: 'conjunction', style: 'narrow' });
    return [titled(unknownCodesHeading(intl)), { name: 'description', content: intl.formatMessage(MESSAGES.unknownDescription, { codes }) }];
  }
  const names = loaded.countries.map((country) => isolated(countryName(country, language), language));
  const description =
    names.length >= 2 ? intl.formatMessage(MESSAGES.description, { countries: intl.formatList(names, { type: 'conjunction' }) }) : intl.formatMessage(MESSAGES.pickerDescription);
  const image = names.length >= 2 ? loaded.countries[0]?.flags?.svg : undefined;
  return [titled(comparisonTitle(intl, names)), { name: 'description', content: description }, ...(image ? [{ property: 'og:image', content: image }] : [])];
}
