import { Button, Heading, Stack, Text, useLocale } from '@worldatlas/design-system';
import { dataText, defineMessages, languageOfTag, type SiteLanguage } from '@worldatlas/i18n';
import { href } from '@worldatlas/routing';
import type { ReactNode } from 'react';
import { type CompareIntl, intlFor } from '../i18n';
import { codesSearch } from './compare-query';

const MESSAGES = defineMessages({
  heading: { id: 'compare.unknown.heading', defaultMessage: 'Country code not found', description: 'The heading (and title) of the compare page when its address has a code no country has.' },
  text: {
    id: 'compare.unknown.text',
    defaultMessage: 'No country has the code {codes}. Comparisons name countries by their three-letter codes, such as {example} for Nepal.',
    description: 'codes: the unknown codes, each quoted (compare.unknown.code), as a list (compare.unknown.codes); example: Nepal’s code, NPL.',
  },
  code: { id: 'compare.unknown.code', defaultMessage: '“{code}”', description: 'A code from the address, quoted in the language’s quotation marks.' },
  codes: { id: 'compare.unknown.codes', defaultMessage: '{others} and {last}', description: 'Two or more quoted codes: others are all but the last, as a list.' },
  compareKnown: { id: 'compare.unknown.compareKnown', defaultMessage: 'Compare {countries}', description: 'A button to the comparison of the address’s known countries; countries: their names, as a list.' },
  compareOne: { id: 'compare.unknown.compareOne', defaultMessage: 'Compare {country} with another country', description: 'A button to the compare page with the address’s one known country.' },
  browse: { id: 'compare.unknown.browse', defaultMessage: 'Browse every country', description: 'A link to the list of every country, where codes can be found.' },
});

/** Props of {@link UnknownCodes}. */
export interface UnknownCodesProps {
  /** The address's codes that no country has, as written there (upper case). */
  unknown: readonly string[];
  /** The address's other codes, with their countries' names in the page's language. */
  known: readonly { code: string; name: string }[];
}

/** A list of `items` in `intl`'s language, its narrow form ("a, b, c" in English). */
const listOf = (intl: CompareIntl, items: readonly ReactNode[]) => intl.formatList(items, { type: 'conjunction', style: 'narrow' });

/** "“XYZ”" or "“XYZ” and “QQQ”" in `intl`'s language: codes quoted for the sentence, each in `<bdi>` on a page not in English. */
function quoted(intl: CompareIntl, codes: readonly string[], language: SiteLanguage): ReactNode {
  const each = codes.map((code, index) => intl.formatMessage(MESSAGES.code, { code: dataText(code, language, { key: index }) }));
  const last = each.at(-1) ?? '';
  return each.length > 1 ? intl.formatMessage(MESSAGES.codes, { others: listOf(intl, each.slice(0, -1)), last }) : last;
}

/** The heading of the page of unknown codes in `intl`'s language, also its title. */
export const unknownCodesHeading = (intl: CompareIntl) => intl.formatMessage(MESSAGES.heading);

/**
 * The compare page of an address with codes no country has (answered 404), in the page's language:
 * it names them, and links the comparison of the address's known countries, and the list where
 * codes can be found. Codes and names are in `<bdi>` on a page not in English.
 */
export function UnknownCodes({ unknown, known }: UnknownCodesProps) {
  const locale = useLocale();
  const intl = intlFor(locale);
  const language = languageOfTag(locale);
  const names = known.map((country, index) => dataText(country.name, language, { key: index }));
  return (
    <Stack gap="5" align="flex-start">
      <Heading as="h1" size="3xl">
        {unknownCodesHeading(intl)}
      </Heading>
      <Text fontSize="lg">{intl.formatMessage(MESSAGES.text, { codes: quoted(intl, unknown, language), example: dataText('NPL', language) })}</Text>
      {known.length > 0 ? (
        <Button asChild colorPalette="brand">
          <a href={href('compare', {}, codesSearch(known.map((country) => country.code)))}>
            {known.length >= 2 ? intl.formatMessage(MESSAGES.compareKnown, { countries: listOf(intl, names) }) : intl.formatMessage(MESSAGES.compareOne, { country: names[0] })}
          </a>
        </Button>
      ) : null}
      <a href={href('countries')}>{intl.formatMessage(MESSAGES.browse)}</a>
    </Stack>
  );
}
