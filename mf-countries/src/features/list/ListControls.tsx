import { isolated } from '@worldatlas/i18n';
import { PREFILTER_ATTRIBUTES } from '@worldatlas/islands';
import { memo, type ReactNode, type RefObject, useId, useState } from 'react';
import { type RegionNames, shownRegion } from '../../list-country';
import { LIST_MESSAGES as M, type ListFormat } from './list-messages';
import type { ListClasses } from './list-styles';
import type { UpdateListQuery } from './useListQuery';
import { ALL_SUBREGIONS, DEFAULT_LIST_QUERY, type ListQuery, type ListView, REGION_OPTIONS, SEARCH_BY_OPTIONS, SEARCH_MAX_LENGTH, type SearchBy, SORT_BY_OPTIONS, type SortBy } from './list-query';

/** The options' visible names' messages. */
const SEARCH_BY_LABELS = { name: M.byName, capital: M.byCapital, language: M.byLanguage, currency: M.byCurrency } as const satisfies Record<SearchBy, unknown>;
const SORT_BY_LABELS = { name: M.sortName, population: M.sortPopulation, area: M.sortArea } as const satisfies Record<SortBy, unknown>;

// The controls are memoised, each on its own value: a keystroke renders the search box again, not
// the selects and order buttons.

/**
 * The segmented control choosing between the cards and the map: a radio group (one Tab stop; the
 * arrow keys move the choice, and the list follows in place), the form's `view` field without scripts.
 */
const ViewChoice = memo(function ViewChoice({ view, update, format, classes }: { view: ListView; update: UpdateListQuery; format: ListFormat; classes: ListClasses }) {
  return (
    <fieldset className={classes.viewGroup}>
      <legend className={classes.visuallyHidden}>{format(M.view)}</legend>
      {(['list', 'map'] as const).map((option) => (
        <label key={option} className={classes.viewOption}>
          <input className={classes.viewInput} type="radio" name="view" value={option} checked={view === option} onChange={() => update({ view: option })} />
          {format(option === 'list' ? M.viewList : M.viewMap)}
        </label>
      ))}
    </fieldset>
  );
});

/** A native select with a visible label, as the region's: `name` is its form field. */
function Select({ label, name, value, disabled, onChange, classes, children }: { label: string; name: string; value: string; disabled?: boolean; onChange: (value: string) => void; classes: ListClasses; children: ReactNode }) {
  const id = useId();
  return (
    <div className={classes.selectField} data-disabled={disabled ? '' : undefined}>
      <label className={classes.label} htmlFor={id}>
        {label}
      </label>
      <div className={classes.selectRoot}>
        <select id={id} className={classes.select} name={name} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
          {children}
        </select>
        <div className={classes.selectIndicator} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="m6 9 6 6 6-6" />
          </svg>
        </div>
      </div>
    </div>
  );
}

const SearchBySelect = memo(function SearchBySelect({ searchBy, update, format, classes }: { searchBy: SearchBy; update: UpdateListQuery; format: ListFormat; classes: ListClasses }) {
  return (
    <Select label={format(M.searchBy)} name="by" value={searchBy} onChange={(value) => update({ searchBy: value as SearchBy })} classes={classes}>
      {SEARCH_BY_OPTIONS.map((option) => (
        <option key={option} value={option}>
          {format(SEARCH_BY_LABELS[option])}
        </option>
      ))}
    </Select>
  );
});

const SearchField = memo(function SearchField({ search, searchBy, update, searchBox, cards, format, classes }: { search: string; searchBy: SearchBy; update: UpdateListQuery; searchBox?: RefObject<HTMLInputElement | null>; cards?: string; format: ListFormat; classes: ListClasses }) {
  const id = useId();
  // Before the island's code arrives, the page's pre-filter filters the cards by name as the visitor types.
  const prefilter = cards ? { [PREFILTER_ATTRIBUTES.field]: cards, [PREFILTER_ATTRIBUTES.when]: 'by=name' } : undefined;
  return (
    <div className={classes.field}>
      <label className={classes.label} htmlFor={id}>
        {format(M.searchField, { by: searchBy })}
      </label>
      <input id={id} ref={searchBox} className={classes.input} type="search" name="q" placeholder={format(M.placeholder)} maxLength={SEARCH_MAX_LENGTH} value={search} onChange={(event) => update({ search: event.target.value })} {...prefilter} />
    </div>
  );
});

/**
 * A region's or subregion's name as an option shows it: in the page's language (`regionNames`, on
 * a page in another language than English), isolated as data (U+2068…U+2069: an option holds no
 * `<bdi>`); the data's English name as it is on an English page.
 */
const optionName = (name: string, regionNames: RegionNames | undefined) => isolated(shownRegion(name, regionNames), regionNames !== undefined);

const RegionSelect = memo(function RegionSelect({ region, regionNames, update, format, classes }: { region: ListQuery['region']; regionNames?: RegionNames; update: UpdateListQuery; format: ListFormat; classes: ListClasses }) {
  return (
    // Another region's subregion would be ignored: the new region shows whole.
    <Select label={format(M.region)} name="region" value={region} onChange={(value) => update({ region: value as ListQuery['region'], subregion: ALL_SUBREGIONS })} classes={classes}>
      {REGION_OPTIONS.map((option) => (
        <option key={option} value={option}>
          {option === 'all' ? format(M.all) : optionName(option, regionNames)}
        </option>
      ))}
    </Select>
  );
});

const SubregionSelect = memo(function SubregionSelect({ subregion, subregions, regionNames, update, format, classes }: { subregion: string; subregions: readonly string[]; regionNames?: RegionNames; update: UpdateListQuery; format: ListFormat; classes: ListClasses }) {
  return (
    // Disabled while the region is All: a disabled select is not sent with the form either.
    <Select label={format(M.subregion)} name="subregion" value={subregion} disabled={subregions.length === 0} onChange={(value) => update({ subregion: value })} classes={classes}>
      <option value={ALL_SUBREGIONS}>{format(M.all)}</option>
      {subregions.map((option) => (
        <option key={option} value={option}>
          {optionName(option, regionNames)}
        </option>
      ))}
    </Select>
  );
});

const SortBySelect = memo(function SortBySelect({ sortBy, update, format, classes }: { sortBy: SortBy; update: UpdateListQuery; format: ListFormat; classes: ListClasses }) {
  return (
    <Select label={format(M.sortBy)} name="sortBy" value={sortBy} onChange={(value) => update({ sortBy: value as SortBy })} classes={classes}>
      {SORT_BY_OPTIONS.map((option) => (
        <option key={option} value={option}>
          {format(SORT_BY_LABELS[option])}
        </option>
      ))}
    </Select>
  );
});

const OrderButtons = memo(function OrderButtons({ sort, update, format, classes }: { sort: ListQuery['sort']; update: UpdateListQuery; format: ListFormat; classes: ListClasses }) {
  return (
    <div className={classes.orderGroup} role="group" aria-label={format(M.direction)}>
      {/* Submit buttons: before the island's code (and without scripts) each sends the form with its order. */}
      {(['asc', 'desc'] as const).map((order) => (
        <button
          key={order}
          type="submit"
          name="sort"
          value={order}
          className={sort === order ? classes.orderChosen : classes.orderOther}
          aria-pressed={sort === order}
          onClick={(event) => {
            event.preventDefault();
            update({ sort: order });
          }}
        >
          {format(order === 'asc' ? M.asc : M.desc)}
        </button>
      ))}
      {/* The order as it is, sent by Show and Enter; after the buttons, so the one pressed comes first in the query. */}
      <input type="hidden" name="sort" value={sort} />
    </div>
  );
});

/** The fields folded under "Filters and order" on a phone. */
const FILTERS = ['region', 'subregion', 'sortBy', 'sort'] as const;

/** Props of {@link ListControls}. */
export interface ListControlsProps {
  /** The query as typed: what the controls show. */
  query: ListQuery;
  /** The chosen region's subregions (from the data), for the subregion select; empty while the region is All. */
  subregions: readonly string[];
  /** The subregion the select shows: `all` when the query's is not one of `subregions`. */
  subregion: string;
  /** The regions' and subregions' names in the page's language, on a page in another language than English; the options' values stay the data's. */
  regionNames?: RegionNames;
  update: UpdateListQuery;
  /** The form's element, for the fields the visitor changed before the island took over. */
  form?: RefObject<HTMLFormElement | null>;
  /** Given the search box's element, so focus can be moved there. */
  searchBox?: RefObject<HTMLInputElement | null>;
  /** The id of the cards' list the search box filters by name before the island's code arrives (none in the map view). */
  cards?: string;
  /** The list's own address (`href('countries')` on the server): the form's action without scripts. */
  action: string;
  /** Formats the list's messages in the page's language. */
  format: ListFormat;
  classes: ListClasses;
}

/**
 * The list's query as a GET form of the list's own address (`by`, `q`, `region`, `subregion`,
 * `sortBy`, `sort`, `view`): once the island runs each control changes the list at once; before
 * (and without scripts) the form is sent with Show or Enter (the order as it is), Asc or Desc. Native selects with visible
 * labels: Search by (Name, Capital, Language, Currency), Region, Subregion (disabled while the region
 * is All; regions and subregions named in the page's language), Sort by (Name, Population, Area); the Asc and Desc buttons give the direction; List or Map.
 * On a phone the region, subregion and order fold under "Filters and order" (how many differ from
 * the default in brackets), open when the page came with any that does.
 */
export function ListControls({ query, subregions, subregion, regionNames, update, form, searchBox, cards, action, format, classes }: ListControlsProps) {
  const changed = FILTERS.filter((key) => (key === 'subregion' ? subregion : query[key]) !== DEFAULT_LIST_QUERY[key]).length;
  // Open as the page came (the visitor opens and closes it after): never closed under the visitor's hand.
  const [startsOpen] = useState(changed > 0);
  const changedText = changed > 0 ? ` ${format(M.filtersChanged, { count: changed })}` : '';
  return (
    <form ref={form} method="get" action={action} role="search" aria-label={format(M.form)} onSubmit={(event) => event.preventDefault()}>
      {/* The form's first submit button, so Enter in a field sends the form as Show does, not with Asc. */}
      <button type="submit" className={classes.visuallyHidden} tabIndex={-1} aria-hidden="true">
        {format(M.show)}
      </button>
      <div className={classes.form}>
        <div className={classes.rows}>
          <div className={classes.searchRow}>
            <SearchBySelect searchBy={query.searchBy} update={update} format={format} classes={classes} />
            <SearchField search={query.search} searchBy={query.searchBy} update={update} searchBox={searchBox} cards={cards} format={format} classes={classes} />
          </div>
          {/* Folded on a phone (open when the page came with any differing from the default), so the first cards show on the first screen; always open from md up. */}
          <details className={classes.filters} open={startsOpen || undefined}>
            <summary className={classes.filtersSummary}>{format(M.filters)}{changedText}</summary>
            <div className={classes.filterRow}>
              <RegionSelect region={query.region} regionNames={regionNames} update={update} format={format} classes={classes} />
              <SubregionSelect subregion={subregion} subregions={subregions} regionNames={regionNames} update={update} format={format} classes={classes} />
              <SortBySelect sortBy={query.sortBy} update={update} format={format} classes={classes} />
              <OrderButtons sort={query.sort} update={update} format={format} classes={classes} />
              <button type="submit" className={classes.apply}>
                {format(M.show)}
              </button>
            </div>
          </details>
        </div>
        <ViewChoice view={query.view} update={update} format={format} classes={classes} />
      </div>
    </form>
  );
}
