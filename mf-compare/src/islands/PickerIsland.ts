import { foldName } from '../features/compare-query';

/** What the picker's island is given: the field it improves, and the class names of what it draws. */
export interface PickerIslandProps {
  /** The id of the picker's text field, whose `<datalist>` holds every country's name. */
  field: string;
  classes: { listbox: string; option: string };
}

/** The most names the list suggests at once. */
const MAX_SUGGESTIONS = 8;

/** The names that match `typed`, case and accents ignored: those that start with it first, then those that contain it. */
export function suggestions(names: readonly string[], typed: string): string[] {
  const wanted = foldName(typed);
  if (wanted === '') return [];
  const folded = names.map((name) => [name, foldName(name)] as const);
  const starting = folded.filter(([, name]) => name.startsWith(wanted));
  const containing = folded.filter(([, name]) => !name.startsWith(wanted) && name.includes(wanted));
  return [...starting, ...containing].slice(0, MAX_SUGGESTIONS).map(([name]) => name);
}

/**
 * The picker's island (`compare/PickerIsland`, plain code: no React in the browser): the text field
 * becomes a WAI-ARIA combobox whose list of suggestions (up to eight countries matching what is
 * typed) is worked with the keyboard: Down and Up move through it, Enter chooses and sends the form,
 * Escape closes the list (or, closed, empties the field); a click chooses too. The names come from
 * the field's `<datalist>`, which served before this code arrived; what was typed then stays.
 */
export function enhance(_element: HTMLElement, props: unknown): void {
  const { field, classes } = props as PickerIslandProps;
  const input = document.getElementById(field);
  if (!(input instanceof HTMLInputElement) || !input.list || !input.form) return;
  const form = input.form;
  const names = [...input.list.options].map((option) => option.value);
  const listbox = document.createElement('ul');
  listbox.id = `${field}-suggestions`;
  listbox.setAttribute('role', 'listbox');
  listbox.setAttribute('aria-label', 'Suggested countries');
  listbox.className = classes.listbox;
  listbox.hidden = true;
  input.after(listbox);
  // The list takes over from the browser's own suggestions.
  input.removeAttribute('list');
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-controls', listbox.id);
  input.setAttribute('aria-expanded', 'false');

  let shown: string[] = [];
  let active = -1;
  const optionId = (index: number) => `${field}-suggestion-${index}`;
  const draw = () => {
    listbox.replaceChildren(
      ...shown.map((name, index) => {
        const option = document.createElement('li');
        option.id = optionId(index);
        option.setAttribute('role', 'option');
        option.setAttribute('aria-selected', String(index === active));
        option.className = classes.option;
        option.textContent = name;
        return option;
      }),
    );
    listbox.hidden = shown.length === 0;
    input.setAttribute('aria-expanded', String(shown.length > 0));
    if (active >= 0) input.setAttribute('aria-activedescendant', optionId(active));
    else input.removeAttribute('aria-activedescendant');
  };
  const show = (names: string[], index = -1) => {
    shown = names;
    active = index;
    draw();
  };
  const choose = (name: string) => {
    input.value = name;
    show([]);
    form.requestSubmit();
  };

  input.addEventListener('input', () => show(suggestions(names, input.value)));
  input.addEventListener('blur', () => show([]));
  input.addEventListener('keydown', (event) => {
    const open = shown.length > 0;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const list = open ? shown : suggestions(names, input.value);
      if (list.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      show(list, open ? (active + step + list.length) % list.length : step > 0 ? 0 : list.length - 1);
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      choose(shown[active] ?? input.value);
    } else if (event.key === 'Escape') {
      if (open) show([]);
      else input.value = '';
    }
  });
  // Pressed, not clicked: the field keeps its focus, so the list is still there when the click ends.
  listbox.addEventListener('mousedown', (event) => event.preventDefault());
  listbox.addEventListener('click', (event) => {
    const option = (event.target as Element).closest('[role="option"]');
    if (option?.textContent) choose(option.textContent);
  });
}
