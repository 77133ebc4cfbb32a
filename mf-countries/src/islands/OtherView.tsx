import { countryListFlagsRequest, countryListMapRequest } from '@worldatlas/countries-client';
import { type ComponentType, memo, useLayoutEffect, useState } from 'react';
import useSWR from 'swr';
import type { ListFormat } from '../features/list/list-messages';
import type { ListQuery, ListView } from '../features/list/list-query';
import type { ListClasses } from '../features/list/list-styles';
import type { MapClasses } from '../features/map/map-styles';
import type { ListCountry, RegionNames } from '../list-country';
import { ISLAND_OWN_MESSAGES as M } from './CountryListIsland.messages';
import { FETCH_ONCE, LoadFailed, Loading } from './LoadStates';

/** What a view drawn in the browser is drawn from: the page's records, and how the page writes numbers, links and styles. */
interface DrawnViewProps {
  /** Every country of the page (the island's props). */
  countries: readonly ListCountry[];
  /** The query when it is drawn: the cards' first order (the island orders them from then on). */
  query: ListQuery;
  locale: string;
  /** The regions' names in the page's language, on a page in another language than English. */
  regionNames?: RegionNames;
  countryPath: string;
  /** Formats the list's, the map's and the island's messages in the page's language. */
  format: ListFormat;
  classes: ListClasses;
  mapClasses: MapClasses;
}

/** `countries`, each with its record of `fields` (by `cca3`) merged in; one without a record is left out (the view does not show it). */
function joinFields<T extends { cca3: string }>(countries: readonly ListCountry[], fields: readonly T[]): (ListCountry & T)[] {
  const byCode = new Map(fields.map((record) => [record.cca3, record]));
  return countries.flatMap((country) => {
    const record = byCode.get(country.cca3);
    return record ? [{ ...country, ...record }] : [];
  });
}

/**
 * Each view as the island draws it, loaded the first time the visitor switches to it: its component,
 * in a chunk of its own (the map's holds the world's shapes and their projection,
 * `@worldatlas/world-map`), and the fields it needs beyond the page's records, a `GET /v3.1/all` of
 * its own (the map's shapes' codes and positions, the cards' flags). Every country is drawn shown;
 * the island then shows the query's.
 */
const VIEWS: Record<ListView, (apiBaseUrl: string) => Promise<ComponentType<DrawnViewProps>>> = {
  map: async (apiBaseUrl) => {
    const [{ WorldMap }, fields] = await Promise.all([import(/* webpackChunkName: "world-map" */ '../features/map/WorldMap'), countryListMapRequest(apiBaseUrl).fetch()]);
    return function DrawnMap({ countries, locale, countryPath, format, mapClasses }) {
      const places = joinFields(countries, fields);
      return <WorldMap countries={places} shown={places} locale={locale} countryPath={countryPath} classes={mapClasses} format={format} />;
    };
  },
  list: async (apiBaseUrl) => {
    const [{ CountryCards }, fields] = await Promise.all([import(/* webpackChunkName: "country-cards" */ '../features/list/CountryCards'), countryListFlagsRequest(apiBaseUrl).fetch()]);
    return function DrawnCards({ countries, query, locale, regionNames, countryPath, format, classes }) {
      const cards = joinFields(countries, fields);
      return <CountryCards countries={cards} shown={cards} query={query} locale={locale} countryPath={countryPath} regionNames={regionNames} format={format} classes={classes} />;
    };
  },
};

/** Each view's loader's name and failure message, and the failure's line in the console (English, as every log line). */
const VIEW_TEXTS = {
  map: { loading: M.mapLoading, failed: M.mapFailed, log: 'The map could not be loaded' },
  list: { loading: M.cardsLoading, failed: M.cardsFailed, log: 'The cards could not be loaded' },
} as const satisfies Record<ListView, unknown>;

/** The view, drawn once: later changes of the query reach it as DOM work, never as a render of its hundreds of elements. */
const Drawn = memo(function Drawn({ View, onDrawn, ...props }: DrawnViewProps & { View: ComponentType<DrawnViewProps>; onDrawn: () => void }) {
  useLayoutEffect(onDrawn, [onDrawn]);
  return <View {...props} />;
});

/** Props of {@link OtherView}. */
export interface OtherViewProps extends DrawnViewProps {
  /** The view the page was not rendered in. */
  view: ListView;
  /** Whether the list shows it now; when not, it stays drawn (and the island hides it) for the next switch, and says nothing while it loads. */
  active: boolean;
  apiBaseUrl: string;
  /** Called once it is in the page (stable), so the island shows the query's countries on it. */
  onDrawn: () => void;
}

/**
 * The view of the list the server did not render on this page (its map, or its cards), drawn in
 * the browser with the same component as the server's when the visitor first switches to it: its
 * code and the fields it needs beyond the page's records are loaded then, once (SWR). A loader
 * meanwhile; when either fails, a message and Retry.
 */
export function OtherView({ view, active, apiBaseUrl, onDrawn, ...drawn }: OtherViewProps) {
  const { format } = drawn;
  const texts = VIEW_TEXTS[view];
  const loaded = useSWR(`countries/view/${view} ${apiBaseUrl}`, () => VIEWS[view](apiBaseUrl), { ...FETCH_ONCE, onError: (error: unknown) => console.error(texts.log, error) });
  // The query it is first drawn with: the island orders it from then on.
  const [query] = useState(drawn.query);
  // Read at every render, so SWR renders this again when a failure arrives while it is not shown.
  const failed = Boolean(loaded.error) && !loaded.isValidating;
  if (loaded.data) return <Drawn {...drawn} query={query} View={loaded.data} onDrawn={onDrawn} />;
  if (!active) return null;
  if (failed) return <LoadFailed title={format(texts.failed)} description={format(M.viewFailedHelp)} retry={format(M.retry)} onRetry={() => void loaded.mutate()} classes={drawn.classes} />;
  return <Loading label={format(texts.loading)} classes={drawn.classes} />;
}
