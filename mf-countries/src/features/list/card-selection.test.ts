import { screen, within } from '@testing-library/react';
import { renderPage } from '../../test/render';
import { COUNTRY_CARDS_ID, showCards } from './card-selection';

// The list island's work on the cards the server rendered, on the real countries-api's records.

const cardNames = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').getAttribute('title'));
const card = (name: string) => screen.getByRole('heading', { name }).closest('article');

/** The list page at `/country{search}`, as the server renders it, and its card list. */
async function renderCards(search: string) {
  await renderPage(`/country${search}`);
  const list = document.getElementById(COUNTRY_CARDS_ID);
  if (!list) throw new Error('the page has no card list');
  return list;
}

describe('showCards', () => {
  it('shows the cards given, in their order, and keeps the others out of the page', async () => {
    const list = await renderCards('');
    showCards(list, ['NPL', 'IND', 'MCO'], 'name');
    expect(cardNames()).toEqual(['Nepal', 'India', 'Monaco']);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('img', { name: /Afghanistan/ })).not.toBeInTheDocument();
    showCards(list, ['CHN', 'NPL'], 'name');
    expect(cardNames()).toEqual(['China', 'Nepal']);
    expect(list).toBeVisible();
  });

  it('moves the elements the server rendered: a card shown again is the same element, with its link', async () => {
    const list = await renderCards('');
    const nepal = card('Nepal');
    showCards(list, ['IND'], 'name');
    showCards(list, ['CHN', 'NPL'], 'name');
    expect(card('Nepal')).toBe(nepal);
    expect(within(nepal as HTMLElement).getByRole('link', { name: 'Read More about Nepal' })).toHaveAttribute('href', '/country/Nepal');
  });

  it("shows cards the server kept in its templates, for another query than the page's", async () => {
    const list = await renderCards('?q=nepal');
    expect(cardNames()).toEqual(['Nepal']);
    showCards(list, ['FRA', 'NPL', 'ALA'], 'name');
    expect(cardNames()).toEqual(['France', 'Nepal', 'Åland Islands']);
  });

  it('hides the list when none is shown, and shows it again with a card', async () => {
    const list = await renderCards('?region=Oceania');
    showCards(list, [], 'name');
    expect(list).not.toBeVisible();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    showCards(list, ['FJI'], 'name');
    expect(list).toBeVisible();
    expect(cardNames()).toEqual(['Fiji']);
  });

  it('skips a code no card has', async () => {
    const list = await renderCards('');
    showCards(list, ['XXX', 'NPL'], 'name');
    expect(cardNames()).toEqual(['Nepal']);
  });
});
