import { describeNoMatches } from './NoMatches';
import { DEFAULT_LIST_QUERY } from './list-query';

describe('describeNoMatches', () => {
  it('names what was searched, how, and where', () => {
    expect(describeNoMatches({ ...DEFAULT_LIST_QUERY, search: 'xyz', searchBy: 'currency', region: 'Europe' }, false)).toBe('No countries whose currency matches “xyz” in Europe.');
    expect(describeNoMatches({ ...DEFAULT_LIST_QUERY, search: ' atlantis ' }, false)).toBe('No countries whose name matches “atlantis”.');
    expect(describeNoMatches({ ...DEFAULT_LIST_QUERY, search: 'klingon', searchBy: 'language', region: 'Europe', subregion: 'Northern Europe' }, true)).toBe(
      'No countries whose language matches “klingon” in Northern Europe.',
    );
  });

  it('names the region, not a subregion the region does not have', () => {
    expect(describeNoMatches({ ...DEFAULT_LIST_QUERY, search: 'oslo', searchBy: 'capital', region: 'Asia', subregion: 'Northern Europe' }, false)).toBe(
      'No countries whose capital matches “oslo” in Asia.',
    );
  });

  it('without a search text, only where', () => {
    expect(describeNoMatches({ ...DEFAULT_LIST_QUERY, region: 'Oceania' }, false)).toBe('No countries in Oceania.');
  });
});
