import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderListIsland } from '../../test/render';
import { islandFormatter } from '@worldatlas/i18n/island';
import { islandMessages } from '@worldatlas/i18n/server';
import { intlFor } from '../../i18n';
import { LIST_MESSAGES } from './list-messages';
import { DEFAULT_LIST_QUERY } from './list-query';
import { describeNoMatches } from './NoMatches';

/** The list's messages in English, from its catalog, as the island formats them on an English page. */
const english = islandFormatter('en', islandMessages(intlFor('en'), LIST_MESSAGES));
const french = islandFormatter('fr', islandMessages(intlFor('fr'), LIST_MESSAGES));

describe('describeNoMatches', () => {
  it('names what was searched, how, and where', () => {
    expect(describeNoMatches({ ...DEFAULT_LIST_QUERY, search: 'xyz', searchBy: 'currency', region: 'Europe' }, false, english)).toBe('No countries whose currency matches “xyz” in Europe.');
    expect(describeNoMatches({ ...DEFAULT_LIST_QUERY, search: ' atlantis ' }, false, english)).toBe('No countries whose name matches “atlantis”.');
    expect(describeNoMatches({ ...DEFAULT_LIST_QUERY, search: 'klingon', searchBy: 'language', region: 'Europe', subregion: 'Northern Europe' }, true, english)).toBe(
      'No countries whose language matches “klingon” in Northern Europe.',
    );
  });

  it('names the region, not a subregion the region does not have', () => {
    expect(describeNoMatches({ ...DEFAULT_LIST_QUERY, search: 'oslo', searchBy: 'capital', region: 'Asia', subregion: 'Northern Europe' }, false, english)).toBe(
      'No countries whose capital matches “oslo” in Asia.',
    );
  });

  it("says it in the page's language, the data's region names as they are", () => {
    expect(describeNoMatches({ ...DEFAULT_LIST_QUERY, search: 'xyz', searchBy: 'currency', region: 'Europe' }, false, french)).toBe('Aucun pays dont une monnaie correspond à «\u00a0xyz\u00a0» dans la région Europe.');
    expect(describeNoMatches({ ...DEFAULT_LIST_QUERY, region: 'Oceania' }, false, french)).toBe('Aucun pays dans la région Oceania.');
  });

  it('without a search text, only where', () => {
    expect(describeNoMatches({ ...DEFAULT_LIST_QUERY, region: 'Oceania' }, false, english)).toBe('No countries in Oceania.');
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
