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
    expect(within(container).getByRole('heading', { level: 1 })).toHaveTextContent('Nepal vs Switzerland');
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
    expect(within(table).getAllByText('plus grand')).toHaveLength(3);
    expect(cell(table, 'Sans littoral', 2)).toHaveTextContent('Oui');
    expect(cell(table, 'Sens de circulation', 1)).toHaveTextContent('À gauche');
    expect(within(table).getByRole('link', { name: 'Retirer Switzerland' })).toHaveAttribute('href', '/fr/compare?countries=NPL');
    expect(within(container).getByText('Population et superficie, chacune à l’échelle du plus grand des deux pays comparés.')).toBeInTheDocument();
    expect(within(container).getByRole('img', { name: 'Population de Nepal, Switzerland en barres ; le tableau donne les chiffres.' })).toBeInTheDocument();
    expect(within(container).getByRole('img', { name: 'Nepal et Switzerland sur une carte du monde' })).toBeInTheDocument();
  });

  it('marks the largest of three as "le plus grand", and marks shared neighbours for screen readers', async () => {
    const { container } = await renderFrench('/compare?countries=CHE,AUT,ITA');
    const table = within(container).getByRole('table');
    expect(within(table).getAllByText('le plus grand')).toHaveLength(3);
    expect(within(table).getAllByRole('link', { name: 'Liechtenstein (commun)' })).toHaveLength(2);
    expect(within(container).getByText(/à l’échelle du plus grand des pays comparés\.$/)).toBeInTheDocument();
  });

  it('offers the picker in French, with its prompt and the country chosen so far', async () => {
    const { container } = await renderFrench('/compare?countries=NPL');
    expect(within(container).getByRole('heading', { level: 1 })).toHaveTextContent('Comparer des pays');
    expect(within(container).getByText(/^Choisissez au moins deux pays/)).toBeInTheDocument();
    expect(within(container).getByRole('list', { name: 'Choisi jusqu’ici' })).toBeInTheDocument();
    const form = within(container).getByRole('search', { name: 'Ajouter un pays' });
    expect(within(form).getByRole('combobox', { name: 'Pays à ajouter' })).toHaveAccessibleDescription('Saisissez un nom, par exemple Chile, puis choisissez Ajouter.');
    expect(within(form).getByRole('button', { name: 'Ajouter' })).toBeInTheDocument();
  });

  it('says in French why a name was not added', async () => {
    const unknown = await renderFrench('/compare?countries=NPL,CHE&add=Atlantis');
    expect(within(unknown.container).getByRole('status')).toHaveTextContent('Aucun pays ne s’appelle « Atlantis ».');
    const full = await renderFrench('/compare?countries=NPL,CHE,CHL,PER&add=Brazil');
    expect(within(full.container).getByRole('status')).toHaveTextContent('Impossible d’ajouter Brazil : quatre pays sont déjà comparés.');
  });

  it('names unknown codes in French quotation marks, and links the comparison of the known ones', async () => {
    const { page, container } = await renderFrench('/compare?countries=NPL,XYZ,QQQ,CHE');
    expect(page.status).toBe(404);
    expect(within(container).getByRole('heading', { level: 1 })).toHaveTextContent('Code de pays introuvable');
    expect(within(container).getByText(/^Aucun pays n’a le code « XYZ » et « QQQ »\./)).toBeInTheDocument();
    expect(within(container).getByRole('link', { name: 'Comparer Nepal, Switzerland' })).toHaveAttribute('href', '/fr/compare?countries=NPL,CHE');
  });
});
