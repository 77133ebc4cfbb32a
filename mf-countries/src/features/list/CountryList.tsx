import type { CountriesProps } from '@worldatlas/contracts';
import { Button, defineClasses, ErrorNotice, Field, Heading, HStack, Input, Loader, NativeSelect, Stack, Text, useLocale } from '@worldatlas/design-system';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { preloadModule, useModule } from '@worldatlas/module-loading';
import { useLocation, useNavigationType, useSearchParams } from '@worldatlas/routing';
import { useCountries } from '../../api/useCountries';
import { withWorldShapes } from '../map/withWorldShapes';
import type { CountryMapProps } from '../map/CountryMap';
import { CountryCard, ListSearch } from './CountryCard';
import { filterCountries } from './filterCountries';
import { type ListQuery, type ListView, parseListQuery, REGION_OPTIONS, toSearchParams } from './list-query';

/**
 * The list query: local state, so typing and quick changes apply at once, mirrored into the URL
 * (replace, defaults left out) once the list shows it: the router's navigation is not part of the
 * keystroke's frame. The URL wins when it changes from outside: a link, Back or Forward; unknown
 * values in it are then replaced by the defaults, in the address too.
 * @returns the query as typed, the query the list shows (deferred: React renders it after the input
 *   echoes, and may interrupt that render for the next keystroke) and a stable `update`.
 */
function useListQuery(): { query: ListQuery; listed: ListQuery; update: (change: Partial<ListQuery>) => void } {
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState(() => parseListQuery(params));
  const listed = useDeferredValue(query);
  const latest = useRef(query);
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (navigationType === 'REPLACE') return; // our own mirror of the state
    const params = new URLSearchParams(location.search);
    latest.current = parseListQuery(params);
    setQuery(latest.current);
    // Unknown values and defaults leave the address too, so what is shared is what is shown.
    const canonical = toSearchParams(latest.current);
    if (canonical.toString() !== params.toString()) setParams(canonical, { replace: true });
  }, [location.key]); // once per navigation, not on every render

  useEffect(() => {
    const shown = toSearchParams(listed);
    if (shown.toString() !== new URLSearchParams(location.search).toString()) setParams(shown, { replace: true });
  }, [listed]); // when the list has caught up with the query

  const update = useCallback((change: Partial<ListQuery>) => {
    latest.current = { ...latest.current, ...change };
    setQuery(latest.current);
  }, []);
  return { query, listed, update };
}

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

/** With scripts the list follows each change at once; without them the form is sent with this button (or Enter, or Asc/Desc). */
const useFormClasses = defineClasses({
  apply: { recipe: 'button', variants: { variant: 'outline' }, css: { alignSelf: 'flex-end', '@media (scripting: enabled)': { display: 'none' } } },
});

// The map view's code and the world's shapes load only when the map view is chosen, together.
const loadCountryMap = () => withWorldShapes(import('../map/CountryMap'));

/** The map view: its outline until its code has loaded. */
function MapView(props: CountryMapProps) {
  // The map's code is not loaded for a page rendered on the server: its placeholder until the page is live.
  const CountryMap = useModule(loadCountryMap, { afterHydration: true });
  return CountryMap ? <CountryMap {...props} /> : <Loader label="Loading the map" shape="map" />;
}

const useViewClasses = defineClasses({
  group: { display: 'inline-flex', borderWidth: '1px', borderRadius: 'l2', overflow: 'hidden', alignSelf: 'flex-start', m: '0', p: '0' },
  // Native radios (arrow keys, one Tab stop), drawn as a segmented control.
  input: { position: 'absolute', opacity: '0', w: '1px', h: '1px' },
  option: {
    px: '4',
    py: '2',
    cursor: 'pointer',
    fontWeight: 'medium',
    '&:has(input:checked)': { bg: 'colorPalette.solid', color: 'colorPalette.contrast', colorPalette: 'blue' },
    // The label's own text colour: it keeps the text's contrast on the chosen (solid) and the other option alike.
    '&:has(input:focus-visible)': { outline: '2px solid currentColor', outlineOffset: '-4px' },
  },
});

/** The segmented control choosing between the cards and the map. */
function ViewChoice({ view, onChange }: { view: ListView; onChange: (view: ListView) => void }) {
  const classes = useViewClasses();
  return (
    <fieldset className={classes.group}>
      <legend style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>View</legend>
      {(['list', 'map'] as const).map((option) => (
        <label key={option} className={classes.option}>
          <input className={classes.input} type="radio" name="view" value={option} checked={view === option} onChange={() => onChange(option)} />
          {option === 'list' ? 'List' : 'Map'}
        </label>
      ))}
    </fieldset>
  );
}

type Update = (change: Partial<ListQuery>) => void;

// The controls are memoised, each on its own value: a keystroke renders the search box again, not
// the order buttons and region select (each a few Chakra components styled at every render).

const ListHeading = memo(function ListHeading() {
  return (
    <Heading as="h1" size="3xl">
      Countries of the world
    </Heading>
  );
});

const SearchField = memo(function SearchField({ search, update }: { search: string; update: Update }) {
  return (
    <Field.Root flex="1">
      <Field.Label>Search by name</Field.Label>
      <Input type="search" name="q" placeholder="search" value={search} onChange={(event) => update({ search: event.target.value })} />
    </Field.Root>
  );
});

const OrderButtons = memo(function OrderButtons({ sort, update }: { sort: ListQuery['sort']; update: Update }) {
  return (
    <HStack gap="2" role="group" aria-label="Order by name">
      {/* Submit buttons: without JavaScript each sends the form with its order. */}
      <Button type="submit" name="sort" value="asc" variant={sort === 'asc' ? 'solid' : 'outline'} aria-pressed={sort === 'asc'} onClick={() => update({ sort: 'asc' })}>
        Asc
      </Button>
      <Button type="submit" name="sort" value="desc" variant={sort === 'desc' ? 'solid' : 'outline'} aria-pressed={sort === 'desc'} onClick={() => update({ sort: 'desc' })}>
        Desc
      </Button>
    </HStack>
  );
});

const RegionSelect = memo(function RegionSelect({ region, update }: { region: ListQuery['region']; update: Update }) {
  return (
    <Field.Root w={{ md: '56' }}>
      <Field.Label>Region</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name="region" value={region} onChange={(event) => update({ region: event.target.value as ListQuery['region'] })}>
          {REGION_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {option === 'all' ? 'All' : option}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
});

/** Cards in the first row at the widest layout: their flags load at once, at high priority. */
const FIRST_ROW = 4;

/**
 * The country list (`/country`): search box, Asc/Desc, region select and a grid of cards (four
 * columns on wide screens). Search, region and order live in the URL query. Loading shows skeleton cards,
 * a failed load a message with Retry, no match a clear empty state. Data: `GET /v3.1/all` via SWR.
 */
export function CountryList({ apiBaseUrl }: CountriesProps) {
  const { data, error, isValidating, mutate } = useCountries(apiBaseUrl);
  const { query, listed, update } = useListQuery();
  const locale = useLocale();
  const shown = useMemo(() => (data ? filterCountries(data, listed, locale) : []), [data, listed.search, listed.region, listed.sort, locale]);
  const listSearch = useMemo(() => {
    const params = toSearchParams(listed).toString();
    return params ? `?${params}` : '';
  }, [listed]);
  const classes = useGridClasses();
  const formClasses = useFormClasses();
  // The map's code loads while the countries do, when the page opens on the map view.
  useEffect(() => {
    if (query.view === 'map') void preloadModule(loadCountryMap);
  }, [query.view]);

  return (
    <Stack gap="6">
      <ListHeading />
      {/* The list's query is a GET form of the list's own address: it works without scripts too. */}
      <form method="get" action="/country" role="search" aria-label="Countries" onSubmit={(event) => event.preventDefault()}>
        <Stack gap="6">
          <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ md: 'flex-end' }}>
            <SearchField search={query.search} update={update} />
            <OrderButtons sort={query.sort} update={update} />
            <RegionSelect region={query.region} update={update} />
            <button type="submit" className={formClasses.apply}>
              Show
            </button>
          </Stack>
          <ViewChoice view={query.view} onChange={(view) => update({ view })} />
        </Stack>
      </form>

      {/* After Retry, SWR keeps the old error until the new answer: the loader shows meanwhile. */}
      {error && !isValidating ? (
        <ErrorNotice
          title="The countries could not be loaded"
          description="The countries service did not answer. Check your connection and try again."
          onRetry={() => void mutate()}
        />
      ) : !data ? (
        <Loader shape="cards" />
      ) : shown.length === 0 ? (
        <Text role="status" py="10" textAlign="center" fontSize="lg">
          No countries match your search.
        </Text>
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
