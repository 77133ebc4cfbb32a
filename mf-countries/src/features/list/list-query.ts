/** Region options of the list: All, Africa, Americas, Asia, Europe, Oceania; `all` shows every region. */
export const REGION_OPTIONS = ['all', 'Africa', 'Americas', 'Asia', 'Europe', 'Oceania'] as const;
/** A value of the region select: a v3.1 region name, or `all`. */
export type RegionOption = (typeof REGION_OPTIONS)[number];
/** Order of the list by common name. */
export type SortOrder = 'asc' | 'desc';

/** The list's client-side state, kept in the URL query so a filtered list can be shared and restored. */
export interface ListQuery {
  /** Search text (`q`), matched case-insensitively in the common name. */
  search: string;
  /** Region (`region`), `all` by default. */
  region: RegionOption;
  /** Order by common name (`sort`), `asc` by default. */
  sort: SortOrder;
  /** Cards or the world map (`view`), `list` by default. */
  view: ListView;
}

/** How the list shows the countries it selects: as cards, or on a world map. */
export type ListView = 'list' | 'map';

/** The list as it first shows: no search, every region, ascending; left out of the URL. */
export const DEFAULT_LIST_QUERY: ListQuery = { search: '', region: 'all', sort: 'asc', view: 'list' };

/** Reads `?q=&region=&sort=&view=`; missing or unknown values fall back to the defaults. */
export function parseListQuery(params: URLSearchParams): ListQuery {
  const sort = params.get('sort');
  const view = params.get('view');
  return {
    search: params.get('q') ?? DEFAULT_LIST_QUERY.search,
    region: REGION_OPTIONS.find((option) => option === params.get('region')) ?? DEFAULT_LIST_QUERY.region,
    sort: sort === 'asc' || sort === 'desc' ? sort : DEFAULT_LIST_QUERY.sort,
    view: view === 'list' || view === 'map' ? view : DEFAULT_LIST_QUERY.view,
  };
}

/** Writes a {@link ListQuery} as URL query parameters, leaving defaults out. */
export function toSearchParams(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search !== DEFAULT_LIST_QUERY.search) params.set('q', query.search);
  if (query.region !== DEFAULT_LIST_QUERY.region) params.set('region', query.region);
  if (query.sort !== DEFAULT_LIST_QUERY.sort) params.set('sort', query.sort);
  if (query.view !== DEFAULT_LIST_QUERY.view) params.set('view', query.view);
  return params;
}
