import { screen } from '@testing-library/react';
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

describe('the country page in French, on the real countries-api', () => {
  it('labels every fact, group and action in French, its figures and units in French form', async () => {
    await renderPage('/country/Nepal', french());
    expect(screen.getByRole('heading', { level: 2, name: 'Aperçu' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Pays frontaliers' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Situation' })).toBeInTheDocument();
    expect(value('Nom officiel')).toHaveTextContent('Federal Democratic Republic of Nepal');
    expect(value('Sous-région')).toHaveTextContent('Southern Asia');
    expect(value('Superficie')?.textContent).toBe('147\u202f181 km²');
    expect(value('Densité de population')).toHaveTextContent(/^\d+ habitants par km²$/);
    expect(value('Sans littoral')).toHaveTextContent('Oui');
    expect(value('Coordonnées de la capitale')).toHaveTextContent('27.7° N, 85.32° E');
    expect(screen.getByRole('list', { name: 'Chiffres clés' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour' })).toHaveAttribute('href', '/fr/country');
    expect(screen.getByRole('link', { name: 'Comparer Nepal à d’autres pays' })).toHaveTextContent('Comparer');
    expect(screen.getByRole('button', { name: 'Partager' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Pays frontaliers de Nepal' })).toBeInTheDocument();
  });

  it('writes west longitudes with O, and says an island has no land borders', async () => {
    await renderPage('/country/Iceland', french());
    expect(value('Coordonnées de la capitale')).toHaveTextContent(/° N, [\d.]+° O$/);
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
