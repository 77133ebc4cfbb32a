import { countryListSearchRequest } from '@worldatlas/countries-client';
import { PREFILTER_ATTRIBUTES, useAdoptedFields } from '@worldatlas/islands';
import { type RefObject, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import useSWR from 'swr';
import { COUNTRY_CARDS_ID, showCards } from '../features/list/card-selection';
import { filterCountries, hasSubregion, indexCountries, subregionsOf } from '../features/list/filterCountries';
import type { ListCountry, ListSearchFields } from '../list-country';
import { ALL_SUBREGIONS, type ListQuery, type ListView, needsSearchFields, parseListQuery, type SortBy, toSearchParams } from '../features/list/list-query';
import type { ListClasses } from '../features/list/list-styles';
import { ListControls } from '../features/list/ListControls';
import { NoMatches } from '../features/list/NoMatches';
import { useListQuery } from '../features/list/useListQuery';
import { attachMapTooltip, showOnMap, WORLD_MAP_ID } from '../features/map/map-selection';

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
  /** The page's locale (BCP 47): numbers and the order of names. */
  locale: string;
  /** The list's own address (`href('countries')` on the server): its form's action and its links. */
  listPath: string;
  classes: ListClasses;
}

/** The list's data never changes while a visitor reads it: each answer is fetched once and kept, errors retried by the visitor. */
const FETCH_ONCE = { revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false } as const;

/** The count's texts, for one country and for `{n}`: the island's and the page's pre-filter's. */
const COUNT_TEXTS = { one: '1 country', other: '{n} countries' };
const countText = (count: number) => (count === 1 ? COUNT_TEXTS.one : COUNT_TEXTS.other.replace('{n}', String(count)));

/** Whether the page's pre-filter changed the cards before the island started (see `PREFILTER_ATTRIBUTES`). */
const cardsPrefiltered = () => document.getElementById(COUNTRY_CARDS_ID)?.hasAttribute(PREFILTER_ATTRIBUTES.changed) ?? false;

/**
 * Shows the countries with these `cca3` codes, in this order, on what the server drew outside the
 * island: its cards, or in the map view its world map (with the map's tooltip); `undefined` leaves
 * the page's own. Done in the frame that shows the new count.
 */
function useShownOnPage(onMap: boolean, codes: readonly string[] | undefined, sortBy: SortBy): void {
  useLayoutEffect(() => {
    const target = codes && document.getElementById(onMap ? WORLD_MAP_ID : COUNTRY_CARDS_ID);
    if (!target) return;
    if (onMap) showOnMap(target, codes);
    else showCards(target, codes, sortBy);
  }, [onMap, codes, sortBy]);
  useEffect(() => {
    const map = onMap ? document.getElementById(WORLD_MAP_ID) : null;
    return map ? attachMapTooltip(map) : undefined;
  }, [onMap]);
}

/** The message when the languages and currencies a search needs could not be loaded, with Retry. */
function SearchFieldsFailed({ onRetry, classes }: { onRetry: () => void; classes: ListClasses }) {
  return (
    <div role="alert" className={classes.alert}>
      <div className={classes.alertContent}>
        <p className={classes.alertTitle}>The languages and currencies could not be loaded</p>
        <p className={classes.alertDescription}>The countries service did not answer. Check your connection and try again.</p>
      </div>
      <button type="button" className={classes.retry} onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

/** Opens the list with `query` in the other view: a page of its own (the map is drawn on the server). */
function openView(query: ListQuery, view: ListView): void {
  const search = toSearchParams({ ...query, view }).toString();
  window.location.assign(`/country${search ? `?${search}` : ''}`);
}

/**
 * How many countries the list shows (`role="status"`), hidden when none (the empty state says why).
 * The page's pre-filter may write and show it before the island starts, and hydration keeps a page's
 * text: the island then renders it anew once the query has changed (its `key`).
 */
function CountStatus({ count, prefiltered, classes }: { count: number; prefiltered: boolean; classes: ListClasses }) {
  return (
    <p
      role="status"
      hidden={count === 0}
      className={classes.count}
      {...(prefiltered && { [PREFILTER_ATTRIBUTES.count]: COUNTRY_CARDS_ID, [PREFILTER_ATTRIBUTES.one]: COUNT_TEXTS.one, [PREFILTER_ATTRIBUTES.other]: COUNT_TEXTS.other })}
      suppressHydrationWarning
    >
      {countText(count)}
    </p>
  );
}

/** The loader while the languages and currencies of a search by them are on their way. */
function LoadingSearchFields({ classes }: { classes: ListClasses }) {
  return (
    <div role="status" aria-label="Loading the languages and currencies" className={classes.loading}>
      <span className={classes.spinner} />
    </div>
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
 * (another view opens its page); so do the island's own query's cards when the page's pre-filter
 * changed them.
 */
function useAdoptedQuery(form: RefObject<HTMLFormElement | null>, query: ListQuery, update: (change: Partial<ListQuery>) => void) {
  useAdoptedFields(form, (fields) => {
    const adopted = parseListQuery(new URLSearchParams(fields as unknown as Record<string, string>));
    if (adopted.view !== query.view) return openView({ ...adopted, sort: query.sort }, adopted.view);
    const change = { search: adopted.search, searchBy: adopted.searchBy, region: adopted.region, subregion: adopted.subregion, sortBy: adopted.sortBy };
    if (cardsPrefiltered() || Object.entries(change).some(([key, value]) => query[key as keyof typeof change] !== value)) update(change);
  });
}

/**
 * The country list's island (`countries/CountryListIsland`): the search form, the count of the
 * countries it selects, and which of them show, in which order: the cards the server rendered beside
 * it (`CountryCards`) or, in the map view, the countries on the world map the server drew
 * (`WorldMap`). It renders no card: it shows, hides and orders the server's, as plain DOM work, and
 * only when the query changes (the page already shows its own query's). In the browser each control
 * changes the list at once, and the query follows in the address. What the visitor typed or chose
 * before the island's code arrived is adopted when it takes over (and the cards the page's
 * pre-filter showed by name meanwhile are those it shows). Data: the page's (`GET /v3.1/all`); a
 * search by language or currency loads every country's languages and currencies (a second
 * `GET /v3.1/all`) with SWR, with a loader and, when it fails, a message and Retry. No match says
 * what was searched, with a link that clears it.
 */
export default function CountryListIsland({ countries, searchFields: renderedSearchFields, query: initial, count: renderedCount, apiBaseUrl, locale, listPath, classes }: CountryListIslandProps) {
  const { query, listed, update } = useListQuery(initial);
  const [prefilteredAtStart] = useState(() => typeof document !== 'undefined' && cardsPrefiltered());
  const searchFields = useSearchFields(apiBaseUrl, needsSearchFields(query) || needsSearchFields(listed), renderedSearchFields);
  const subregions = useMemo(() => subregionsOf(countries, query.region, locale), [countries, query.region, locale]);
  // The page shows its own query already: the countries are only indexed and filtered once it changes.
  const changed = listed !== initial;
  const indexed = useMemo(() => (changed ? indexCountries(countries, searchFields.data) : undefined), [changed, countries, searchFields.data]);
  const shown = useMemo(
    () => (indexed ? filterCountries(indexed, listed, locale) : undefined),
    [indexed, listed.search, listed.searchBy, listed.region, listed.subregion, listed.sortBy, listed.sort, locale],
  );
  const form = useRef<HTMLFormElement>(null);
  const searchBox = useRef<HTMLInputElement>(null);
  const view = (next: ListView) => (next === query.view ? undefined : openView(query, next));

  useAdoptedQuery(form, query, update);

  const onMap = listed.view === 'map';
  const waitingForSearchFields = needsSearchFields(listed) && !searchFields.data;
  useShownOnPage(onMap, useMemo(() => shown && (waitingForSearchFields ? [] : shown.map((country) => country.cca3)), [shown, waitingForSearchFields]), listed.sortBy);

  // A subregion its region does not have (from the address) is ignored.
  const subregionIgnored = query.subregion !== ALL_SUBREGIONS && !subregions.includes(query.subregion);
  const count = shown ? shown.length : renderedCount;
  // Written anew only where the pre-filter wrote the count first: elsewhere the same live region stays, so its changes are read out.
  const status = <CountStatus key={changed && prefilteredAtStart ? 'island' : 'page'} count={count} prefiltered={!onMap} classes={classes} />;
  return (
    <div className={classes.stack}>
      <ListControls
        query={query}
        subregions={subregions}
        subregion={subregionIgnored ? ALL_SUBREGIONS : query.subregion}
        update={update}
        onView={view}
        form={form}
        searchBox={searchBox}
        cards={onMap ? undefined : COUNTRY_CARDS_ID}
        action={listPath}
        classes={classes}
      />
      {waitingForSearchFields && searchFields.error && !searchFields.isValidating ? (
        <SearchFieldsFailed onRetry={() => void searchFields.mutate()} classes={classes} />
      ) : waitingForSearchFields ? (
        <LoadingSearchFields classes={classes} />
      ) : count === 0 ? (
        <>
          <NoMatches
            query={listed}
            subregionShown={hasSubregion(countries, listed)}
            onClear={() => {
              update({ search: '', region: 'all', subregion: ALL_SUBREGIONS });
              searchBox.current?.focus();
            }}
            listPath={listPath}
            prefilterList={onMap ? undefined : COUNTRY_CARDS_ID}
            classes={classes}
          />
          {status}
        </>
      ) : (
        status
      )}
    </div>
  );
}
