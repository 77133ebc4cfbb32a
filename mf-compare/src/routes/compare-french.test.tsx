import { within } from '@testing-library/react';
import { renderCompared, routeContext } from '../test/render';

/** The compare page at `path` rendered in French, its loader on the real countries-api. */
const renderFrench = (path: string) => renderCompared(path, { ...routeContext(), locale: 'fr' });

/** The cell of `row` (its label) in the column of the `index`th compared country (from 1). */
function cell(table: HTMLElement, row: string, index: number): HTMLElement {
  const found = within(table).getByRole('rowheader', { name: row }).parentElement?.querySelectorAll('td')[index - 1];
  if (!found) throw new Error(`no ${row} cell ${index}`);
  return found;
}

describe('the compare page in French', () => {
  it('labels the table, its rows and its marks in French, figures the French way and names from the data', async () => {
    const { container } = await renderFrench('/compare?countries=NPL,CHE');
    expect(within(container).getByRole('heading', { level: 1 })).toHaveTextContent('Népal vs Suisse');
    const table = within(container).getByRole('region', { name: 'Tableau comparatif' });
    expect(within(table).getAllByRole('rowheader').map((row) => row.textContent)).toEqual([
      'Population',
      'Superficie',
      'Densité de population',
      'Capitale',
      'Région',
      'Sous-région',
      'Langues',
      'Monnaies',
      'Indicatif téléphonique',
      'Fuseaux horaires',
      'Sens de circulation',
      'Sans littoral',
      'Membre de l’ONU',
      'Domaine de premier niveau',
      'Frontières',
    ]);
    // French groups digits with a (narrow) no-break space; the larger of two is "plus grand".
    expect(cell(table, 'Superficie', 1)).toHaveTextContent(/^147\s181 km²plus grand$/);
    expect(cell(table, 'Densité de population', 1)).toHaveTextContent(/^\d+ habitants par km²$/);
    expect(within(table).getAllByText('plus grand')).toHaveLength(3);
    expect(cell(table, 'Sans littoral', 2)).toHaveTextContent('Oui');
    expect(cell(table, 'Sens de circulation', 1)).toHaveTextContent('À gauche');
    expect(within(table).getByRole('link', { name: 'Retirer Suisse' })).toHaveAttribute('href', '/fr/compare?countries=NPL');
    expect(within(container).getByText('Population et superficie, chacune à l’échelle du plus grand des deux pays comparés.')).toBeInTheDocument();
    // The names in an attribute are isolated by U+2068 and U+2069, the <bdi> of plain text.
    expect(within(container).getByRole('img', { name: 'Population de \u2068Népal\u2069, \u2068Suisse\u2069 en barres ; le tableau donne les chiffres.' })).toBeInTheDocument();
    expect(within(container).getByRole('img', { name: '\u2068Népal\u2069 et \u2068Suisse\u2069 sur une carte du monde' })).toBeInTheDocument();
  });

  it('marks the largest of three as "le plus grand", and marks shared neighbours for screen readers', async () => {
    const { container } = await renderFrench('/compare?countries=CHE,AUT,ITA');
    const table = within(container).getByRole('table');
    expect(within(table).getAllByText('le plus grand')).toHaveLength(3);
    expect(within(table).getAllByRole('link', { name: 'Liechtenstein (commun)' })).toHaveLength(2);
    expect(within(table).getAllByRole('link', { name: 'Allemagne (commun)' })[0]).toHaveAttribute('href', '/fr/country/Germany');
    expect(within(container).getByText(/à l’échelle du plus grand des pays comparés\.$/)).toBeInTheDocument();
  });

  it('offers the picker in French, with its prompt and the country chosen so far', async () => {
    const { container } = await renderFrench('/compare?countries=NPL');
    expect(within(container).getByRole('heading', { level: 1 })).toHaveTextContent('Comparer des pays');
    expect(within(container).getByText(/^Choisissez au moins deux pays/)).toBeInTheDocument();
    expect(within(container).getByRole('list', { name: 'Choisi jusqu’ici' })).toBeInTheDocument();
    const form = within(container).getByRole('search', { name: 'Ajouter un pays' });
    const field = within(form).getByRole('combobox', { name: 'Pays à ajouter' });
    // Its description, read as a browser reads it (jsdom takes <bdi> for a block, and adds spaces around it).
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')).toHaveTextContent('Saisissez un nom, par exemple Chili, puis choisissez Ajouter.');
    expect(within(container).getByRole('list', { name: 'Choisi jusqu’ici' })).toHaveTextContent('NépalRetirer Népal');
    expect(within(form).getByRole('button', { name: 'Ajouter' })).toBeInTheDocument();
  });

  it('says in French why a name was not added', async () => {
    const unknown = await renderFrench('/compare?countries=NPL,CHE&add=Atlantis');
    expect(within(unknown.container).getByRole('status')).toHaveTextContent('Aucun pays ne s’appelle « Atlantis ».');
    const full = await renderFrench('/compare?countries=NPL,CHE,CHL,PER&add=Brazil');
    expect(within(full.container).getByRole('status')).toHaveTextContent('Impossible d’ajouter Brésil : quatre pays sont déjà comparés.');
  });

  it('names unknown codes in French quotation marks, and links the comparison of the known ones', async () => {
    const { page, container } = await renderFrench('/compare?countries=NPL,XYZ,QQQ,CHE');
    expect(page.status).toBe(404);
    expect(within(container).getByRole('heading', { level: 1 })).toHaveTextContent('Code de pays introuvable');
    expect(within(container).getByText(/^Aucun pays n’a le code/)).toHaveTextContent(/^Aucun pays n’a le code « XYZ » et « QQQ »\./);
    const link = within(container).getByRole('link', { name: /^Comparer Népal/ });
    expect([link.textContent, link.getAttribute('href')]).toEqual(['Comparer Népal, Suisse', '/fr/compare?countries=NPL,CHE']);
  });
});
