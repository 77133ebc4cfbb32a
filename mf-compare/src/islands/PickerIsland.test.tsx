import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startIslands } from '@worldatlas/islands/hydrate';
import { renderCompared, routeContext } from '../test/render';
import { suggestions } from './PickerIsland';

// The test environment puts Node's FormData on the window (for fetch), which refuses a form element;
// a browser's takes one. jsdom's own, from a frame, is the browser's.
beforeAll(() => {
  const frame = document.createElement('iframe');
  document.head.append(frame);
  globalThis.FormData = (frame.contentWindow as unknown as typeof globalThis).FormData;
});

/** The forms the page sent, each as its fields (jsdom does not navigate: the send is caught here). */
function sentForms(): Array<Record<string, string>> {
  const sent: Array<Record<string, string>> = [];
  document.addEventListener('submit', (event) => {
    event.preventDefault();
    sent.push(Object.fromEntries(new FormData(event.target as HTMLFormElement)) as Record<string, string>);
  });
  return sent;
}

/** Starts the page's islands as the host's island loader does, with this remote's island module. */
async function startPage() {
  const results = await startIslands({
    load: async (module) => {
      if (module !== 'compare/PickerIsland') throw new Error(`${module} is not exposed`);
      return import('./PickerIsland');
    },
    react: () => {
      throw new Error('a dom island needs no React');
    },
  });
  expect(results).toEqual([{ status: 'fulfilled', value: undefined }]);
}

const field = () => screen.getByRole('combobox', { name: 'Country to add' });

describe("the picker's island, on the page the server renders from the real countries-api", () => {
  it('turns the field into a combobox whose suggestions follow what is typed, chosen with Down and Enter', async () => {
    await renderCompared('/compare?countries=NPL');
    const sent = sentForms();
    await startPage();
    expect(field()).not.toHaveAttribute('list');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    const user = userEvent.setup();
    await user.type(field(), 'switz');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Suggested countries' });
    expect(field()).toHaveAttribute('aria-controls', listbox.id);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Switzerland']);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Switzerland' })).toHaveAttribute('aria-selected', 'true');
    expect(field()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Switzerland' }).id);
    await user.keyboard('{Enter}');
    expect(sent).toEqual([{ countries: 'NPL', add: 'Switzerland' }]);
  });

  it('keeps what was typed before its code arrived, and opens on it with Up; Escape closes, then empties', async () => {
    await renderCompared('/compare?countries=NPL,CHE');
    field().setAttribute('value', 'chi');
    await startPage();
    const user = userEvent.setup();
    field().focus();
    await user.keyboard('{ArrowUp}');
    const names = screen.getAllByRole('option').map((option) => option.textContent);
    expect(names.slice(0, 2)).toEqual(['Chile', 'China']);
    expect(screen.getAllByRole('option').at(-1)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field()).toHaveValue('chi');
    await user.keyboard('{Escape}');
    expect(field()).toHaveValue('');
  });

  it("names its list and suggests countries in the page's language, found by their English names too", async () => {
    await renderCompared('/compare?countries=NPL', { ...routeContext(), locale: 'fr' });
    const sent = sentForms();
    await startPage();
    const user = userEvent.setup();
    const frenchField = screen.getByRole('combobox', { name: 'Pays à ajouter' });
    await user.type(frenchField, 'switz');
    expect(screen.getByRole('listbox', { name: 'Pays suggérés' })).toBeVisible();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Suisse']);
    await user.clear(frenchField);
    await user.type(frenchField, 'etats');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['États-Unis', 'Îles mineures éloignées des États-Unis', 'Îles Vierges des États-Unis']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(sent).toEqual([{ countries: 'NPL', add: 'États-Unis' }]);
  });

  it('chooses a suggestion with a click and sends the form', async () => {
    await renderCompared('/compare?countries=NPL');
    const sent = sentForms();
    await startPage();
    const user = userEvent.setup();
    await user.type(field(), 'cura');
    await user.click(screen.getByRole('option', { name: 'Curaçao' }));
    expect(sent).toEqual([{ countries: 'NPL', add: 'Curaçao' }]);
  });
});

describe('suggestions', () => {
  it('puts names that start with what is typed first, ignores case and accents, and lists eight at most', () => {
    const names = ['Réunion', 'Bahrain', 'Ireland', 'Iran', 'Iraq', 'Iceland', 'India', 'Indonesia', 'Israel', 'Italy', 'Ivory'].map((name) => ({ name }));
    expect(suggestions(names, 'REU')).toEqual(['Réunion']);
    expect(suggestions(names, 'ra')).toEqual(['Bahrain', 'Iran', 'Iraq', 'Israel']);
    expect(suggestions(names, 'i')).toHaveLength(8);
    expect(suggestions(names, '  ')).toEqual([]);
  });

  it('finds a name by the English name given with it, and suggests it as shown', () => {
    const names = [{ name: 'Allemagne', english: 'Germany' }, { name: 'Géorgie', english: 'Georgia' }, { name: 'Algérie', english: 'Algeria' }];
    expect(suggestions(names, 'ge')).toEqual(['Allemagne', 'Géorgie', 'Algérie']);
    expect(suggestions(names, 'GERM')).toEqual(['Allemagne']);
  });
});
