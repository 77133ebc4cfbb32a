import { foldName } from '../features/compare-query';

/** What the picker's island is given: the field it improves, the name of its list in the page's language, and the class names of what it draws. */
export interface PickerIslandProps {
  /** The id of the picker's text field, whose `<datalist>` holds every country's name. */
  field: string;
  /** The suggestions' list's accessible name, formatted on the server ("Suggested countries"). */
  label: string;
  classes: { listbox: string; option: string };
}

/** The most names the list suggests at once. */
const MAX_SUGGESTIONS = 8;

/** A name the list can suggest: as it is shown, in the page's language, and the country's English name where it differs. */
export interface SuggestedName {
  name: string;
  english?: string;
}

/**
 * The names (as shown) whose name or English name matches `typed`, case and accents ignored
 * (`foldName`): those that start with it first, then those that contain it.
 */
export function suggestions(names: readonly SuggestedName[], typed: string): string[] {
  const wanted = foldName(typed);
  if (wanted === '') return [];
  const folded = names.map(({ name, english }) => ({ name, folds: english ? [foldName(name), foldName(english)] : [foldName(name)] }));
  const starts = ({ folds }: (typeof folded)[number]) => folds.some((fold) => fold.startsWith(wanted));
  const starting = folded.filter(starts);
  const containing = folded.filter((each) => !starts(each) && each.folds.some((fold) => fold.includes(wanted)));
  return [...starting, ...containing].slice(0, MAX_SUGGESTIONS).map(({ name }) => name);
}

/** The suggestions' list, named `label`, drawn after `input`; the field takes the combobox's role and states. */
function attachListbox(input: HTMLInputElement, field: string, label: string, className: string): HTMLUListElement {
  const listbox = document.createElement('ul');
  listbox.id = `${field}-suggestions`;
  listbox.setAttribute('role', 'listbox');
  listbox.setAttribute('aria-label', label);
  listbox.className = className;
  listbox.hidden = true;
  input.after(listbox);
  // The list takes over from the browser's own suggestions.
  input.removeAttribute('list');
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-controls', listbox.id);
  input.setAttribute('aria-expanded', 'false');
  return listbox;
}

/** The combobox's state: the names shown and the active one, drawn into the listbox and the field's ARIA states. */
class Suggestions {
  shown: string[] = [];
  active = -1;

  constructor(
    private readonly input: HTMLInputElement,
    private readonly listbox: HTMLUListElement,
    private readonly optionClass: string,
  ) {}

  /** Shows `names`, the one at `active` marked (none: -1); no names closes the list. */
  show(names: string[], active = -1): void {
    this.shown = names;
    this.active = active;
    const optionId = (index: number) => `${this.listbox.id}-${index}`;
    this.listbox.replaceChildren(
      ...names.map((name, index) => {
        const option = document.createElement('li');
        option.id = optionId(index);
        option.setAttribute('role', 'option');
        option.setAttribute('aria-selected', String(index === active));
        option.className = this.optionClass;
        option.textContent = name;
        return option;
      }),
    );
    this.listbox.hidden = names.length === 0;
    this.input.setAttribute('aria-expanded', String(names.length > 0));
    if (active >= 0) this.input.setAttribute('aria-activedescendant', optionId(active));
    else this.input.removeAttribute('aria-activedescendant');
  }
}

/**
 * The picker's island (`compare/PickerIsland`, plain code: no React in the browser): the text field
 * becomes a WAI-ARIA combobox whose list of suggestions (up to eight countries matching what is
 * typed) is worked with the keyboard: Down and Up move through it, Enter chooses and sends the form,
 * Escape closes the list (or, closed, empties the field); a click chooses too. The names come from
 * the field's `<datalist>` (each option's value, in the page's language, and its `data-english`
 * name, which finds it too), which served before this code arrived; what was typed then stays.
 */
export function enhance(_element: HTMLElement, props: unknown): void {
  const { field, label, classes } = props as PickerIslandProps;
  const input = document.getElementById(field);
  if (!(input instanceof HTMLInputElement) || !input.list || !input.form) return;
  const form = input.form;
  const names = [...input.list.options].map((option): SuggestedName => ({ name: option.value, english: option.dataset.english }));
  const listbox = attachListbox(input, field, label, classes.listbox);
  const list = new Suggestions(input, listbox, classes.option);
  const choose = (name: string) => {
    input.value = name;
    list.show([]);
    form.requestSubmit();
  };
  input.addEventListener('input', () => list.show(suggestions(names, input.value)));
  input.addEventListener('blur', () => list.show([]));
  input.addEventListener('keydown', (event) => {
    const open = list.shown.length > 0;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const shown = open ? list.shown : suggestions(names, input.value);
      if (shown.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      list.show(shown, open ? (list.active + step + shown.length) % shown.length : step > 0 ? 0 : shown.length - 1);
    } else if (event.key === 'Enter' && open && list.active >= 0) {
      event.preventDefault();
      choose(list.shown[list.active] ?? input.value);
    } else if (event.key === 'Escape') {
      if (open) list.show([]);
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
