import { defineClasses, Heading, Stack, Text, VISUALLY_HIDDEN } from '@worldatlas/design-system';
import { href } from '@worldatlas/routing';
import { LocatorMap } from '@worldatlas/world-map/locator-map';
import type { ComparedCountry, CompareNotice } from './compare-data';
import { ComparePicker } from './ComparePicker';
import { CompareTable } from './CompareTable';
import { SizeChart } from './SizeChart';

const useClasses = defineClasses({
  notice: { borderWidth: '1px', borderColor: 'orange.muted', bg: 'orange.subtle', color: 'fg', borderRadius: 'l2', px: '4', py: '3' },
  chosen: { display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', listStyle: 'none', p: '0', m: '0' },
  chip: { display: 'inline-flex', gap: '2', alignItems: 'center', px: '3', minH: '32px', borderRadius: 'full', bg: 'bg.muted' },
  remove: { color: 'fg.muted', textDecoration: 'underline', fontSize: 'sm' },
  hidden: VISUALLY_HIDDEN,
});

/** The title of a comparison, its page's heading: "Nepal vs Switzerland", or the picker's. */
export const comparisonTitle = (names: readonly string[]) => (names.length >= 2 ? names.join(' vs ') : 'Compare countries');

/** What the notice says, by kind. */
function noticeText(notice: CompareNotice): string {
  switch (notice.kind) {
    case 'cut':
      return 'Up to four countries can be compared at once: these are the first four of the address.';
    case 'full':
      return `${notice.name} was not added: four countries are compared already. Remove one, then add ${notice.name}.`;
    case 'no-match':
      return `No country is named “${notice.name}”. Check the spelling, or choose a name from the suggestions.`;
  }
}

/** Props of {@link ComparedView}. */
export interface ComparedViewProps {
  /** The compared countries (0 to 4), in the address's order. */
  countries: readonly ComparedCountry[];
  notice?: CompareNotice;
  /** Every country's common name, for the picker. */
  names: readonly string[];
  /** The common names of the compared countries' neighbours, by cca3. */
  borderNames: Readonly<Record<string, string>>;
}

/**
 * The compare page's content: its heading, a notice when the address asked for more than four
 * countries or a typed name was not added, the picker, and with two countries or more the table, the
 * size chart and a locator map zoomed to them all; with fewer, the country chosen so far and a prompt to choose another.
 */
export function ComparedView({ countries, notice, names, borderNames }: ComparedViewProps) {
  const classes = useClasses();
  const shown = countries.map((country) => country.name.common);
  const codes = countries.map((country) => country.cca3);
  return (
    <Stack gap="6">
      <Heading as="h1" size="3xl">
        {comparisonTitle(shown)}
      </Heading>
      {notice ? (
        <p role="status" className={classes.notice}>
          {noticeText(notice)}
        </p>
      ) : null}
      {countries.length < 2 ? (
        <Text fontSize="lg">Choose at least two countries to see them side by side: population, area, languages, currencies, borders and more.</Text>
      ) : null}
      {countries.length === 1 ? (
        <ul className={classes.chosen} aria-label="Chosen so far">
          <li className={classes.chip}>
            <a href={href('country', { id: shown[0] ?? '' })}>{shown[0]}</a>
            <a href={href('compare')} className={classes.remove}>
              Remove<span className={classes.hidden}> {shown[0]}</span>
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
              Where they are
            </Heading>
            <LocatorMap countries={countries} label={`${new Intl.ListFormat('en', { type: 'conjunction' }).format(shown)} on a world map`} />
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}
