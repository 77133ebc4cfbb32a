import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PREFILTER_SCRIPT } from '@worldatlas/islands';
import { hydrateIslands, renderListIsland, renderPage, routeContext } from '../test/render';

// The list in another language in the browser: the page's pre-filter before the island's code
// arrives, then the island, both finding countries by their names in the page's language and in
// English, and the island ordering them by the names it shows. Within one region each: fewer cards
// to move on a busy machine.

beforeAll(() => window.eval(PREFILTER_SCRIPT));

/** The shown cards' full names (their headings' titles), without their isolation. */
const cardNames = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').getAttribute('title')?.replace(/[\u2068\u2069]/g, ''));
const searchBox = () => screen.getByRole('searchbox');

describe('the list island in French', () => {
  it.each([
    ['Europe', ['allemagne', 'GERMANY'], ['Allemagne']],
    ['Africa', ["cote d'iv", 'ivory'], ["Côte d'Ivoire"]],
    ['Africa', ['Égypte', 'egypte'], ['Égypte']],
  ])('finds a country by its French or its English name as the visitor types, accents ignored (in %s: %j)', async (region, texts, expected) => {
    await renderListIsland(`?region=${region}`, { locale: 'fr' });
    const user = userEvent.setup();
    for (const text of texts) {
      await user.clear(searchBox());
      await user.type(searchBox(), text);
      await waitFor(() => expect([text, cardNames()]).toEqual([text, expected]));
    }
  });

  it('orders by the French names, and Décroissant turns the order round', async () => {
    await renderListIsland('?region=Africa', { locale: 'fr' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Décroissant' }));
    await waitFor(() => expect(cardNames().slice(0, 3)).toEqual(['Zimbabwe', 'Zambie', 'Tunisie']));
    await user.click(screen.getByRole('button', { name: 'Croissant' }));
    await waitFor(() => expect(cardNames().slice(0, 3)).toEqual(['Afrique du Sud', 'Algérie', 'Angola']));
    // Égypte among the Es, not after Zimbabwe.
    expect(cardNames().indexOf('Égypte')).toBeLessThan(cardNames().indexOf('Éthiopie'));
  });

  it("names a region's subregions in French, in French order, and says in French that nothing matched", async () => {
    await renderListIsland('', { locale: 'fr' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Région' }), 'Oceania');
    const subregions = within(screen.getByRole('combobox', { name: 'Sous-région' })).getAllByRole('option');
    // Each name isolated as data (an option holds no <bdi>).
    expect(subregions.map((option) => option.textContent)).toEqual(['Toutes', ...['Australasie', 'Mélanésie', 'Polynésie', 'région micronésienne'].map((name) => `\u2068${name}\u2069`)]);
    await user.type(searchBox(), 'xyz');
    await waitFor(() => expect(screen.getByText(/^Aucun pays dont le nom/)).toHaveTextContent('correspond à « \u2068xyz\u2069 » dans la région \u2068Océanie\u2069.'));
  });
});

describe('search by language and by currency in the French list island', () => {
  // The island loads the data's languages and currencies (English names) itself, and names them in French as the server does.
  it.each([
    ['?by=language&region=Europe', [['allemand', ['Allemagne', 'Belgique', 'Liechtenstein', 'Luxembourg', 'Suisse']], ['BAVAROIS', ['Autriche']], ['german', ['Allemagne', 'Autriche', 'Belgique', 'Liechtenstein', 'Luxembourg', 'Suisse']]]],
    ['?by=currency&region=Asia', [['roupie', ['Bhoutan', 'Inde', 'Indonésie', 'Népal', 'Pakistan', 'Sri Lanka']], ['rupee', ['Bhoutan', 'Inde', 'Népal', 'Pakistan', 'Sri Lanka']], ['yen japonais', ['Japon']]]],
  ] as const)('finds by the French name and the English one as the visitor types (%s)', async (search, typed) => {
    await renderListIsland(search, { locale: 'fr' });
    const user = userEvent.setup();
    for (const [text, expected] of typed) {
      await user.clear(searchBox());
      await user.type(searchBox(), text);
      await waitFor(() => expect([text, cardNames()]).toEqual([text, expected]));
    }
  });
});

describe('the list island in Arabic', () => {
  it('finds a country by its Arabic name, vowel signs or not, and by its English one', async () => {
    await renderListIsland('?region=Africa', { locale: 'ar' });
    const user = userEvent.setup();
    for (const text of ['مصر', 'مِصْر', 'egypt']) {
      await user.clear(searchBox());
      await user.type(searchBox(), text);
      await waitFor(() => expect([text, cardNames()]).toEqual([text, ['مصر']]));
    }
  });
});

describe("the page's pre-filter on a page in another language", () => {
  /** The list page at `/country{search}` in the language tagged `locale`, as served: no island started yet. */
  async function servePage(locale: string, search: string) {
    window.history.replaceState(null, '', `/country${search}`);
    const { container } = await renderPage(`/country${search}`, { ...routeContext(), locale });
    return container;
  }

  it.each([
    ['fr', '?region=Europe', 'allemagne', ['Allemagne']],
    ['fr', '?region=Europe', 'Germany', ['Allemagne']],
    ['fr', '?region=Africa', 'cote', ["Côte d'Ivoire"]],
    // Kana voicing counts: ドイツ is Germany, and no トイツ.
    ['ja', '?region=Europe', 'ドイツ', ['ドイツ']],
    ['ja', '?region=Europe', 'ﾄﾞｲﾂ', ['ドイツ']],
  ])('on a page in %s (%s), finds by the name in that language and in English: %j finds %j', async (locale, search, text, expected) => {
    await servePage(locale, search);
    await userEvent.setup().type(searchBox(), text);
    expect(cardNames()).toEqual(expected);
  });

  it('hands over to the island, which shows the same cards', async () => {
    const page = await servePage('fr', '?region=Europe');
    const user = userEvent.setup();
    await user.type(searchBox(), 'allem');
    expect(cardNames()).toEqual(['Allemagne']);
    const germany = screen.getByRole('article');
    await hydrateIslands(page);
    await waitFor(() => expect(window.location.search).toBe('?q=allem&region=Europe'));
    expect(cardNames()).toEqual(['Allemagne']);
    expect(screen.getByRole('article')).toBe(germany);
  });
});
