import { countryListSearchRequest } from '@worldatlas/countries-client';
import { islandFormatter, pluralForms } from '@worldatlas/i18n/island';
import type { IslandMessages } from '@worldatlas/i18n/server';
import { PREFILTER_ATTRIBUTES, useAdoptedFields } from '@worldatlas/islands';
import { type ReactNode, type RefObject, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import useSWR from 'swr';
import { COUNTRY_CARDS_ID, showCards } from '../features/list/card-selection';
import { filterCountries, hasSubregion, indexCountries, subregionsOf } from '../features/list/filterCountries';
import { LIST_MESSAGES as L, type ListFormat } from '../features/list/list-messages';
import type { ListCountry, ListSearchFields, RegionNames } from '../list-country';
import { ALL_SUBREGIONS, type ListQuery, type ListView, needsSearchFields, parseListQuery, type SortBy } from '../features/list/list-query';
import type { ListClasses } from '../features/list/list-styles';
import { ListControls } from '../features/list/ListControls';
import { NoMatches } from '../features/list/NoMatches';
import { useListQuery } from '../features/list/useListQuery';
import { attachMapTooltip, showOnMap, WORLD_MAP_ID } from '../features/map/map-selection';
import type { MapClasses } from '../features/map/map-styles';
import { ISLAND_OWN_MESSAGES as M } from './CountryListIsland.messages';
import { FETCH_ONCE, LoadFailed, Loading } from './LoadStates';
import { OtherView } from './OtherView';

/** Props of {@link CountryListIsland}: what the list's route module rendered the page with. */
export interface CountryListIslandProps {
  /** Every country, with what the list filters and orders by ({@link ListCountry}), from the list's `GET /v3.1/all`. */
  countries: ListCountry[];
  /** Every country's languages and currencies, when the page's query searched by them. */
  searchFields?: ListSearchFields[];
  /** The query the page was rendered for (its address). */
  query: ListQuery;
  /** How many countries the page shows for its query: the server's cards or places on the map. */
  count: number;
  /** The API's base URL, for the calls the island makes itself (the languages and currencies when a search needs them). */
  apiBaseUrl: string;
  /** The page's locale (BCP 47): numbers, the order of names, its messages' language, and the language search by language or currency also names them in (CLDR's names, from the browser's `Intl.DisplayNames`). */
  locale: string;
  /**
   * The names of the data's regions and subregions in the page's language, on a page in another
   * language than English (whose countries have their `localName`s, and whose texts isolate the data); absent on English pages.
   */
  regionNames?: RegionNames;
  /** Its texts in the page's language, parsed on the server (`islandMessages` of `COUNTRY_LIST_ISLAND_MESSAGES`). */
  messages: IslandMessages;
  /** The list's own address (`href('countries')` on the server): its form's action and its links. */
  listPath: string;
  /** A country page's address with `COUNTRY_NAME_SLOT` for its name (`countryHref`): the links of the view the island draws. */
  countryPath: string;
  classes: ListClasses;
  /** The world map's classes, for the map the island draws when the visitor switches to it. */
  mapClasses: MapClasses;
}

/** Whether the page's pre-filter changed the cards before the island started (see `PREFILTER_ATTRIBUTES`). */
const cardsPrefiltered = () => document.getElementById(COUNTRY_CARDS_ID)?.hasAttribute(PREFILTER_ATTRIBUTES.changed) ?? false;

/**
 * Shows the countries with these `cca3` codes, in this order, in the view the list shows: the cards
 * or the world map (with the map's tooltip), whether the server rendered it or the island drew it
 * (`drawn` counts the views the island drew, so this runs again once one is in the page); the other
 * view, when the page has it, is hidden, kept for the next switch. `undefined` codes leave the
 * page's own. Done in the frame that shows the new count.
 */
function useShownOnPage(view: ListView, codes: readonly string[] | undefined, sortBy: SortBy, drawn: number, format: ListFormat): void {
  useLayoutEffect(() => {
    const cards = document.getElementById(COUNTRY_CARDS_ID);
    const map = document.getElementById(WORLD_MAP_ID);
    const other = view === 'map' ? cards : map;
    if (other) other.hidden = true;
    if (!codes) return;
    if (view === 'map' && map) showOnMap(map, codes);
    else if (view === 'list' && cards) showCards(cards, codes, sortBy);
  }, [view, codes, sortBy, drawn]);
  useEffect(() => {
    const map = view === 'map' ? document.getElementById(WORLD_MAP_ID) : null;
    return map ? attachMapTooltip(map, format) : undefined;
  }, [view, drawn, format]);
}

/**
 * The view the page was not rendered in, once the visitor has first chosen it (then it stays, so it
 * is drawn once), and what {@link useShownOnPage} needs to know when it is drawn.
 */
function useOtherView(pageView: ListView, listedView: ListView) {
  const other: ListView = pageView === 'map' ? 'list' : 'map';
  const [wanted, setWanted] = useState(false);
  if (listedView === other && !wanted) setWanted(true);
  const [drawn, onDrawn] = useReducer((count: number) => count + 1, 0);
  return { other, wanted, drawn, onDrawn };
}

/**
 * How many countries the list shows (`role="status"`), hidden when none (the empty state says why).
 * The page's pre-filter may write and show it before the island starts, from its forms in the page's
 * language (`plural`: `pluralForms` of the count's message, as JSON), and hydration keeps a page's
 * text: the island then renders it anew once the query has changed (its `key`).
 */
function CountStatus({ count, prefiltered, plural, format, classes }: { count: number; prefiltered: boolean; plural: string; format: ListFormat; classes: ListClasses }) {
  return (
    <p
      role="status"
      hidden={count === 0}
      className={classes.count}
      {...(prefiltered && { [PREFILTER_ATTRIBUTES.count]: COUNTRY_CARDS_ID, [PREFILTER_ATTRIBUTES.plural]: plural })}
      suppressHydrationWarning
    >
      {format(L.count, { count })}
    </p>
  );
}

/**
 * Every country's languages and currencies for a search by them (a second `GET /v3.1/all`, with
 * SWR), asked for only when `needed`; the page's own when it rendered a search by them.
 */
function useSearchFields(apiBaseUrl: string, needed: boolean, rendered: ListSearchFields[] | undefined) {
  const request = countryListSearchRequest(apiBaseUrl);
  return useSWR(needed ? request.key : null, () => request.fetch(), {
    ...FETCH_ONCE,
    fallbackData: rendered,
    onError: (error: unknown) => console.error("The list's languages and currencies could not be loaded", error),
  });
}

/**
 * What the visitor typed or chose while the island's code was on its way applies once it starts
 * (another view too, in place); so do the island's own query's cards when the page's pre-filter
 * changed them.
 */
function useAdoptedQuery(form: RefObject<HTMLFormElement | null>, query: ListQuery, update: (change: Partial<ListQuery>) => void) {
  useAdoptedFields(form, (fields) => {
    const adopted = parseListQuery(new URLSearchParams(fields as unknown as Record<string, string>));
    const change = { search: adopted.search, searchBy: adopted.searchBy, region: adopted.region, subregion: adopted.subregion, sortBy: adopted.sortBy, view: adopted.view };
    if (cardsPrefiltered() || Object.entries(change).some(([key, value]) => query[key as keyof typeof change] !== value)) update(change);
  });
}

/**
 * What the list says under its controls: the languages and currencies on their way (`waiting`) or
 * failed (`failed`, with Retry), no match (`children`, when `empty`), or the count (`status`).
 */
function ListStatus({ waiting, failed, onRetry, empty, status, children, format, classes }: { waiting: boolean; failed: boolean; onRetry: () => void; empty: boolean; status: ReactNode; children: ReactNode; format: ListFormat; classes: ListClasses }) {
  if (waiting && failed) {
    return <LoadFailed title={format(M.searchFieldsFailed)} description={format(M.searchFieldsFailedHelp)} retry={format(M.retry)} onRetry={onRetry} classes={classes} />;
  }
  if (waiting) return <Loading label={format(M.searchFieldsLoading)} classes={classes} />;
  return (
    <>
      {empty && children}
      {status}
    </>
  );
}

/**
 * The country list's island (`countries/CountryListIsland`): the search form, the count of the
 * countries it selects, and which of them show, in which order: the cards the server rendered beside
 * it (`CountryCards`) or, in the map view, the countries on the world map the server drew
 * (`WorldMap`). It renders no card of the page's view: it shows, hides and orders the server's, as
 * plain DOM work, and only when the query changes (the page already shows its own query's). In the
 * browser each control changes the list at once, and the query follows in the address; List and Map
 * switch in place, a step of the history each (`useListQuery`), the other view drawn by the island
 * the first time (`OtherView`). What the visitor typed or chose before the island's code arrived is
 * adopted when it takes over (and the cards the page's pre-filter showed by name meanwhile are those
 * it shows). Data: the page's (`GET /v3.1/all`); a search by language or currency loads every
 * country's languages and currencies (a second `GET /v3.1/all`) with SWR, with a loader and, when it
 * fails, a message and Retry. No match says what was searched, with a link that clears it.
 */
export default function CountryListIsland({ countries, searchFields: renderedSearchFields, query: initial, count: renderedCount, apiBaseUrl, locale, regionNames, messages, listPath, countryPath, classes, mapClasses }: CountryListIslandProps) {
  const format = useMemo(() => islandFormatter(locale, messages), [locale, messages]);
  const countForms = useMemo(() => JSON.stringify(pluralForms(messages, L.count)), [messages]);
  const { query, listed, update } = useListQuery(initial);
  const [prefilteredAtStart] = useState(() => typeof document !== 'undefined' && cardsPrefiltered());
  const searchFields = useSearchFields(apiBaseUrl, needsSearchFields(query) || needsSearchFields(listed), renderedSearchFields);
  const subregions = useMemo(() => subregionsOf(countries, query.region, locale, regionNames), [countries, query.region, locale, regionNames]);
  // The page shows its own query already: the countries are only indexed and filtered once it changes.
  const changed = listed !== initial;
  const indexed = useMemo(() => (changed ? indexCountries(countries, searchFields.data, locale) : undefined), [changed, countries, searchFields.data, locale]);
  const shown = useMemo(
    () => (indexed ? filterCountries(indexed, listed, locale) : undefined),
    [indexed, listed.search, listed.searchBy, listed.region, listed.subregion, listed.sortBy, listed.sort, locale],
  );
  const form = useRef<HTMLFormElement>(null);
  const searchBox = useRef<HTMLInputElement>(null);
  useAdoptedQuery(form, query, update);

  const onMap = listed.view === 'map';
  const other = useOtherView(initial.view, listed.view);
  const waitingForSearchFields = needsSearchFields(listed) && !searchFields.data;
  // Read at every render, so SWR renders the island again when a failure arrives before the list waits for it.
  const searchFieldsFailed = Boolean(searchFields.error) && !searchFields.isValidating;
  useShownOnPage(listed.view, useMemo(() => shown && (waitingForSearchFields ? [] : shown.map((country) => country.cca3)), [shown, waitingForSearchFields]), listed.sortBy, other.drawn, format);

  // A subregion its region does not have (from the address) is ignored.
  const subregionIgnored = query.subregion !== ALL_SUBREGIONS && !subregions.includes(query.subregion);
  const count = shown ? shown.length : renderedCount;
  const clear = () => {
    update({ search: '', region: 'all', subregion: ALL_SUBREGIONS });
    searchBox.current?.focus();
  };
  return (
    <div className={classes.stack}>
      <ListControls query={query} subregions={subregions} subregion={subregionIgnored ? ALL_SUBREGIONS : query.subregion} regionNames={regionNames} update={update} form={form} searchBox={searchBox} cards={onMap ? undefined : COUNTRY_CARDS_ID} action={listPath} format={format} classes={classes} />
      <ListStatus
        waiting={waitingForSearchFields}
        failed={searchFieldsFailed}
        onRetry={() => void searchFields.mutate()}
        empty={count === 0}
        format={format}
        // Written anew only where the pre-filter wrote the count first: elsewhere the same live region stays, so its changes are read out.
        status={<CountStatus key={changed && prefilteredAtStart ? 'island' : 'page'} count={count} prefiltered={!onMap} plural={countForms} format={format} classes={classes} />}
        classes={classes}
      >
        <NoMatches query={listed} subregionShown={hasSubregion(countries, listed)} regionNames={regionNames} onClear={clear} listPath={listPath} prefilterList={onMap ? undefined : COUNTRY_CARDS_ID} format={format} classes={classes} />
      </ListStatus>
      {other.wanted && (
        <OtherView view={other.other} active={listed.view === other.other} apiBaseUrl={apiBaseUrl} onDrawn={other.onDrawn} countries={countries} query={listed} locale={locale} regionNames={regionNames} countryPath={countryPath} format={format} classes={classes} mapClasses={mapClasses} />
      )}
    </div>
  );
}
