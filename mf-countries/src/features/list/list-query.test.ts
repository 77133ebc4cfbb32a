import { clearSearch, DEFAULT_LIST_QUERY, needsSearchFields, parseListQuery, toSearchParams } from './list-query';

describe('list query in the URL', () => {
  it('reads search, what it searches, region, subregion, what it sorts by, order and view', () => {
    expect(parseListQuery(new URLSearchParams('by=currency&q=euro&region=Europe&subregion=Northern%20Europe&sortBy=area&sort=desc&view=map'))).toEqual({
      search: 'euro',
      searchBy: 'currency',
      region: 'Europe',
      subregion: 'Northern Europe',
      sortBy: 'area',
      sort: 'desc',
      view: 'map',
    });
    expect(parseListQuery(new URLSearchParams('q=ne&region=Asia&sort=desc&view=map'))).toEqual({ ...DEFAULT_LIST_QUERY, search: 'ne', region: 'Asia', sort: 'desc', view: 'map' });
  });

  it('falls back to the defaults for missing or unknown values', () => {
    expect(parseListQuery(new URLSearchParams('region=Atlantis&sort=sideways&view=globe&by=flag&sortBy=gdp'))).toEqual(DEFAULT_LIST_QUERY);
    expect(parseListQuery(new URLSearchParams(''))).toEqual({ search: '', searchBy: 'name', region: 'all', subregion: 'all', sortBy: 'name', sort: 'asc', view: 'list' });
    expect(parseListQuery(new URLSearchParams('region=all'))).toMatchObject({ region: 'all' });
    // Values are names, exactly: no other spelling is taken.
    expect(parseListQuery(new URLSearchParams('by=Currency&sortBy=AREA'))).toMatchObject({ searchBy: 'name', sortBy: 'name' });
  });

  it('keeps a subregion only with a region (whether the region has it is for the data to say)', () => {
    expect(parseListQuery(new URLSearchParams('subregion=Northern%20Europe'))).toMatchObject({ region: 'all', subregion: 'all' });
    expect(parseListQuery(new URLSearchParams('region=Narnia&subregion=Northern%20Europe'))).toMatchObject({ region: 'all', subregion: 'all' });
    expect(parseListQuery(new URLSearchParams('region=Asia&subregion=Northern%20Europe'))).toMatchObject({ region: 'Asia', subregion: 'Northern Europe' });
    expect(parseListQuery(new URLSearchParams('region=Asia&subregion='))).toMatchObject({ region: 'Asia', subregion: 'all' });
  });

  it('leaves defaults out when writing, in the order by, q, region, subregion, sortBy, sort, view', () => {
    expect(toSearchParams(DEFAULT_LIST_QUERY).toString()).toBe('');
    expect(toSearchParams({ ...DEFAULT_LIST_QUERY, search: 'côte', region: 'Africa', sort: 'desc' }).toString()).toBe('q=c%C3%B4te&region=Africa&sort=desc');
    expect(toSearchParams({ ...DEFAULT_LIST_QUERY, search: 'ne', region: 'Asia', view: 'map' }).toString()).toBe('q=ne&region=Asia&view=map');
    expect(toSearchParams({ search: 'euro', searchBy: 'currency', region: 'Europe', subregion: 'Western Europe', sortBy: 'area', sort: 'desc', view: 'map' }).toString()).toBe(
      'by=currency&q=euro&region=Europe&subregion=Western+Europe&sortBy=area&sort=desc&view=map',
    );
    // A subregion without a region is not written.
    expect(toSearchParams({ ...DEFAULT_LIST_QUERY, subregion: 'Western Europe' }).toString()).toBe('');
  });

  it('reads back what it writes', () => {
    const query = { search: 'bogotá', searchBy: 'capital', region: 'Americas', subregion: 'South America', sortBy: 'population', sort: 'desc', view: 'list' } as const;
    expect(parseListQuery(toSearchParams(query))).toEqual(query);
  });

  it('clears the search text, region and subregion, and keeps how the list is searched, sorted and shown', () => {
    const query = { search: 'xyz', searchBy: 'currency', region: 'Europe', subregion: 'Western Europe', sortBy: 'area', sort: 'desc', view: 'map' } as const;
    expect(toSearchParams(clearSearch(query)).toString()).toBe('by=currency&sortBy=area&sort=desc&view=map');
  });
});

describe('needsSearchFields', () => {
  it('only for a search text by language or currency', () => {
    expect(needsSearchFields({ searchBy: 'currency', search: 'eur' })).toBe(true);
    expect(needsSearchFields({ searchBy: 'language', search: 'spa' })).toBe(true);
    expect(needsSearchFields({ searchBy: 'currency', search: '  ' })).toBe(false);
    expect(needsSearchFields({ searchBy: 'capital', search: 'oslo' })).toBe(false);
    expect(needsSearchFields({ searchBy: 'name', search: 'ne' })).toBe(false);
  });
});
