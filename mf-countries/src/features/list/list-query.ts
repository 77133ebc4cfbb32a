/** Region options of the list: All, Africa, Americas, Asia, Europe, Oceania; `all` shows every region. */
export const REGION_OPTIONS = ['all', 'Africa', 'Americas', 'Asia', 'Europe', 'Oceania'] as const;
/** A value of the region select: a v3.1 region name, or `all`. */
type RegionOption = (typeof REGION_OPTIONS)[number];
/** Direction of the list's order. */
type SortOrder = 'asc' | 'desc';

/** What the search text is matched against: the common name, a capital, a language or a currency. */
export const SEARCH_BY_OPTIONS = ['name', 'capital', 'language', 'currency'] as const;
/** A value of the "Search by" select. */
export type SearchBy = (typeof SEARCH_BY_OPTIONS)[number];

/** What the list is ordered by: common name, population (people) or area (km²). */
export const SORT_BY_OPTIONS = ['name', 'population', 'area'] as const;
/** A value of the "Sort by" select. */
export type SortBy = (typeof SORT_BY_OPTIONS)[number];

/** The subregion select's value for every subregion of the region. */
export const ALL_SUBREGIONS = 'all';

/** The longest search text the list's address keeps, in characters: longer than any name, capital, language or currency it matches. */
export const SEARCH_MAX_LENGTH = 100;

/**
 * `text` as the list searches and addresses it: spaces around it left out, each run of white space
 * inside it one space, and cut to {@link SEARCH_MAX_LENGTH} characters (whole code points). The list
 * finds the same countries for it as for `text` (`filterCountries` matches it so).
 */
export function normalizeSearchText(text: string): string {
  const collapsed = text.trim().replace(/\s+/g, ' ');
  return collapsed.length <= SEARCH_MAX_LENGTH ? collapsed : Array.from(collapsed).slice(0, SEARCH_MAX_LENGTH).join('').trimEnd();
}

/** The list's client-side state, kept in the URL query so a filtered list can be shared and restored. */
export interface ListQuery {
  /** Search text (`q`), matched as {@link searchBy} says. */
  search: string;
  /** What the search text is matched against (`by`), `name` by default. */
  searchBy: SearchBy;
  /** Region (`region`), `all` by default. */
  region: RegionOption;
  /**
   * Subregion (`subregion`): a v3.1 subregion name of the chosen region, or `all` (the default, and
   * always while the region is `all`). Which names a region has is data: one it does not have is ignored.
   */
  subregion: string;
  /** What the list is ordered by (`sortBy`), `name` by default. */
  sortBy: SortBy;
  /** Direction of the order (`sort`), `asc` by default. */
  sort: SortOrder;
  /** Cards or the world map (`view`), `list` by default. */
  view: ListView;
}

/** How the list shows the countries it selects: as cards, or on a world map. */
export type ListView = 'list' | 'map';

/** The list as it first shows: no search, by name, every region, ordered by name ascending; left out of the URL. */
export const DEFAULT_LIST_QUERY: ListQuery = { search: '', searchBy: 'name', region: 'all', subregion: ALL_SUBREGIONS, sortBy: 'name', sort: 'asc', view: 'list' };

/** `value` when it is one of `options`, else `fallback`. */
function oneOf<T extends string>(options: readonly T[], value: string | null, fallback: T): T {
  return options.find((option) => option === value) ?? fallback;
}

/**
 * Reads `?by=&q=&region=&subregion=&sortBy=&sort=&view=`; missing or unknown values fall back to the
 * defaults. A subregion is kept only with a region (whether the region has it is checked against the data).
 */
export function parseListQuery(params: URLSearchParams): ListQuery {
  const region = oneOf(REGION_OPTIONS, params.get('region'), DEFAULT_LIST_QUERY.region);
  const subregion = params.get('subregion');
  return {
    search: params.get('q') ?? DEFAULT_LIST_QUERY.search,
    searchBy: oneOf(SEARCH_BY_OPTIONS, params.get('by'), DEFAULT_LIST_QUERY.searchBy),
    region,
    subregion: region !== 'all' && subregion ? subregion : ALL_SUBREGIONS,
    sortBy: oneOf(SORT_BY_OPTIONS, params.get('sortBy'), DEFAULT_LIST_QUERY.sortBy),
    sort: oneOf(['asc', 'desc'], params.get('sort'), DEFAULT_LIST_QUERY.sort),
    view: oneOf(['list', 'map'], params.get('view'), DEFAULT_LIST_QUERY.view),
  };
}

/** Writes a {@link ListQuery} as URL query parameters (`by`, `q`, `region`, `subregion`, `sortBy`, `sort`, `view`), leaving defaults out. */
export function toSearchParams(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.searchBy !== DEFAULT_LIST_QUERY.searchBy) params.set('by', query.searchBy);
  if (query.search !== DEFAULT_LIST_QUERY.search) params.set('q', query.search);
  if (query.region !== DEFAULT_LIST_QUERY.region) params.set('region', query.region);
  if (query.region !== 'all' && query.subregion !== ALL_SUBREGIONS) params.set('subregion', query.subregion);
  if (query.sortBy !== DEFAULT_LIST_QUERY.sortBy) params.set('sortBy', query.sortBy);
  if (query.sort !== DEFAULT_LIST_QUERY.sort) params.set('sort', query.sort);
  if (query.view !== DEFAULT_LIST_QUERY.view) params.set('view', query.view);
  return params;
}

/** Whether showing `query` needs the list's search fields: a search text to match against languages or currencies. */
export function needsSearchFields(query: Pick<ListQuery, 'search' | 'searchBy'>): boolean {
  return (query.searchBy === 'language' || query.searchBy === 'currency') && query.search.trim() !== '';
}

/** The query with the search text, region and subregion cleared, keeping how the list is searched, ordered and shown. */
export function clearSearch(query: ListQuery): ListQuery {
  return { ...query, search: DEFAULT_LIST_QUERY.search, region: DEFAULT_LIST_QUERY.region, subregion: ALL_SUBREGIONS };
}
