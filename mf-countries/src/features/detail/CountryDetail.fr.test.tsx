import { screen, within } from '@testing-library/react';
import { requestTestResource } from '@worldatlas/routing/test-kit';
import { intlFor } from '../../i18n';
import { COUNTRIES_ROUTES, renderPage, routeContext } from '../../test/render';
import { cardFactsOf } from '../share-card/ShareCard';

/** The route's context with the page in French, as the render server gives it under /fr. */
const french = () => ({ ...routeContext(), locale: 'fr' });

/** The definition (value) that follows the term `label` in the details list. */
function value(label: string) {
  const terms = screen.getAllByRole('term').map((term) => term.textContent);
  return screen.getAllByRole('definition')[terms.indexOf(label)];
}

/** `text` with its data isolated, as a page in another language than English writes it inside a message or an attribute. */
const iso = (text: string) => `\u2068${text}\u2069`;

describe('the country page in French, on the real countries-api', () => {
  it('labels every fact, group and action in French, its figures and units in French form', async () => {
    await renderPage('/country/Nepal', french());
    expect(screen.getByRole('heading', { level: 2, name: 'Aperçu' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Pays frontaliers' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Situation' })).toBeInTheDocument();
    expect(value('Superficie')?.textContent).toBe(`${iso('147\u202f181')} km²`);
    expect(value('Densité de population')).toHaveTextContent(/^\u2068\d+\u2069 habitants par km²$/);
    expect(value('Sans littoral')).toHaveTextContent('Oui');
    expect(value('Coordonnées de la capitale')?.textContent).toBe(`${iso('27.7')}° N, ${iso('85.32')}° E`);
    expect(screen.getByRole('list', { name: 'Chiffres clés' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour' })).toHaveAttribute('href', '/fr/country');
    expect(screen.getByRole('button', { name: 'Partager' })).toBeInTheDocument();
  });

  it("names the country, its region, languages and currencies in French, and its people as the data does in French", async () => {
    await renderPage('/country/Nepal', french());
    expect(screen.getByRole('heading', { level: 1 })).toContainHTML('<bdi>Népal</bdi>');
    expect(value('Nom officiel')?.innerHTML).toBe('<bdi>République du Népal</bdi>');
    expect(value('Région')).toHaveTextContent(/^Asie$/);
    expect(value('Sous-région')).toHaveTextContent(/^Asie du Sud$/);
    expect(value('Langues')?.innerHTML).toBe('<bdi>népalais</bdi>');
    expect(value('Monnaies')?.innerHTML).toBe('<bdi>roupie népalaise</bdi>');
    expect(value('Gentilé')?.textContent).toBe(`${iso('Népalais')} (masculin), ${iso('Népalaise')} (féminin)`);
    // The data's own words stay as they are, isolated: the capital, the native name, the domain and the calling code.
    expect(value('Capitale')?.innerHTML).toBe('<bdi>Kathmandu</bdi>');
    expect(value('Noms locaux')?.innerHTML).toBe('<bdi>नेपाल</bdi>');
    expect(value('Domaine de premier niveau')?.innerHTML).toBe('<bdi>.np</bdi>');
    expect(value('Indicatif téléphonique')?.innerHTML).toBe('<bdi>+977</bdi>');
    expect(value('Fuseaux horaires')).toHaveTextContent(/^UTC\+05:45$/);
    expect(screen.getByRole('img', { name: `Drapeau : ${iso('Népal')}.` })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `${iso('Népal')} sur une carte du monde` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `${iso('Népal')} : comparer à d’autres pays` })).toHaveTextContent('Comparer');
  });

  it('names the border countries in French, linked under their English names, on the chips and on the map', async () => {
    await renderPage('/country/Nepal', french());
    const borders = screen.getByRole('heading', { level: 2, name: 'Pays frontaliers' }).parentElement as HTMLElement;
    expect(within(borders).getAllByRole('link').map((link) => [link.innerHTML, link.getAttribute('href')])).toEqual([
      ['<bdi>Chine</bdi>', '/fr/country/China'],
      ['<bdi>Inde</bdi>', '/fr/country/India'],
    ]);
    const map = screen.getByRole('group', { name: `${iso('Népal')} : pays frontaliers` });
    expect(within(map).getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([iso('Chine'), iso('Inde')]);
  });

  it('lists several names as French lists them', async () => {
    await renderPage('/country/Switzerland', french());
    expect(value('Langues')).toHaveTextContent(/^français, suisse allemand, italien et romanche$/);
    expect(value('Noms locaux')).toHaveTextContent(/^Suisse, Schweiz, Svizzera et Svizra$/);
    expect(value('Monnaies')).toHaveTextContent(/^franc suisse$/);
  });

  it("marks a name CLDR lacks as the data's English one", async () => {
    await renderPage('/country/Belize', french());
    const english = value('Langues')?.querySelectorAll('bdi[lang="en"]');
    expect([...(english ?? [])].map((name) => name.textContent)).toEqual(['Belizean Creole']);
  });

  it('writes west longitudes with O, and says an island has no land borders', async () => {
    await renderPage('/country/Iceland', french());
    expect(value('Coordonnées de la capitale')).toHaveTextContent(/° N, \u2068[\d.]+\u2069° O$/);
    expect(screen.getByText('Aucune frontière terrestre')).toBeInTheDocument();
  });

  it('answers a name no country has with the French error text', async () => {
    const { page } = await renderPage('/country/Atlantis', french());
    expect(page.statusCode).toBe(404);
    expect(JSON.stringify(page.errors)).toContain('Pays introuvable');
  });

  it("refuses a card for an unknown name in French, as plain text", async () => {
    const answer = await requestTestResource(COUNTRIES_ROUTES, '/country/Atlantis/card.png', { context: french() });
    expect(answer).toMatchObject({ kind: 'resource', status: 404 });
    expect(new TextDecoder().decode((answer as { body: Uint8Array }).body)).toBe('Pays introuvable');
  });
});

describe("the card's texts in French", () => {
  it("labels the card's facts and motto in French, numbers in French form", () => {
    const card = cardFactsOf({ name: { common: 'Nepal', official: 'Federal Democratic Republic of Nepal' }, capital: ['Kathmandu'], population: 29_136_808, region: 'Asia' } as Parameters<typeof cardFactsOf>[0], intlFor('fr'), 'fr');
    expect(card.facts.map(({ label, text }) => [label, text])).toEqual([
      ['Capitale', 'Kathmandu'],
      ['Population', '29\u202f136\u202f808'],
      ['Région', 'Asie'],
    ]);
    expect(card.tagline).toBe('Faits, drapeaux et chiffres de chaque pays');
  });
});
