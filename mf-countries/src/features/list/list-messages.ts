import { defineMessages } from '@worldatlas/i18n';
import type { IslandFormat } from '@worldatlas/i18n/island';

/**
 * The list's texts: its controls, its count, its empty state and its cards. The list's island
 * carries them in its props (`COUNTRY_LIST_ISLAND_MESSAGES`); the server's cards use the same.
 */
export const LIST_MESSAGES = defineMessages({
  form: { id: 'countries.list.form', defaultMessage: 'Countries', description: 'The accessible name of the list’s search form.' },
  searchBy: { id: 'countries.list.searchBy', defaultMessage: 'Search by', description: 'The label of the select choosing what the search text is matched against.' },
  byName: { id: 'countries.list.by.name', defaultMessage: 'Name', description: 'An option of “Search by”: the country’s name.' },
  byCapital: { id: 'countries.list.by.capital', defaultMessage: 'Capital', description: 'An option of “Search by”: the country’s capital.' },
  byLanguage: { id: 'countries.list.by.language', defaultMessage: 'Language', description: 'An option of “Search by”: a language spoken in the country.' },
  byCurrency: { id: 'countries.list.by.currency', defaultMessage: 'Currency', description: 'An option of “Search by”: a currency of the country.' },
  searchField: { id: 'countries.list.searchField', defaultMessage: 'Search by {by, select, capital {capital} language {language} currency {currency} other {name}}', description: 'The label of the search box, after what “Search by” chose.' },
  placeholder: { id: 'countries.list.placeholder', defaultMessage: 'search', description: 'The placeholder of the empty search box.' },
  region: { id: 'countries.list.region', defaultMessage: 'Region', description: 'The label of the select of the continent.' },
  subregion: { id: 'countries.list.subregion', defaultMessage: 'Subregion', description: 'The label of the select of a part of the continent.' },
  all: { id: 'countries.list.all', defaultMessage: 'All', description: 'The option of Region or Subregion that shows every one.' },
  sortBy: { id: 'countries.list.sortBy', defaultMessage: 'Sort by', description: 'The label of the select choosing the order of the list.' },
  sortName: { id: 'countries.list.sort.name', defaultMessage: 'Name', description: 'An option of “Sort by”: the country’s name.' },
  sortPopulation: { id: 'countries.list.sort.population', defaultMessage: 'Population', description: 'An option of “Sort by”.' },
  sortArea: { id: 'countries.list.sort.area', defaultMessage: 'Area', description: 'An option of “Sort by”: the country’s surface area.' },
  direction: { id: 'countries.list.direction', defaultMessage: 'Sort direction', description: 'The accessible name of the group of the Asc and Desc buttons.' },
  asc: { id: 'countries.list.asc', defaultMessage: 'Asc', description: 'A short button: sort in ascending order.' },
  desc: { id: 'countries.list.desc', defaultMessage: 'Desc', description: 'A short button: sort in descending order.' },
  show: { id: 'countries.list.show', defaultMessage: 'Show', description: 'The button that sends the search form (without scripts).' },
  filters: { id: 'countries.list.filters', defaultMessage: 'Filters and order', description: 'On a phone: what the region, subregion and order fold under.' },
  filtersChanged: { id: 'countries.list.filtersChanged', defaultMessage: '({count})', description: 'After “Filters and order” and a space: how many of them differ from the default, in brackets.' },
  view: { id: 'countries.list.view', defaultMessage: 'View', description: 'The accessible name of the choice between the cards and the map.' },
  viewList: { id: 'countries.list.view.list', defaultMessage: 'List', description: 'The choice showing the countries as cards.' },
  viewMap: { id: 'countries.list.view.map', defaultMessage: 'Map', description: 'The choice showing the countries on a world map.' },
  count: { id: 'countries.list.count', defaultMessage: '{count, plural, one {# country} other {# countries}}', description: 'How many countries the list shows.' },
  noMatches: { id: 'countries.list.noMatches', defaultMessage: 'No countries.', description: 'When the list shows no country.' },
  noMatchesIn: { id: 'countries.list.noMatchesIn', defaultMessage: 'No countries in {place}.', description: '{place} is a region or subregion, in the page’s language.' },
  noMatchesSearch: { id: 'countries.list.noMatchesSearch', defaultMessage: 'No countries whose {by, select, capital {capital} language {language} currency {currency} other {name}} matches “{search}”.', description: '{search} is the text the visitor typed.' },
  noMatchesSearchIn: { id: 'countries.list.noMatchesSearchIn', defaultMessage: 'No countries whose {by, select, capital {capital} language {language} currency {currency} other {name}} matches “{search}” in {place}.', description: '{search} is the text the visitor typed; {place} a region or subregion, in the page’s language.' },
  clear: { id: 'countries.list.clear', defaultMessage: 'Clear search and filters', description: 'A link to the whole list, after no match.' },
  population: { id: 'countries.list.card.population', defaultMessage: 'Population', description: 'On a country’s card, before its population (a colon follows).' },
  area: { id: 'countries.list.card.area', defaultMessage: 'Area', description: 'On a country’s card, before its area in km² (a colon follows).' },
  cardRegion: { id: 'countries.list.card.region', defaultMessage: 'Region', description: 'On a country’s card, before its continent (a colon follows).' },
  capital: { id: 'countries.list.card.capital', defaultMessage: 'Capital', description: 'On a country’s card, before its capital (a colon follows).' },
  none: { id: 'countries.list.card.none', defaultMessage: 'N/A', description: 'On a country’s card, when a figure or capital is not known.' },
  readMore: { id: 'countries.list.card.readMore', defaultMessage: 'Read More', description: 'On a country’s card: the link to its page.' },
  readMoreAbout: { id: 'countries.list.card.readMoreAbout', defaultMessage: 'about {name}', description: 'Read by screen readers after “Read More”: the country’s name.' },
  flagAlt: { id: 'countries.list.card.flagAlt', defaultMessage: 'The flag of {name}.', description: 'The text alternative of a card’s flag on a page not in English (English pages show the data’s); name: the country’s name in the page’s language.' },
});

/** Formats one of the list's messages in the page's language (`islandFormatter` of the island's props). */
export type ListFormat = IslandFormat;
