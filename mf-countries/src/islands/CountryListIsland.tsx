import { countryListSearchRequest } from '@worldatlas/countries-client';
import { useAdoptedFields } from '@worldatlas/islands';
import { useEffect, useMemo, useRef } from 'react';
import useSWR from 'swr';
import { CountryCard } from '../features/list/CountryCard';
import { filterCountries, hasSubregion, indexCountries, subregionsOf } from '../features/list/filterCountries';
import type { ListCountry, ListSearchFields } from '../features/list/list-country';
import { ALL_SUBREGIONS, type ListQuery, type ListView, needsSearchFields, parseListQuery, toSearchParams } from '../features/list/list-query';
import type { ListClasses } from '../features/list/list-styles';
import { ListControls } from '../features/list/ListControls';
import { NoMatches } from '../features/list/NoMatches';
import { useListQuery } from '../features/list/useListQuery';
import { attachMapTooltip, showOnMap, WORLD_MAP_ID } from '../features/map/map-selection';

/** Props of {@link CountryListIsland}: what the list's route module rendered the page with. */
export interface CountryListIslandProps {
  /** Every country, with what the list shows ({@link ListCountry}), from the list's `GET /v3.1/all`. */
  countries: ListCountry[];
  /** Every country's languages and currencies, when the page's query searched by them. */
  searchFields?: ListSearchFields[];
  /** The query the page was rendered for (its address). */
  query: ListQuery;
  /** The API's base URL, for the calls the island makes itself (the languages and currencies when a search needs them). */
  apiBaseUrl: string;
  /** The page's locale (BCP 47): numbers and the order of names. */
  locale: string;
  classes: ListClasses;
}

/** Cards in the first row at the widest layout: their flags load at once, at high priority. */
const FIRST_ROW = 4;

/** The list's data never changes while a visitor reads it: each answer is fetched once and kept, errors retried by the visitor. */
const FETCH_ONCE = { revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false } as const;

/** Opens the list with `query` in the other view: a page of its own (the map is drawn on the server). */
function openView(query: ListQuery, view: ListView): void {
  const search = toSearchParams({ ...query, view }).toString();
  window.location.assign(`/country${search ? `?${search}` : ''}`);
}

/**
 * The country list's island (`countries/CountryListIsland`): the search form and the countries it
 * selects, as cards (four columns on wide screens) or, in the map view, on the world map the server
 * drew beside it (`WorldMap`), which the island shows and mutes countries on. The server renders it
 * whole for the page's query; in the browser each control changes the list at once, and the query
 * follows in the address. What the visitor typed or chose before the island's code arrived is adopted when
 * it takes over. Data: the page's (`GET /v3.1/all`); a search by language or currency loads every
 * country's languages and currencies (a second `GET /v3.1/all`) with SWR, with a loader and, when it
 * fails, a message and Retry. No match says what was searched, with a link that clears it.
 */
export default function CountryListIsland({ countries, searchFields: renderedSearchFields, query: initial, apiBaseUrl, locale, classes }: CountryListIslandProps) {
  const { query, listed, update } = useListQuery(initial);
  const searchRequest = countryListSearchRequest(apiBaseUrl);
  const searchFieldsNeeded = needsSearchFields(query) || needsSearchFields(listed);
  const searchFields = useSWR(searchFieldsNeeded ? searchRequest.key : null, () => searchRequest.fetch(), {
    ...FETCH_ONCE,
    fallbackData: renderedSearchFields,
    onError: (error: unknown) => console.error("The list's languages and currencies could not be loaded", error),
  });
  const indexed = useMemo(() => indexCountries(countries, searchFields.data), [countries, searchFields.data]);
  const subregions = useMemo(() => subregionsOf(countries, query.region, locale), [countries, query.region, locale]);
  const shown = useMemo(
    () => filterCountries(indexed, listed, locale),
    [indexed, listed.search, listed.searchBy, listed.region, listed.subregion, listed.sortBy, listed.sort, locale],
  );
  const form = useRef<HTMLFormElement>(null);
  const searchBox = useRef<HTMLInputElement>(null);
  const view = (next: ListView) => (next === query.view ? undefined : openView(query, next));

  // What the visitor typed or chose while the island's code was on its way applies now.
  useAdoptedFields(form, (fields) => {
    const adopted = parseListQuery(new URLSearchParams(fields as unknown as Record<string, string>));
    if (adopted.view !== query.view) openView({ ...adopted, sort: query.sort }, adopted.view);
    else update({ search: adopted.search, searchBy: adopted.searchBy, region: adopted.region, subregion: adopted.subregion, sortBy: adopted.sortBy });
  });

  // The map view: the map is the server's, outside the island; the island only chooses what it shows.
  const onMap = listed.view === 'map';
  useEffect(() => {
    const map = onMap ? document.getElementById(WORLD_MAP_ID) : null;
    if (map) showOnMap(map, shown.map((country) => country.cca3));
  }, [onMap, shown]);
  useEffect(() => {
    const map = onMap ? document.getElementById(WORLD_MAP_ID) : null;
    return map ? attachMapTooltip(map) : undefined;
  }, [onMap]);

  // A subregion its region does not have (from the address) is ignored.
  const subregionIgnored = query.subregion !== ALL_SUBREGIONS && !subregions.includes(query.subregion);
  const waitingForSearchFields = needsSearchFields(listed) && !searchFields.data;
  return (
    <div className={classes.stack}>
      <ListControls query={query} subregions={subregions} subregion={subregionIgnored ? ALL_SUBREGIONS : query.subregion} update={update} onView={view} form={form} searchBox={searchBox} classes={classes} />
      {waitingForSearchFields && searchFields.error && !searchFields.isValidating ? (
        <div role="alert" className={classes.alert}>
          <div className={classes.alertContent}>
            <p className={classes.alertTitle}>The languages and currencies could not be loaded</p>
            <p className={classes.alertDescription}>The countries service did not answer. Check your connection and try again.</p>
          </div>
          <button type="button" className={classes.retry} onClick={() => void searchFields.mutate()}>
            Retry
          </button>
        </div>
      ) : waitingForSearchFields ? (
        <div role="status" aria-label="Loading the languages and currencies" className={classes.loading}>
          <span className={classes.spinner} />
        </div>
      ) : shown.length === 0 ? (
        <NoMatches
          query={listed}
          subregionShown={hasSubregion(countries, listed)}
          onClear={() => {
            update({ search: '', region: 'all', subregion: ALL_SUBREGIONS });
            searchBox.current?.focus();
          }}
          classes={classes}
        />
      ) : (
        <>
          <p role="status" className={classes.count}>
            {shown.length === 1 ? '1 country' : `${shown.length} countries`}
          </p>
          {onMap ? null : (
            <ul className={classes.grid}>
              {shown.map((country, index) => (
                <li key={country.cca3}>
                  <CountryCard country={country} priority={index < FIRST_ROW} locale={locale} classes={classes} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
