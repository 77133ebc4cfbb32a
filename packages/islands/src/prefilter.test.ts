import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PREFILTER_SCRIPT } from './prefilter-script';

// The page's pre-filter as the browser runs it (once for this file: its listener is on the
// document), on lists marked as PREFILTER_ATTRIBUTES says.

beforeAll(() => window.eval(PREFILTER_SCRIPT));

/**
 * A page with an island holding a search form (by name or by capital) and, outside it, a list of
 * five items: Åland Islands, Albania and Andorra shown; Angola kept (not matching the page's
 * search); Austria out of the page's scope (no text). `island` is the island element's attributes.
 */
function servePage(island = '') {
  document.body.innerHTML = `
    <div data-island="demo/List" lang="en" ${island}>
      <form>
        <label>Search by <select name="by"><option value="name">Name</option><option value="capital">Capital</option></select></label>
        <label>Search <input type="search" name="q" data-prefilter="places" data-prefilter-when="by=name"></label>
        <p role="status" data-prefilter-count="places" data-prefilter-plural='{"one":"# place","other":"# places"}'>3 places</p>
      </form>
    </div>
    <ul id="places">
      <li data-prefilter-text="aland islands">Åland Islands</li>
      <li data-prefilter-text="albania">Albania</li>
      <template><li data-prefilter-text="angola">Angola</li></template>
      <li data-prefilter-text="andorra">Andorra</li>
      <template><li>Austria</li></template>
    </ul>`;
  return document.getElementById('places') as HTMLElement;
}

const shown = () => screen.queryAllByRole('listitem').map((item) => item.textContent);
const search = () => screen.getByRole('searchbox', { name: 'Search' });

describe('the page pre-filter', () => {
  it('shows the items whose text contains what is typed, folded, in their places, and counts them', async () => {
    const list = servePage();
    const user = userEvent.setup();
    await user.type(search(), 'AL');
    expect(shown()).toEqual(['Åland Islands', 'Albania']);
    expect(screen.getByRole('status')).toHaveTextContent('2 places');
    expect(list).toHaveAttribute('data-prefiltered');
    await user.clear(search());
    await user.type(search(), '  ÁND ');
    expect(shown()).toEqual(['Åland Islands', 'Andorra']);
    await user.clear(search());
    await user.type(search(), 'ang');
    expect(shown()).toEqual(['Angola']);
    expect(screen.getByRole('status')).toHaveTextContent('1 place');
    // Cleared: every item of the page's scope, in order; the one out of it stays out.
    await user.clear(search());
    expect(shown()).toEqual(['Åland Islands', 'Albania', 'Angola', 'Andorra']);
    expect(list.querySelector('template')?.content.textContent).toBe('Austria');
  });

  it("folds a typographic apostrophe as foldText does: d’ finds the text written with d'", async () => {
    servePage();
    document.getElementById('places')?.insertAdjacentHTML('beforeend', `<li data-prefilter-text="cote d'ivoire">Côte d'Ivoire</li>`);
    await userEvent.setup().type(search(), 'CÔTE D’IV');
    expect(shown()).toEqual(["Côte d'Ivoire"]);
  });

  it('filters again once the document is parsed: items that arrived after the typing are filtered too', async () => {
    const list = servePage();
    await userEvent.setup().type(search(), 'and');
    list.insertAdjacentHTML('beforeend', '<li data-prefilter-text="argentina">Argentina</li><li data-prefilter-text="rwanda">Rwanda</li>');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(shown()).toEqual(['Åland Islands', 'Andorra', 'Rwanda']);
    expect(screen.getByRole('status')).toHaveTextContent('3 places');
  });

  it("leaves a list no one typed into as the page sent it when the document is parsed, its own query's search included", () => {
    servePage();
    (search() as HTMLInputElement).value = 'zzz';
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(shown()).toEqual(['Åland Islands', 'Albania', 'Andorra']);
    expect(screen.getByRole('status')).toHaveTextContent('3 places');
  });

  it('hides the list when nothing matches, and says 0', async () => {
    const list = servePage();
    await userEvent.setup().type(search(), 'xyz');
    expect(shown()).toEqual([]);
    expect(list).not.toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('0 places');
  });

  it("on a page whose own query matched nothing, shows the matches, their count, and hides the page's empty state", async () => {
    document.body.innerHTML = `
      <div data-island="demo/List" lang="en">
        <form><label>Search <input type="search" name="q" value="zzz" data-prefilter="places"></label></form>
        <div data-prefilter-empty="places"><p>No places whose name matches “zzz”.</p></div>
        <p role="status" hidden data-prefilter-count="places" data-prefilter-plural='{"one":"# place","other":"# places"}'>0 places</p>
      </div>
      <ul id="places" hidden>
        <template><li data-prefilter-text="albania">Albania</li></template>
        <template><li data-prefilter-text="andorra">Andorra</li></template>
      </ul>`;
    const user = userEvent.setup();
    await user.clear(search());
    await user.type(search(), 'alb');
    expect(shown()).toEqual(['Albania']);
    expect(screen.getByRole('status')).toHaveTextContent('1 place');
    expect(screen.queryByText('No places whose name matches “zzz”.')).not.toBeVisible();
  });

  it("does nothing while the form's field named in data-prefilter-when has another value", async () => {
    const list = servePage();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Search by' }), 'Capital');
    await user.type(search(), 'alb');
    expect(shown()).toEqual(['Åland Islands', 'Albania', 'Andorra']);
    expect(list).not.toHaveAttribute('data-prefiltered');
  });

  it('does nothing once the island has started: the island owns the list', async () => {
    const list = servePage('data-hydrated');
    await userEvent.setup().type(search(), 'alb');
    expect(shown()).toEqual(['Åland Islands', 'Albania', 'Andorra']);
    expect(screen.getByRole('status')).toHaveTextContent('3 places');
    expect(list).not.toHaveAttribute('data-prefiltered');
  });

  it('keeps working when the island could not start', async () => {
    servePage('data-island-failed');
    await userEvent.setup().type(search(), 'alb');
    expect(shown()).toEqual(['Albania']);
  });
});

/** The words of the first items' texts, each in that many: typing one shows that many items. */
const FIRST = { one: 1, two: 2, three: 3, eleven: 11 };

/** A page in `lang` whose count's forms are `forms` (as `data-prefilter-plural`), over `size` items, each with the text `all` and the {@link FIRST} words it has. */
function servePageIn(lang: string, forms: Record<string, string>, size: number) {
  const words = (index: number) => ['all', ...Object.entries(FIRST).filter(([, first]) => index < first).map(([word]) => word)].join(' ');
  const items = Array.from({ length: size }, (_item, index) => `<li data-prefilter-text="${words(index)}">${index}</li>`).join('');
  document.body.innerHTML = `
    <div lang="${lang}">
      <div data-island="demo/List">
        <form><label>Search <input type="search" name="q" data-prefilter="places"></label></form>
        <p role="status" data-prefilter-count="places" data-prefilter-plural='${JSON.stringify(forms)}'></p>
      </div>
      <ul id="places">${items}</ul>
    </div>`;
}

/** The count once `text` is typed in the emptied search box. */
async function countFor(text: string) {
  const user = userEvent.setup();
  await user.clear(search());
  if (text) await user.type(search(), text);
  return screen.getByRole('status').textContent;
}

describe("the pre-filter's count, in the page's language", () => {
  it("takes the form of the number's plural category in Arabic: zero, one, two, few, many and other", async () => {
    servePageIn('ar', { zero: 'لا دولة', one: 'دولة واحدة', two: 'دولتان', few: '# دول', many: '# دولة', other: '# دولة من الدول' }, 102);
    const counts: (string | null)[] = [];
    for (const text of ['none', 'one', 'two', 'three', 'eleven', 'all']) counts.push(await countFor(text));
    expect(counts).toEqual(['لا دولة', 'دولة واحدة', 'دولتان', '3 دول', '11 دولة', '102 دولة من الدول']);
  });

  it("counts 0 as French does, in the singular, and writes the number in French form", async () => {
    servePageIn('fr', { one: '# pays trouvé', other: '# pays trouvés' }, 1250);
    expect(await countFor('none')).toBe('0 pays trouvé');
    expect(await countFor('two')).toBe('2 pays trouvés');
    expect(await countFor('')).toBe('1\u202f250 pays trouvés');
  });

  it('takes an exact form before the category, and other for a category the forms lack', async () => {
    servePageIn('fr', { '=2': 'deux pays', other: '# pays' }, 3);
    expect([await countFor('two'), await countFor('one'), await countFor('three')]).toEqual(['deux pays', '1 pays', '3 pays']);
  });
});
