import { screen, within } from '@testing-library/react';
import { untranslatedText } from '@worldatlas/i18n/test-kit';
import { COUNTRY_CARDS_ID } from '../features/list/card-selection';
import type { CountryListIslandProps } from '../islands/CountryListIsland';
import { islandPropsIn, renderPage, routeContext } from '../test/render';

// The list page in another language, as the server renders it (what a visitor without scripts gets,
// and what the form's GET answers): countries named in the page's language, ordered by those names
// as the language orders words, found by them and by their English names; the island given those
// names alone.

const inLanguage = (locale: string) => ({ ...routeContext(), locale });
const listPage = (search: string, locale: string) => renderPage(`/country${search}`, inLanguage(locale));

/** Data isolated inside a text or an attribute, as a page in another language than English writes it. */
const iso = (text: string) => `\u2068${text}\u2069`;
/** The shown cards' full names (their headings' titles), without their isolation. */
const cardNames = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').getAttribute('title')?.replace(/[\u2068\u2069]/g, ''));
/** The shown card named `name`. */
const card = (name: string) => screen.getByRole('heading', { name: iso(name) }).closest('article') as HTMLElement;

describe('the list in French', () => {
  it('names every card in French, isolated, and links it under the English name', async () => {
    await listPage('?q=allemagne', 'fr');
    const germany = card('Allemagne');
    expect(within(germany).getByRole('heading')).toContainHTML('<bdi>Allemagne</bdi>');
    expect(within(germany).getByRole('link')).toHaveAttribute('href', '/fr/country/Germany');
    expect(within(germany).getByRole('img')).toHaveAttribute('alt', `Drapeau : ${iso('Allemagne')}.`);
    expect(germany).toHaveTextContent('Région: Europe');
    expect(germany).toHaveTextContent('Capitale: Berlin');
  });

  it('orders the cards by their French names as French orders words, ascending and descending', async () => {
    const { container } = await listPage('', 'fr');
    const names = cardNames();
    expect(names.slice(0, 5)).toEqual(['Afghanistan', 'Afrique du Sud', 'Ahvenanmaa', 'Albanie', 'Algérie']);
    // É with the Es, Î with the Is: not after Z, as comparing code points would put them.
    expect(names.indexOf('Égypte')).toBeGreaterThan(names.indexOf('Dominique'));
    expect(names.indexOf('Égypte')).toBeLessThan(names.indexOf('Espagne'));
    expect([names.indexOf('Hongrie') < names.indexOf('Îles Salomon'), names.indexOf('Îles Salomon') < names.indexOf('Inde')]).toEqual([true, true]);
    expect(names.at(-1)).toBe('Zimbabwe');
    container.remove();
    await listPage('?sort=desc', 'fr');
    expect(cardNames().slice(0, 3)).toEqual(['Zimbabwe', 'Zambie', 'Yémen']);
  });

  it.each([
    ['Allemagne', ['Allemagne']],
    ['GERMANY', ['Allemagne']],
    ['cote', ["Côte d'Ivoire"]],
    ["Côte d'Ivoire", ["Côte d'Ivoire"]],
    ['Côte d’Ivoire', ["Côte d'Ivoire"]],
    ['ivory', ["Côte d'Ivoire"]],
    ['egypte', ['Égypte']],
  ])('finds by the French or the English name, in any case, accents ignored: %j finds %j', async (search, expected) => {
    await listPage(`?q=${encodeURIComponent(search)}`, 'fr');
    expect(cardNames()).toEqual(expected);
  });

  it("gives the cards of the page's scope both folded names for the page's pre-filter", async () => {
    await listPage('?region=Europe', 'fr');
    const germany = document.querySelector(`#${COUNTRY_CARDS_ID} li[data-cca3="DEU"]`);
    expect(germany).toHaveAttribute('data-prefilter-text', 'allemagne\ngermany');
    const monaco = document.querySelector(`#${COUNTRY_CARDS_ID} li[data-cca3="MCO"]`);
    expect(monaco).toHaveAttribute('data-prefilter-text', 'monaco');
  });

  it('names the regions and subregions in French in the filters, ordered as French orders them, and in what matched nothing', async () => {
    await listPage('?region=Europe&q=xyz', 'fr');
    // Each name isolated as data (an option holds no <bdi>).
    expect(within(screen.getByRole('combobox', { name: 'Région' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['Toutes', ...['Afrique', 'Amériques', 'Asie', 'Europe', 'Océanie'].map(iso)]);
    expect(within(screen.getByRole('combobox', { name: 'Sous-région' })).getAllByRole('option').map((option) => [option.textContent, option.getAttribute('value')])).toEqual([
      ['Toutes', 'all'],
      [iso('Europe centrale'), 'Central Europe'],
      [iso('Europe de l’Est'), 'Eastern Europe'],
      [iso('Europe de l’Ouest'), 'Western Europe'],
      [iso('Europe du Nord'), 'Northern Europe'],
      [iso('Europe du Sud'), 'Southern Europe'],
      [iso('Europe du Sud-Est'), 'Southeast Europe'],
    ]);
    expect(screen.getByText(/^Aucun pays dont le nom correspond/)).toHaveTextContent(`dans la région ${iso('Europe')}.`);
  });

  it("gives the island each country's French name and the regions' names, not the data's translations", async () => {
    const { container } = await listPage('', 'fr');
    const props = islandPropsIn(container) as CountryListIslandProps;
    expect(props.countries.find((country) => country.cca3 === 'DEU')).toEqual(expect.objectContaining({ name: { common: 'Germany' }, localName: 'Allemagne' }));
    // A name the same in both languages is sent once.
    expect(props.countries.find((country) => country.cca3 === 'MCO')).not.toHaveProperty('localName');
    expect(props.regionNames).toMatchObject({ Oceania: 'Océanie', 'Northern Europe': 'Europe du Nord' });
    expect(JSON.stringify(props)).not.toContain('translations');
  });
});

describe('the list in French searched by language', () => {
  it("gives the island the data's languages and currencies as they are: it names them in French itself", async () => {
    const { container } = await listPage('?by=language&q=allemand', 'fr');
    const props = islandPropsIn(container) as CountryListIslandProps;
    expect(props.searchFields?.find((fields) => fields.cca3 === 'DEU')).toEqual({ cca3: 'DEU', languages: { deu: 'German' }, currencies: { EUR: { name: 'Euro', symbol: '€' } } });
    expect(JSON.stringify(props.searchFields)).not.toMatch(/allemand|français/);
  });
});

describe('the list in Russian', () => {
  it("finds a name written with ’ by a search typed with ', and the other way round", async () => {
    const { container } = await listPage(`?q=${encodeURIComponent("кот-д'ивуар")}`, 'ru');
    expect(cardNames()).toEqual(['Кот-д’Ивуар']);
    container.remove();
    await listPage(`?q=${encodeURIComponent('Кот-д’Ив')}`, 'ru');
    expect(cardNames()).toEqual(['Кот-д’Ивуар']);
  });
});

describe('the list in Arabic', () => {
  it('finds a country by its Arabic name or its English one', async () => {
    const { container } = await listPage(`?q=${encodeURIComponent('ألمانيا')}`, 'ar');
    expect(cardNames()).toEqual(['ألمانيا']);
    container.remove();
    await listPage('?q=germany', 'ar');
    expect(cardNames()).toEqual(['ألمانيا']);
  });

  it('orders the cards by their Arabic names', async () => {
    await listPage('?region=Africa', 'ar');
    const names = cardNames();
    // Egypt before Zimbabwe in English; in Arabic زيمبابوي (zay) comes before مصر (mim).
    expect(names.indexOf('زيمبابوي')).toBeLessThan(names.indexOf('مصر'));
    expect(names.indexOf('الجزائر')).toBeLessThan(names.indexOf('زيمبابوي'));
  });

  it('isolates every piece of data in Latin letters: capitals, names the data has only in English, the search echoed', async () => {
    const pages = ['?region=Oceania', '?region=Americas&sortBy=area', '?by=capital&q=xyz&region=Europe'];
    for (const search of pages) {
      const { container } = await listPage(search, 'ar');
      expect([search, untranslatedText(container.innerHTML)]).toEqual([search, []]);
      container.remove();
    }
  });
});

describe('the list in English', () => {
  it('gives the island neither local names nor region names', async () => {
    const { container } = await renderPage('/country');
    const props = islandPropsIn(container) as CountryListIslandProps;
    expect(props.countries.some((country) => 'localName' in country)).toBe(false);
    expect(props).not.toHaveProperty('regionNames');
    expect(container.querySelector('bdi')).toBeNull();
  });
});
