import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PREFILTER_SCRIPT } from '@worldatlas/islands';
import { hydrateIslands, renderPage } from '../test/render';

// The list page before its island's code has arrived, with the page's inline pre-filter running
// (as every page carries it): typing filters the server's cards by name at once, and the island,
// once it arrives, adopts what was typed and shows the same cards.

beforeAll(() => window.eval(PREFILTER_SCRIPT));

const cardNames = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').getAttribute('title'));
const searchBox = () => screen.getByRole('searchbox', { name: /^Search by/ });

/** The list page at `/country{search}` in the document, as served: no island started yet. */
async function servePage(search = '') {
  window.history.replaceState(null, '', `/country${search}`);
  const { container } = await renderPage(`/country${search}`);
  return container;
}

/** The cards the server shows for `/country{search}`: its own filter, on another page. */
async function serverCards(search: string) {
  const { container } = await renderPage(`/country${search}`);
  const names = [...container.querySelectorAll('article h2')].map((heading) => heading.getAttribute('title'));
  container.remove();
  return names;
}

describe("the page's pre-filter, before the list island's code arrives", () => {
  it('filters the cards by name as the visitor types, and counts them; cleared, every card shows again in its place', async () => {
    await servePage();
    const first = cardNames().slice(0, 3);
    const user = userEvent.setup();
    await user.type(searchBox(), 'sao');
    expect(cardNames()).toEqual(['São Tomé and Príncipe']);
    expect(screen.getByRole('status')).toHaveTextContent('1 country');
    await user.clear(searchBox());
    const all = cardNames();
    expect([all.length, ...all.slice(0, 3)]).toEqual([250, ...first]);
    expect(screen.getByRole('status')).toHaveTextContent('250 countries');
  });

  it.each([
    ['CURACAO', ['Curaçao']],
    [' reunion ', ['Réunion']],
    ['PERÚ', ['Peru']],
  ])('ignores case and accents: %j finds %j', async (text, expected) => {
    await servePage();
    await userEvent.setup().type(searchBox(), text);
    expect(cardNames()).toEqual(expected);
  });

  it("finds what the server's own search finds for the same text", async () => {
    const user = userEvent.setup();
    for (const text of ['ÅLAND', 'new  zealand']) {
      const expected = await serverCards(`?q=${encodeURIComponent(text)}`);
      const page = await servePage();
      await user.type(searchBox(), text);
      expect([text, cardNames()]).toEqual([text, expected]);
      page.remove();
    }
  });

  it("keeps to the page's region and order, and shows nothing, said by the count, when nothing matches", async () => {
    await servePage('?region=Europe&sort=desc');
    const user = userEvent.setup();
    await user.type(searchBox(), 'an');
    expect(cardNames()).toEqual(await serverCards('?q=an&region=Europe&sort=desc'));
    await user.type(searchBox(), 'xyz');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 countries');
  });

  it('leaves the cards as they are while the search is by capital: the island searches capitals when it arrives', async () => {
    const page = await servePage();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Search by' }), 'Capital');
    await user.type(searchBox(), 'bogota');
    expect(cardNames()).toHaveLength(250);
    await hydrateIslands(page);
    await waitFor(() => expect(cardNames()).toEqual(['Colombia']));
  });
});

describe('the list island taking over from the pre-filter', () => {
  it('adopts what was typed and shows the same cards, the same elements, with nothing reported by React', async () => {
    const errors = jest.spyOn(console, 'error');
    const page = await servePage();
    const user = userEvent.setup();
    await user.type(searchBox(), 'nep');
    expect(cardNames()).toEqual(['Nepal']);
    const nepal = screen.getByRole('article');

    await hydrateIslands(page);
    expect(page.querySelector('[data-island]')).toHaveAttribute('data-hydrated');
    await waitFor(() => expect(window.location.search).toBe('?q=nep'));
    expect(cardNames()).toEqual(['Nepal']);
    expect(screen.getByRole('article')).toBe(nepal);
    expect(screen.getByRole('status')).toHaveTextContent('1 country');
    expect(searchBox()).toHaveValue('nep');

    // From now on the island answers.
    await user.clear(searchBox());
    await user.click(screen.getByRole('button', { name: 'Desc' }));
    await waitFor(() => expect(cardNames()).toHaveLength(250));
    expect(cardNames()[0]).toBe('Zimbabwe');
    expect(errors).not.toHaveBeenCalled();
  });

  it("shows its own query's cards when the pre-filter changed them and the query came back to the page's", async () => {
    const page = await servePage('?by=capital&q=par');
    const rendered = cardNames();
    expect(rendered).toContain('France');
    const user = userEvent.setup();
    const searchBy = screen.getByRole('combobox', { name: 'Search by' });
    // By name, "parx" then "par": the pre-filter shows the names with "par"; then back to capital.
    await user.selectOptions(searchBy, 'Name');
    await user.type(searchBox(), 'x{Backspace}');
    expect(cardNames()).toEqual(['Paraguay']);
    await user.selectOptions(searchBy, 'Capital');
    await hydrateIslands(page);
    await waitFor(() => expect(cardNames()).toEqual(rendered));
    expect(screen.getByRole('status')).toHaveTextContent(`${rendered.length} countries`);
  });
});
