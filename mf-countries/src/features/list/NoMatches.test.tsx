import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderListIsland } from '../../test/render';
import { DEFAULT_LIST_QUERY } from './list-query';
import { describeNoMatches } from './NoMatches';

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

describe('the list with no match, on the real countries-api', () => {
  it('says what was searched and where, and clears the search and filters, keeping how the list is searched and sorted', async () => {
    const user = userEvent.setup();
    await renderListIsland('?by=currency&q=xyz&region=Europe&sortBy=area');
    expect(screen.getByText('No countries whose currency matches “xyz” in Europe.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    // A link: it clears the list before the island's code arrives, and without scripts.
    const clear = screen.getByRole('link', { name: 'Clear search and filters' });
    expect(clear).toHaveAttribute('href', '/country?by=currency&sortBy=area');
    await user.click(clear);
    expect(await screen.findByText('250 countries')).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe('?by=currency&sortBy=area'));
    expect(screen.getByRole('searchbox', { name: 'Search by currency' })).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: 'Search by currency' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('all');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('area');
  });

  it('names the subregion when the list is narrowed to one', async () => {
    await renderListIsland('?by=capital&q=xyz&region=Europe&subregion=Northern%20Europe');
    expect(screen.getByText('No countries whose capital matches “xyz” in Northern Europe.')).toBeInTheDocument();
  });

  it('keeps the view in the clear link', async () => {
    await renderListIsland('?q=zzzz&view=map');
    expect(screen.getByRole('link', { name: 'Clear search and filters' })).toHaveAttribute('href', '/country?view=map');
  });
});
