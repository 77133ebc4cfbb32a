import type { CountriesProps } from '@worldatlas/contracts';
import { defineClasses, ErrorNotice, Heading, Loader, Stack, Text, useLocale } from '@worldatlas/design-system';
import { memo, useEffect, useMemo, useRef } from 'react';
import { preloadModule, useModule } from '@worldatlas/module-loading';
import { useCountries } from '../../api/useCountries';
import { useListSearchFields } from '../../api/useListSearchFields';
import { withWorldShapes } from '../map/withWorldShapes';
import type { CountryMapProps } from '../map/CountryMap';
import { CountryCard, ListSearch } from './CountryCard';
import { filterCountries, hasSubregion, indexCountries, subregionsOf } from './filterCountries';
import { ALL_SUBREGIONS, needsSearchFields, toSearchParams } from './list-query';
import { ListControls } from './ListControls';
import { NoMatches } from './NoMatches';
import { useListQuery } from './useListQuery';

const useGridClasses = defineClasses({
  grid: {
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
    gap: '6',
    listStyleType: 'none',
    m: '0',
    p: '0',
  },
});

// The map view's code and the world's shapes load only when the map view is chosen, together.
const loadCountryMap = () => withWorldShapes(import('../map/CountryMap'));

/** The map view: its outline until its code has loaded. */
function MapView(props: CountryMapProps) {
  // The map's code is not loaded for a page rendered on the server: its placeholder until the page is live.
  const CountryMap = useModule(loadCountryMap, { afterHydration: true });
  return CountryMap ? <CountryMap {...props} /> : <Loader label="Loading the map" shape="map" />;
}

const ListHeading = memo(function ListHeading() {
  return (
    <Heading as="h1" size="3xl">
      Countries of the world
    </Heading>
  );
});

/** Cards in the first row at the widest layout: their flags load at once, at high priority. */
const FIRST_ROW = 4;

/**
 * The country list (`/country`): search (by name, capital, language or currency), region, subregion,
 * sort by name, population or area with Asc/Desc, and a grid of cards (four columns on wide screens)
 * or a world map. The whole query lives in the URL. Loading shows skeleton cards, a failed load a
 * message with Retry, no match what was searched with a link that clears it. Data: `GET /v3.1/all`
 * via SWR, and for a search by language or currency a second `GET /v3.1/all` with those fields.
 */
export function CountryList({ apiBaseUrl }: CountriesProps) {
  const { data, error, isValidating, mutate } = useCountries(apiBaseUrl);
  const { query, listed, update } = useListQuery();
  const searchFieldsNeeded = needsSearchFields(query) || needsSearchFields(listed);
  const searchFields = useListSearchFields(apiBaseUrl, searchFieldsNeeded);
  const locale = useLocale();
  const indexed = useMemo(() => (data ? indexCountries(data, searchFields.data) : []), [data, searchFields.data]);
  const subregions = useMemo(() => (data ? subregionsOf(data, query.region, locale) : []), [data, query.region, locale]);
  const shown = useMemo(
    () => filterCountries(indexed, listed, locale),
    [indexed, listed.search, listed.searchBy, listed.region, listed.subregion, listed.sortBy, listed.sort, locale],
  );
  const listSearch = useMemo(() => {
    const params = toSearchParams(listed).toString();
    return params ? `?${params}` : '';
  }, [listed]);
  const classes = useGridClasses();
  const searchBox = useRef<HTMLInputElement>(null);
  // The map's code loads while the countries do, when the page opens on the map view.
  useEffect(() => {
    if (query.view === 'map') void preloadModule(loadCountryMap);
  }, [query.view]);
  // A subregion its region does not have (from the address) is ignored, and leaves the address.
  const subregionIgnored = !!data && query.subregion !== ALL_SUBREGIONS && !subregions.includes(query.subregion);
  useEffect(() => {
    if (subregionIgnored) update({ subregion: ALL_SUBREGIONS });
  }, [subregionIgnored]);

  const waitingForSearchFields = needsSearchFields(listed) && !searchFields.data;
  return (
    <Stack gap="6">
      <ListHeading />
      <ListControls query={query} subregions={subregions} subregion={subregionIgnored ? ALL_SUBREGIONS : query.subregion} update={update} searchBox={searchBox} />

      {/* After Retry, SWR keeps the old error until the new answer: the loader shows meanwhile. */}
      {error && !isValidating ? (
        <ErrorNotice
          title="The countries could not be loaded"
          description="The countries service did not answer. Check your connection and try again."
          onRetry={() => void mutate()}
        />
      ) : waitingForSearchFields && searchFields.error && !searchFields.isValidating ? (
        <ErrorNotice
          title="The languages and currencies could not be loaded"
          description="The countries service did not answer. Check your connection and try again."
          onRetry={() => void searchFields.mutate()}
        />
      ) : !data || waitingForSearchFields ? (
        <Loader shape="cards" />
      ) : shown.length === 0 ? (
        <NoMatches query={listed} subregionShown={hasSubregion(data, listed)} onClear={() => searchBox.current?.focus()} />
      ) : (
        <>
          <Text role="status" color="fg.muted">
            {shown.length === 1 ? '1 country' : `${shown.length} countries`}
          </Text>
          {listed.view === 'map' ? (
            <MapView countries={data} shown={shown} />
          ) : (
            <ListSearch value={listSearch}>
              <ul className={classes.grid}>
                {shown.map((country, index) => (
                  <li key={country.name.common}>
                    <CountryCard country={country} priority={index < FIRST_ROW} />
                  </li>
                ))}
              </ul>
            </ListSearch>
          )}
        </>
      )}
    </Stack>
  );
}
