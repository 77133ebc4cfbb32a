import { isolated } from '@worldatlas/i18n';
import { PREFILTER_ATTRIBUTES } from '@worldatlas/islands';
import { type RegionNames, shownRegion } from '../../list-country';
import { clearSearch, type ListQuery, toSearchParams } from './list-query';
import { LIST_MESSAGES as M, type ListFormat } from './list-messages';
import type { ListClasses } from './list-styles';

/**
 * What was searched, in words, formatted with `format`: "No countries whose currency matches “xyz” in
 * Europe." The place is the subregion when `subregionShown` (the region has it), else the region
 * unless All, named in the page's language by `regionNames` (on a page in another language than
 * English, which isolates the place and the visitor's text in it: U+2068…U+2069), else the data's.
 */
export function describeNoMatches(query: Omit<ListQuery, 'view' | 'sort' | 'sortBy'>, subregionShown: boolean, format: ListFormat, regionNames?: RegionNames): string {
  const isolate = regionNames !== undefined;
  const text = query.search.trim();
  const region = subregionShown ? query.subregion : query.region === 'all' ? '' : query.region;
  const place = region && isolated(shownRegion(region, regionNames), isolate);
  if (!text) return place ? format(M.noMatchesIn, { place }) : format(M.noMatches);
  const search = isolated(text, isolate);
  return place ? format(M.noMatchesSearchIn, { by: query.searchBy, search, place }) : format(M.noMatchesSearch, { by: query.searchBy, search });
}

/** Props of {@link NoMatches}. */
export interface NoMatchesProps {
  /** The query the list shows. */
  query: ListQuery;
  /** Whether the list is narrowed to the query's subregion (its region has it). */
  subregionShown: boolean;
  /** The regions' names in the page's language, on a page in another language than English. */
  regionNames?: RegionNames;
  /** Clears the search in place (the island's), instead of following the link. */
  onClear?: () => void;
  /** The list's own address (`href('countries')` on the server), which the link to the cleared list goes to. */
  listPath: string;
  /** The id of the list the page's pre-filter filters, which hides this once it has (`PREFILTER_ATTRIBUTES.empty`). */
  prefilterList?: string;
  /** Formats the list's messages in the page's language. */
  format: ListFormat;
  classes: ListClasses;
}

/**
 * The list's empty state (`role="status"`): what was searched ({@link describeNoMatches}), and a link
 * to the same list with the search text, region and subregion cleared (how it is searched, ordered
 * and shown stay). A link, so it works before the island's code and without scripts too.
 */
export function NoMatches({ query, subregionShown, regionNames, onClear, listPath, prefilterList, format, classes }: NoMatchesProps) {
  const cleared = toSearchParams(clearSearch(query)).toString();
  return (
    <div className={classes.empty} {...(prefilterList && { [PREFILTER_ATTRIBUTES.empty]: prefilterList })}>
      <p role="status">{describeNoMatches(query, subregionShown, format, regionNames)}</p>
      <a
        className={classes.clear}
        href={`${listPath}${cleared ? `?${cleared}` : ''}`}
        onClick={(event) => {
          if (!onClear) return;
          event.preventDefault();
          onClear();
        }}
      >
        {format(M.clear)}
      </a>
    </div>
  );
}
