import { parseListQuery, toSearchParams } from './list-query';

describe('list query in the URL', () => {
  it('reads search, region, order and view', () => {
    expect(parseListQuery(new URLSearchParams('q=ne&region=Asia&sort=desc&view=map'))).toEqual({ search: 'ne', region: 'Asia', sort: 'desc', view: 'map' });
  });

  it('falls back to the defaults for missing or unknown values', () => {
    expect(parseListQuery(new URLSearchParams('region=Atlantis&sort=sideways&view=globe'))).toEqual({ search: '', region: 'all', sort: 'asc', view: 'list' });
    expect(parseListQuery(new URLSearchParams('region=all'))).toMatchObject({ region: 'all' });
  });

  it('leaves defaults out when writing, and keeps the map view with search, region and order', () => {
    expect(toSearchParams({ search: '', region: 'all', sort: 'asc', view: 'list' }).toString()).toBe('');
    expect(toSearchParams({ search: 'côte', region: 'Africa', sort: 'desc', view: 'list' }).toString()).toBe('q=c%C3%B4te&region=Africa&sort=desc');
    expect(toSearchParams({ search: 'ne', region: 'Asia', sort: 'asc', view: 'map' }).toString()).toBe('q=ne&region=Asia&view=map');
  });
});
