import { PREFILTER_ATTRIBUTES } from '@worldatlas/islands';
import { CountryCard } from './CountryCard';
import { COUNTRY_CARDS_ID, SORTED_BY_ATTRIBUTE } from './card-selection';
import { hasSubregion, prefilterText, sortCountries } from './filterCountries';
import type { CardCountry, ListCountry, RegionNames } from '../../list-country';
import type { ListQuery } from './list-query';
import type { ListFormat } from './list-messages';
import type { ListClasses } from './list-styles';

/** Cards in the first row at the widest layout: their flags load at once, at high priority. */
const FIRST_ROW = 4;

/** Props of {@link CountryCards}. */
export interface CountryCardsProps {
  /** Every country of the list, with its flag. */
  countries: readonly CardCountry[];
  /** The countries the page's query shows, in its order (`filterCountries`). */
  shown: readonly Pick<ListCountry, 'cca3'>[];
  /** The page's query: the order of the cards not shown, and the region and subregion they are searched within. */
  query: ListQuery;
  /** Numbers and the order of names in this locale (BCP 47). */
  locale: string;
  /** The address of a country's page, with `COUNTRY_NAME_SLOT` for its name (`countryHref`). */
  countryPath: string;
  /** The regions' names in the page's language, on a page in another language than English (which isolates the data in its texts too). */
  regionNames?: RegionNames;
  /** Formats the cards' messages in the page's language. */
  format: ListFormat;
  classes: ListClasses;
}

/**
 * The list's cards, which the list's island shows, hides and orders as plain DOM work (`showCards`):
 * every country's card, in the query's order, each in an item named by its `cca3`. The shown ones
 * are the list's items; each of the others is kept in a `<template>` in its place, out of the page
 * (no layout, no flag loaded, not read out) until shown. The cards of the query's region and
 * subregion carry their folded names, in the page's language and in English (`prefilterText`), for
 * the page's pre-filter (`PREFILTER_ATTRIBUTES`), which filters them by name before the island's code arrives. Hidden while none is shown (the island
 * says why). Rendered on the server in the list view, outside the island; the island renders them
 * in the browser, every one shown (React fills no template's content), when the visitor switches a
 * map view's page to the list.
 */
export function CountryCards({ countries, shown, query, locale, countryPath, regionNames, format, classes }: CountryCardsProps) {
  const shownCodes = new Set(shown.map((country) => country.cca3));
  const subregion = hasSubregion(countries, query) ? query.subregion : undefined;
  const inScope = (country: CardCountry) => (query.region === 'all' || country.region === query.region) && (!subregion || country.subregion === subregion);
  let position = 0;
  return (
    <ul id={COUNTRY_CARDS_ID} className={classes.grid} hidden={shownCodes.size === 0} {...{ [SORTED_BY_ATTRIBUTE]: query.sortBy }}>
      {sortCountries([...countries], query, locale).map((country) => {
        const isShown = shownCodes.has(country.cca3);
        const priority = isShown && position++ < FIRST_ROW;
        const item = (
          <li key={country.cca3} data-cca3={country.cca3} {...(inScope(country) && { [PREFILTER_ATTRIBUTES.text]: prefilterText(country) })}>
            <CountryCard country={country} priority={priority} locale={locale} countryPath={countryPath} regionNames={regionNames} format={format} classes={classes} />
          </li>
        );
        return isShown ? item : <template key={country.cca3}>{item}</template>;
      })}
    </ul>
  );
}
