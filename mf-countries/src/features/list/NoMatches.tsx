import { defineClasses, Stack, Text } from '@worldatlas/design-system';
import { Link } from '@worldatlas/routing';
import { clearSearch, type ListQuery, toSearchParams } from './list-query';

const useClasses = defineClasses({
  clear: { recipe: 'button', variants: { variant: 'outline' }, css: { alignSelf: 'center' } },
});

/**
 * What was searched, in words: "No countries whose currency matches “xyz” in Europe." The place is the
 * subregion when `subregionShown` (the region has it), else the region unless All.
 */
export function describeNoMatches(query: Omit<ListQuery, 'view' | 'sort' | 'sortBy'>, subregionShown: boolean): string {
  const search = query.search.trim();
  const place = subregionShown ? query.subregion : query.region === 'all' ? '' : query.region;
  const where = place ? ` in ${place}` : '';
  return search ? `No countries whose ${query.searchBy} matches “${search}”${where}.` : `No countries${where}.`;
}

/** Props of {@link NoMatches}. */
export interface NoMatchesProps {
  /** The query the list shows. */
  query: ListQuery;
  /** Whether the list is narrowed to the query's subregion (its region has it). */
  subregionShown: boolean;
  /** Called when the visitor clears the search, before the list changes (e.g. to move focus to the search box). */
  onClear?: () => void;
}

/**
 * The list's empty state (`role="status"`): what was searched ({@link describeNoMatches}), and a link
 * to the same list with the search text, region and subregion cleared (how it is searched, ordered
 * and shown stay). A link, so it works without scripts too.
 */
export function NoMatches({ query, subregionShown, onClear }: NoMatchesProps) {
  const classes = useClasses();
  const cleared = toSearchParams(clearSearch(query)).toString();
  return (
    <Stack gap="4" py="10" align="center">
      <Text role="status" textAlign="center" fontSize="lg">
        {describeNoMatches(query, subregionShown)}
      </Text>
      <Link className={classes.clear} to={`/country${cleared ? `?${cleared}` : ''}`} onClick={onClear}>
        Clear search and filters
      </Link>
    </Stack>
  );
}
