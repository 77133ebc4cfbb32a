import { defineClasses, Heading, Stack, Text, useLocale, VISUALLY_HIDDEN } from '@worldatlas/design-system';
import { countryName, dataText, defineMessages, isolated, languageOfTag, type SiteLanguage } from '@worldatlas/i18n';
import { href } from '@worldatlas/routing';
import { LocatorMap } from '@worldatlas/world-map/locator-map';
import type { ReactNode } from 'react';
import { type CompareIntl, intlFor } from '../i18n';
import type { ComparedCountry, CompareNotice, NeighbourName, PickerName } from './compare-data';
import { ComparePicker } from './ComparePicker';
import { CompareTable, RemoveText } from './CompareTable';
import { SizeChart } from './SizeChart';

const useClasses = defineClasses({
  notice: { borderWidth: '1px', borderColor: 'orange.muted', bg: 'orange.subtle', color: 'fg', borderRadius: 'l2', px: '4', py: '3' },
  chosen: { display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', listStyle: 'none', p: '0', m: '0' },
  chip: { display: 'inline-flex', gap: '2', alignItems: 'center', px: '3', minH: '32px', borderRadius: 'full', bg: 'bg.muted' },
  remove: { color: 'fg.muted', textDecoration: 'underline', fontSize: 'sm' },
  hidden: VISUALLY_HIDDEN,
});

const MESSAGES = defineMessages({
  versus: { id: 'compare.title.versus', defaultMessage: '{first} vs {second}', description: 'The comparison’s heading and title, two countries set against each other; for three or four, applied again ("Nepal vs Switzerland vs Chile"). first, second: country names.' },
  picker: { id: 'compare.title.picker', defaultMessage: 'Compare countries', description: 'The compare page’s heading and title before two countries are chosen.' },
  cut: { id: 'compare.notice.cut', defaultMessage: 'Up to four countries can be compared at once: these are the first four of the address.' },
  full: { id: 'compare.notice.full', defaultMessage: '{country} was not added: four countries are compared already. Remove one, then add {country}.', description: 'country: the name of the country the visitor chose to add.' },
  noMatch: { id: 'compare.notice.noMatch', defaultMessage: 'No country is named “{typed}”. Check the spelling, or choose a name from the suggestions.', description: 'typed: what the visitor typed into the picker’s field.' },
  prompt: { id: 'compare.prompt', defaultMessage: 'Choose at least two countries to see them side by side: population, area, languages, currencies, borders and more.' },
  chosen: { id: 'compare.chosen.label', defaultMessage: 'Chosen so far', description: 'The name, for screen readers, of the list holding the one country chosen so far.' },
  mapHeading: { id: 'compare.map.heading', defaultMessage: 'Where they are', description: 'The heading over the map of the compared countries.' },
  unplaced: { id: 'compare.map.unplaced', defaultMessage: 'Not on the map: {countries}.', description: 'Under the map, when the data gives a compared country no place on it; countries: their names as a list.' },
  mapLabel: { id: 'compare.map.label', defaultMessage: '{countries} on a world map', description: 'The text alternative of the map; countries: the compared countries’ names as a list ("Nepal, Switzerland, and Chile").' },
});

/**
 * The title of a comparison in `intl`'s language, its page's heading: "Nepal vs Switzerland" from
 * the countries' `names` as shown (text, isolated text or `<bdi>` elements), or the picker's.
 */
export function comparisonTitle(intl: CompareIntl, names: readonly string[]): string;
export function comparisonTitle(intl: CompareIntl, names: readonly ReactNode[]): ReactNode;
export function comparisonTitle(intl: CompareIntl, names: readonly ReactNode[]): ReactNode {
  return names.length >= 2 ? names.reduce((title, name) => intl.formatMessage(MESSAGES.versus, { first: title, second: name })) : intl.formatMessage(MESSAGES.picker);
}

/** What the notice says, by kind, in `intl`'s language; the country's name or what was typed in `<bdi>` on a page not in English. */
function noticeText(intl: CompareIntl, notice: CompareNotice, language: SiteLanguage): ReactNode {
  switch (notice.kind) {
    case 'cut':
      return intl.formatMessage(MESSAGES.cut);
    case 'full':
      return intl.formatMessage(MESSAGES.full, { country: dataText(notice.name, language) });
    case 'no-match':
      return intl.formatMessage(MESSAGES.noMatch, { typed: dataText(notice.name, language) });
  }
}

/** Props of {@link ComparedView}. */
export interface ComparedViewProps {
  /** The compared countries (0 to 4), in the address's order. */
  countries: readonly ComparedCountry[];
  notice?: CompareNotice;
  /** Every country's name, for the picker. */
  names: readonly PickerName[];
  /** The compared countries' neighbours (their names in the page's language, their pages' ids), by cca3. */
  borderNames: Readonly<Record<string, NeighbourName>>;
}

/**
 * The compare page's content, in the page's language (its countries' names too, `countryName`): its
 * heading, a notice when the address asked for more than four countries or a typed name was not
 * added, the picker, and with two countries or more the table, the size chart and a locator map
 * zoomed to them all; with fewer, the country chosen so far and a prompt to choose another.
 */
export function ComparedView({ countries, notice, names, borderNames }: ComparedViewProps) {
  const classes = useClasses();
  const locale = useLocale();
  const intl = intlFor(locale);
  const language = languageOfTag(locale);
  const shown = countries.map((country) => countryName(country, language));
  const codes = countries.map((country) => country.cca3);
  const first = countries[0];
  return (
    <Stack gap="6">
      <Heading as="h1" size="3xl">
        {comparisonTitle(intl, shown.map((name, index) => dataText(name, language, { key: index })))}
      </Heading>
      {notice ? (
        <p role="status" className={classes.notice}>
          {noticeText(intl, notice, language)}
        </p>
      ) : null}
      {countries.length < 2 ? <Text fontSize="lg">{intl.formatMessage(MESSAGES.prompt)}</Text> : null}
      {countries.length === 1 && first ? (
        <ul className={classes.chosen} aria-label={intl.formatMessage(MESSAGES.chosen)}>
          <li className={classes.chip}>
            <a href={href('country', { id: first.name.common })}>{dataText(shown[0] ?? '', language)}</a>
            <a href={href('compare')} className={classes.remove}>
              <RemoveText country={dataText(shown[0] ?? '', language)} intl={intl} hiddenClass={classes.hidden} />
            </a>
          </li>
        </ul>
      ) : null}
      <ComparePicker codes={codes} names={names} />
      {countries.length >= 2 ? (
        <>
          <CompareTable countries={countries} names={new Map(Object.entries(borderNames))} />
          <SizeChart countries={countries} />
          <Stack as="section" aria-labelledby="compare-map-heading" gap="3">
            <Heading as="h2" id="compare-map-heading" size="md">
              {intl.formatMessage(MESSAGES.mapHeading)}
            </Heading>
            <LocatorMap
              countries={countries}
              label={intl.formatMessage(MESSAGES.mapLabel, { countries: intl.formatList(shown.map((name) => isolated(name, language)), { type: 'conjunction' }) })}
              notOnTheMap={(unplaced) => intl.formatMessage(MESSAGES.unplaced, { countries: intl.formatList(unplaced.map((country) => isolated(shown[countries.indexOf(country as ComparedCountry)] ?? country.name.common, language)), { type: 'conjunction' }) })}
            />
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}
