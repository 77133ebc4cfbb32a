import { defineMessages } from '@worldatlas/i18n';
import type { IslandFormat } from '@worldatlas/i18n/island';

/**
 * The list's world map's texts: its legend, its text alternative, its hint and its tooltip. The
 * list's island carries them in its props (`COUNTRY_LIST_ISLAND_MESSAGES`: its keys are apart from
 * the list's), as it draws the map and fills its tooltip; the server's map uses the same.
 */
export const MAP_MESSAGES = defineMessages({
  legendTitle: { id: 'countries.map.legendTitle', defaultMessage: 'Population', description: 'The title of the world map’s legend, whose colours are bands of population.' },
  under: { id: 'countries.map.under', defaultMessage: 'Under {max}', description: 'A band of the map’s legend: fewer people than max (a short number, 100K).' },
  between: { id: 'countries.map.between', defaultMessage: '{min} – {max}', description: 'A band of the map’s legend: from min to max people (short numbers, 1M – 10M).' },
  over: { id: 'countries.map.over', defaultMessage: '{min} and more', description: 'The top band of the map’s legend: min people or more (a short number, 100M).' },
  noData: { id: 'countries.map.noData', defaultMessage: 'No data', description: 'The map legend’s entry for a hatched territory without people or population data.' },
  label: { id: 'countries.map.label', defaultMessage: 'Countries on a world map, coloured by population', description: 'The text alternative of the list’s world map.' },
  panHint: { id: 'countries.map.panHint', defaultMessage: 'Slide the map sideways to see the whole world.', description: 'Under the map on a phone, where it is wider than the screen.' },
  notAvailable: { id: 'countries.map.notAvailable', defaultMessage: 'N/A', description: 'In the map’s tooltip, in place of a capital the data lacks (not available).' },
  tooltipPopulation: { id: 'countries.map.population', defaultMessage: 'Population: {population}', description: 'A line of the map’s tooltip over a country; population: a number, already formatted.' },
  tooltipCapital: { id: 'countries.map.capital', defaultMessage: 'Capital: {capital}', description: 'A line of the map’s tooltip over a country; capital: a city’s name.' },
});

/** Formats one of {@link MAP_MESSAGES} in the page's language (`islandFormatter` of the island's props). */
export type MapFormat = IslandFormat;
