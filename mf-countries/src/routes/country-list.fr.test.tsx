import { screen, within } from '@testing-library/react';
import { islandPropsIn, renderPage, routeContext } from '../test/render';

// The list page in French, as the render server renders it for a French page, on the real
// countries-api: the page's heading, the island's controls, count and empty state, and the cards,
// in French, countries and regions named in French (names.test.tsx has more of the names).
const inFrench = { ...routeContext(), locale: 'fr' };
const NBSP = '\u00a0';

/** The page at `/country{search}` in the language of `context`: the names of the cards it shows (their headings' titles, without their isolation), and its count. */
async function cardsOf(search: string, context = inFrench) {
  const { container } = await renderPage(`/country${search}`, context);
  const names = within(container).queryAllByRole('article').map((card) => within(card).getByRole('heading').getAttribute('title')?.replace(/[\u2068\u2069]/g, ''));
  return { names, count: within(container).queryByRole('status')?.textContent };
}

describe('the country list in French', () => {
  it('has its heading, controls, count and cards in French, and gives the island its locale and messages', async () => {
    const { container } = await renderPage('/country?region=Oceania&sortBy=area', inFrench);
    expect(screen.getByRole('heading', { level: 1, name: 'Les pays du monde' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Pays' })).toBeInTheDocument();
    expect(within(screen.getByRole('combobox', { name: 'Rechercher par' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['Nom', 'Capitale', 'Langue', 'Monnaie']);
    expect(screen.getByRole('searchbox', { name: 'Rechercher par nom' })).toHaveAttribute('placeholder', 'rechercher');
    expect(screen.getByRole('combobox', { name: 'Région' })).toHaveDisplayValue('\u2068Océanie\u2069');
    expect(within(screen.getByRole('combobox', { name: 'Sous-région' })).getAllByRole('option')[0]).toHaveTextContent('Toutes');
    expect(within(screen.getByRole('combobox', { name: 'Trier par' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['Nom', 'Population', 'Superficie']);
    expect(within(screen.getByRole('group', { name: 'Sens du tri' })).getAllByRole('button').map((button) => button.textContent)).toEqual(['Croissant', 'Décroissant']);
    expect(container.querySelector('summary')).toHaveTextContent('Filtres et tri (2)');
    expect(screen.getByRole('radio', { name: 'Liste' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Carte' })).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent(/^\d+ pays$/);
    const australia = screen.getAllByRole('article').find((card) => within(card).queryByRole('heading', { name: '\u2068Australie\u2069' }));
    expect(australia).toHaveTextContent('Superficie:');
    expect(australia).toHaveTextContent('Région: Océanie');
    expect(within(australia as HTMLElement).getByRole('link')).toHaveTextContent('En savoir plus : \u2068Australie\u2069');
    expect(islandPropsIn(container)).toMatchObject({ locale: 'fr', messages: { 'countries.list.clear': [{ value: 'Effacer la recherche et les filtres' }] } });
  });

  it('says in French that nothing matches, with the search echoed and the link that clears it', async () => {
    await renderPage('/country?by=currency&q=xyz&region=Europe', inFrench);
    expect(screen.getByText(`Aucun pays dont une monnaie correspond à «${NBSP}\u2068xyz\u2069${NBSP}» dans la région \u2068Europe\u2069.`, { normalizer: (text) => text })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Effacer la recherche et les filtres' })).toHaveAttribute('href', '/fr/country?by=currency');
  });

  it('finds the countries of a language by its French name, and by its English one', async () => {
    expect(await cardsOf('?by=language&q=allemand')).toEqual({ names: ['Allemagne', 'Belgique', 'Liechtenstein', 'Luxembourg', 'Namibie', 'Suisse'], count: '6 pays' });
    // Austria's language in the data is Austro-Bavarian German (bar): "bavarois" in French.
    expect((await cardsOf('?by=language&q=bavarois')).names).toEqual(['Autriche']);
    expect((await cardsOf('?by=language&q=GERMAN')).names).toEqual(['Allemagne', 'Autriche', 'Belgique', 'Liechtenstein', 'Luxembourg', 'Namibie', 'Suisse']);
    // An English page matches the English names alone.
    expect((await cardsOf('?by=language&q=allemand', routeContext())).names).toEqual([]);
  });

  it('finds the countries of a currency by its French name, its English one or its code', async () => {
    expect((await cardsOf('?by=currency&q=roupie')).names).toEqual(['Bhoutan', 'Île Maurice', 'Inde', 'Indonésie', 'Népal', 'Pakistan', 'Seychelles', 'Sri Lanka', 'Zimbabwe']);
    expect((await cardsOf('?by=currency&q=euro')).count).toBe('37 pays');
    expect((await cardsOf('?by=currency&q=EUR')).count).toBe('37 pays');
    // Indonesia's rupiah is a "roupie" in French, but no "rupee" in English.
    expect((await cardsOf('?by=currency&q=rupee')).count).toBe('8 pays');
  });

  it('counts one country in the singular', async () => {
    await renderPage('/country?q=france', inFrench);
    expect(screen.getByRole('status')).toHaveTextContent(/^1 pays$/);
  });
});
