import { parseListQuery, toSearchParams } from './list-query';

describe('list query in the URL', () => {
  it('reads search, region and order', () => {
    expect(parseListQuery(new URLSearchParams('q=ne&region=Asia&sort=desc'))).toEqual({ search: 'ne', region: 'Asia', sort: 'desc' });
  });

  it('falls back to the defaults for missing or unknown values', () => {
    expect(parseListQuery(new URLSearchParams('region=Atlantis&sort=sideways'))).toEqual({ search: '', region: 'all', sort: 'asc' });
    expect(parseListQuery(new URLSearchParams('region=all'))).toMatchObject({ region: 'all' });
  });

  it('leaves defaults out when writing', () => {
    expect(toSearchParams({ search: '', region: 'all', sort: 'asc' }).toString()).toBe('');
    expect(toSearchParams({ search: 'côte', region: 'Africa', sort: 'desc' }).toString()).toBe('q=c%C3%B4te&region=Africa&sort=desc');
  });
});
