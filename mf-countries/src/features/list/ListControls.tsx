import { Button, defineClasses, Field, HStack, Input, NativeSelect } from '@worldatlas/design-system';
import { memo, type ReactNode, type RefObject } from 'react';
import { ALL_SUBREGIONS, type ListQuery, type ListView, REGION_OPTIONS, SEARCH_BY_OPTIONS, type SearchBy, SORT_BY_OPTIONS, type SortBy } from './list-query';
import type { UpdateListQuery } from './useListQuery';

/** The options' visible names. */
const SEARCH_BY_LABELS: Record<SearchBy, string> = { name: 'Name', capital: 'Capital', language: 'Language', currency: 'Currency' };
const SORT_BY_LABELS: Record<SortBy, string> = { name: 'Name', population: 'Population', area: 'Area' };

// Plain elements with classes resolved once per page: the form renders again with each keystroke.
const useFormClasses = defineClasses({
  form: { display: 'flex', flexDirection: 'column', gap: '6' },
  rows: { display: 'flex', flexDirection: 'column', gap: '4' },
  searchRow: { display: 'grid', gridTemplateColumns: { base: 'minmax(0, 9rem) minmax(0, 1fr)', md: '10rem minmax(0, 1fr)' }, gap: '4', alignItems: 'end' },
  // The selects two a row on a phone: the controls stay within a screen's height there.
  filterRow: { display: { base: 'grid', md: 'flex' }, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', flexWrap: 'wrap', gap: '4', alignItems: 'end' },
  /** With scripts the list follows each change at once; without them the form is sent with this button (or Enter, or Asc/Desc). */
  apply: { recipe: 'button', variants: { variant: 'outline' }, css: { alignSelf: 'flex-end', '@media (scripting: enabled)': { display: 'none' } } },
});

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
const ViewChoice = memo(function ViewChoice({ view, update }: { view: ListView; update: UpdateListQuery }) {
  const classes = useViewClasses();
  return (
    <fieldset className={classes.group}>
      <legend style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>View</legend>
      {(['list', 'map'] as const).map((option) => (
        <label key={option} className={classes.option}>
          <input className={classes.input} type="radio" name="view" value={option} checked={view === option} onChange={() => update({ view: option })} />
          {option === 'list' ? 'List' : 'Map'}
        </label>
      ))}
    </fieldset>
  );
});

// The controls are memoised, each on its own value: a keystroke renders the search box again, not
// the selects and order buttons (each a few Chakra components styled at every render).

/** A native select with a visible label, as the region's: `name` is its form field. */
function Select({ label, name, value, disabled, onChange, children }: { label: string; name: string; value: string; disabled?: boolean; onChange: (value: string) => void; children: ReactNode }) {
  return (
    <Field.Root w={{ md: '40' }} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field name={name} value={value} onChange={(event) => onChange(event.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

const SearchBySelect = memo(function SearchBySelect({ searchBy, update }: { searchBy: SearchBy; update: UpdateListQuery }) {
  return (
    <Select label="Search by" name="by" value={searchBy} onChange={(value) => update({ searchBy: value as SearchBy })}>
      {SEARCH_BY_OPTIONS.map((option) => (
        <option key={option} value={option}>
          {SEARCH_BY_LABELS[option]}
        </option>
      ))}
    </Select>
  );
});

const SearchField = memo(function SearchField({ search, searchBy, update, searchBox }: { search: string; searchBy: SearchBy; update: UpdateListQuery; searchBox?: RefObject<HTMLInputElement | null> }) {
  return (
    <Field.Root>
      <Field.Label>Search by {searchBy}</Field.Label>
      <Input ref={searchBox} type="search" name="q" placeholder="search" value={search} onChange={(event) => update({ search: event.target.value })} />
    </Field.Root>
  );
});

const RegionSelect = memo(function RegionSelect({ region, update }: { region: ListQuery['region']; update: UpdateListQuery }) {
  return (
    // Another region's subregion would be ignored: the new region shows whole.
    <Select label="Region" name="region" value={region} onChange={(value) => update({ region: value as ListQuery['region'], subregion: ALL_SUBREGIONS })}>
      {REGION_OPTIONS.map((option) => (
        <option key={option} value={option}>
          {option === 'all' ? 'All' : option}
        </option>
      ))}
    </Select>
  );
});

const SubregionSelect = memo(function SubregionSelect({ subregion, subregions, update }: { subregion: string; subregions: readonly string[]; update: UpdateListQuery }) {
  return (
    // Disabled while the region is All: a disabled select is not sent with the form either.
    <Select label="Subregion" name="subregion" value={subregion} disabled={subregions.length === 0} onChange={(value) => update({ subregion: value })}>
      <option value={ALL_SUBREGIONS}>All</option>
      {subregions.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </Select>
  );
});

const SortBySelect = memo(function SortBySelect({ sortBy, update }: { sortBy: SortBy; update: UpdateListQuery }) {
  return (
    <Select label="Sort by" name="sortBy" value={sortBy} onChange={(value) => update({ sortBy: value as SortBy })}>
      {SORT_BY_OPTIONS.map((option) => (
        <option key={option} value={option}>
          {SORT_BY_LABELS[option]}
        </option>
      ))}
    </Select>
  );
});

const OrderButtons = memo(function OrderButtons({ sort, update }: { sort: ListQuery['sort']; update: UpdateListQuery }) {
  return (
    <HStack gap="2" role="group" aria-label="Sort direction">
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

/** Props of {@link ListControls}. */
export interface ListControlsProps {
  /** The query as typed: what the controls show. */
  query: ListQuery;
  /** The chosen region's subregions (from the data), for the subregion select; empty while the region is All. */
  subregions: readonly string[];
  /** The subregion the select shows: `all` when the query's is not one of `subregions`. */
  subregion: string;
  update: UpdateListQuery;
  /** Given the search box's element, so focus can be moved there. */
  searchBox?: RefObject<HTMLInputElement | null>;
}

/**
 * The list's query as a GET form of the list's own address (`by`, `q`, `region`, `subregion`,
 * `sortBy`, `sort`, `view`): with scripts each control changes the list at once; without them the
 * form is sent with Show, Enter, Asc or Desc. Native selects with visible labels: Search by (Name,
 * Capital, Language, Currency), Region, Subregion (disabled while the region is All), Sort by (Name,
 * Population, Area); the Asc and Desc buttons give the direction; List or Map.
 */
export function ListControls({ query, subregions, subregion, update, searchBox }: ListControlsProps) {
  const formClasses = useFormClasses();
  return (
    <form method="get" action="/country" role="search" aria-label="Countries" onSubmit={(event) => event.preventDefault()}>
      <div className={formClasses.form}>
        <div className={formClasses.rows}>
          <div className={formClasses.searchRow}>
            <SearchBySelect searchBy={query.searchBy} update={update} />
            <SearchField search={query.search} searchBy={query.searchBy} update={update} searchBox={searchBox} />
          </div>
          <div className={formClasses.filterRow}>
            <RegionSelect region={query.region} update={update} />
            <SubregionSelect subregion={subregion} subregions={subregions} update={update} />
            <SortBySelect sortBy={query.sortBy} update={update} />
            <OrderButtons sort={query.sort} update={update} />
            <button type="submit" className={formClasses.apply}>
              Show
            </button>
          </div>
        </div>
        <ViewChoice view={query.view} update={update} />
      </div>
    </form>
  );
}
