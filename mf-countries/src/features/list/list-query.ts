/** Region options of the list (SPEC §9); `all` shows every region. */
export const REGION_OPTIONS = ['all', 'Africa', 'Americas', 'Asia', 'Europe', 'Oceania'] as const;
export type RegionOption = (typeof REGION_OPTIONS)[number];
export type SortOrder = 'asc' | 'desc';

/** The list's client-side state, kept in the URL query so a filtered list can be shared and restored. */
export interface ListQuery {
  /** Search text (`q`), matched case-insensitively in the common name. */
  search: string;
  /** Region (`region`), `all` by default. */
  region: RegionOption;
  /** Order by common name (`sort`), `asc` by default. */
  sort: SortOrder;
}

export const DEFAULT_LIST_QUERY: ListQuery = { search: '', region: 'all', sort: 'asc' };

/** Reads `?q=&region=&sort=`; missing or unknown values fall back to the defaults. */
export function parseListQuery(params: URLSearchParams): ListQuery {
  const region = REGION_OPTIONS.find((option) => option !== 'all' && option === params.get('region')) ?? 'all';
  return {
    search: params.get('q') ?? '',
    region,
    sort: params.get('sort') === 'desc' ? 'desc' : 'asc',
  };
}

/** Writes a {@link ListQuery} as URL query parameters, leaving defaults out. */
export function toSearchParams(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('q', query.search);
  if (query.region !== 'all') params.set('region', query.region);
  if (query.sort !== 'asc') params.set('sort', query.sort);
  return params;
}
