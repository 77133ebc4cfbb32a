import { defineMessages } from '@worldatlas/i18n';
import { LIST_MESSAGES } from '../features/list/list-messages';
import { MAP_MESSAGES } from '../features/map/map-messages';

/** What the island says itself: what it loads after the page (the languages and currencies, the other view). */
export const ISLAND_OWN_MESSAGES = defineMessages({
  searchFieldsFailed: { id: 'countries.island.searchFieldsFailed', defaultMessage: 'The languages and currencies could not be loaded', description: 'When a search by language or currency could not load its data.' },
  searchFieldsFailedHelp: { id: 'countries.island.searchFieldsFailedHelp', defaultMessage: 'The countries service did not answer. Check your connection and try again.' },
  searchFieldsLoading: { id: 'countries.island.searchFieldsLoading', defaultMessage: 'Loading the languages and currencies', description: 'The accessible name of a spinner.' },
  mapLoading: { id: 'countries.island.mapLoading', defaultMessage: 'Loading the map', description: 'The accessible name of a spinner.' },
  mapFailed: { id: 'countries.island.mapFailed', defaultMessage: 'The map could not be loaded' },
  cardsLoading: { id: 'countries.island.cardsLoading', defaultMessage: 'Loading the cards', description: 'The accessible name of a spinner.' },
  cardsFailed: { id: 'countries.island.cardsFailed', defaultMessage: 'The cards could not be loaded' },
  viewFailedHelp: { id: 'countries.island.viewFailedHelp', defaultMessage: 'Check your connection and try again.' },
  retry: { id: 'countries.island.retry', defaultMessage: 'Retry', description: 'The button that loads again what failed.' },
});

/**
 * Every text the country list's island shows, the list's (its controls, count, empty state, the
 * cards it draws), the map's (the map it draws, its tooltip) and its own: its props carry them
 * parsed, in the page's language (`islandMessages`), and it formats them with `islandFormatter`.
 */
export const COUNTRY_LIST_ISLAND_MESSAGES = { ...LIST_MESSAGES, ...MAP_MESSAGES, ...ISLAND_OWN_MESSAGES };
