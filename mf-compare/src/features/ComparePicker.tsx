import { Button, defineClasses, useLocale } from '@worldatlas/design-system';
import { dataText, defineMessages, languageOfTag } from '@worldatlas/i18n';
import { Island } from '@worldatlas/islands';
import { href } from '@worldatlas/routing';
import { intlFor } from '../i18n';
import type { PickerIslandProps } from '../islands/PickerIsland';
import type { PickerName } from './compare-data';
import { MAX_COMPARED, MAX_NAME_LENGTH } from './compare-query';

/** The id of the picker's list of country names (`<datalist>`), which its field suggests from. */
const NAMES_LIST_ID = 'compare-country-names';
/** The id of the picker's text field, which its island finds it by. */
const FIELD_ID = 'compare-add';
/** The country the hint names as an example of what to type (Chile), by its cca3 code. */
const EXAMPLE_CODE = 'CHL';

const MESSAGES = defineMessages({
  form: { id: 'compare.picker.form', defaultMessage: 'Add a country', description: 'The name of the picker’s form (a search landmark), for screen readers.' },
  label: { id: 'compare.picker.label', defaultMessage: 'Country to add', description: 'The label of the picker’s text field, where a country’s name is typed.' },
  add: { id: 'compare.picker.add', defaultMessage: 'Add', description: 'The picker’s button: adds the country typed to the comparison.' },
  hint: { id: 'compare.picker.hint', defaultMessage: 'Type a name, such as {example}, and choose Add.', description: 'Under the picker’s field; example: a country’s name in the page’s language (Chile); "Add" is the button’s text.' },
  full: { id: 'compare.picker.full', defaultMessage: 'Four countries are compared: remove one to add another.', description: 'Under the picker’s field when no more can be added.' },
  suggestions: { id: 'compare.picker.suggestions', defaultMessage: 'Suggested countries', description: 'The name, for screen readers, of the list of names suggested as the visitor types.' },
});

/** The picker's island on the server: nothing of its own (it improves the field beside it). */
const PickerEnhancement = () => null;

const useClasses = defineClasses({
  form: { display: 'flex', flexDirection: 'column', gap: '1' },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' },
  label: { fontWeight: 'semibold', fontSize: 'sm' },
  fieldBox: { position: 'relative', flex: '1 1 14rem', maxW: '28rem' },
  input: {
    w: 'full',
    h: '10',
    px: '3',
    borderWidth: '1px',
    borderColor: 'border.emphasized',
    borderRadius: 'l2',
    bg: 'bg',
    color: 'fg',
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '1px' },
  },
  hint: { fontSize: 'sm', color: 'fg.muted' },
  listbox: {
    position: 'absolute',
    insetInlineStart: '0',
    insetInlineEnd: '0',
    top: 'calc(100% + 4px)',
    zIndex: '10',
    m: '0',
    p: '1',
    listStyle: 'none',
    bg: 'bg.panel',
    borderWidth: '1px',
    borderColor: 'border.emphasized',
    borderRadius: 'l2',
    boxShadow: 'md',
  },
  option: { px: '3', py: '2', borderRadius: 'l1', cursor: 'pointer', color: 'fg', '&[aria-selected=true]': { bg: 'brand.subtle', color: 'brand.fg' }, _hover: { bg: 'bg.muted' } },
});

/** Props of {@link ComparePicker}. */
export interface ComparePickerProps {
  /** The cca3 codes compared now, in order: sent again with the name, so the comparison is kept. */
  codes: readonly string[];
  /** Every country's name, for the field's suggestions, in the order they are suggested. */
  names: readonly PickerName[];
}

/**
 * Adds a country to the comparison: a GET form to the compare page with the codes compared now
 * (hidden) and a text field suggesting every country's name in the page's language (`<datalist>`,
 * each option's English name in `data-english` where it differs), so it works before any script;
 * its island makes the field a combobox worked with the keyboard. The page's loader reads the name
 * (any of a country's names, in the page's language or English, or codes, case and accents ignored)
 * and answers with the comparison that includes it. With four compared, the field says so. Its texts
 * are in the page's language; the island gets its one text (the suggestions' name) ready-formatted.
 */
export function ComparePicker({ codes, names }: ComparePickerProps) {
  const classes = useClasses();
  const locale = useLocale();
  const intl = intlFor(locale);
  const full = codes.length >= MAX_COMPARED;
  const example = names.find((each) => each.code === EXAMPLE_CODE)?.name ?? 'Chile';
  return (
    <form method="get" action={href('compare')} className={classes.form} role="search" aria-label={intl.formatMessage(MESSAGES.form)}>
      {codes.length > 0 ? <input type="hidden" name="countries" value={codes.join(',')} /> : null}
      <label htmlFor={FIELD_ID} className={classes.label}>
        {intl.formatMessage(MESSAGES.label)}
      </label>
      <div className={classes.row}>
        <div className={classes.fieldBox}>
          <input id={FIELD_ID} name="add" type="text" list={NAMES_LIST_ID} autoComplete="off" maxLength={MAX_NAME_LENGTH} required className={classes.input} aria-describedby="compare-add-hint" />
        </div>
        <Button type="submit" colorPalette="brand">
          {intl.formatMessage(MESSAGES.add)}
        </Button>
      </div>
      <span id="compare-add-hint" className={classes.hint}>
        {full ? intl.formatMessage(MESSAGES.full) : intl.formatMessage(MESSAGES.hint, { example: dataText(example, languageOfTag(locale)) })}
      </span>
      <datalist id={NAMES_LIST_ID}>
        {names.map(({ code, name, english }) => (
          <option key={code} value={name} data-english={english === name ? undefined : english} />
        ))}
      </datalist>
      <Island<PickerIslandProps> module="compare/PickerIsland" component={PickerEnhancement} props={{ field: FIELD_ID, label: intl.formatMessage(MESSAGES.suggestions), classes: { listbox: classes.listbox, option: classes.option } }} runtime="dom" load="interaction" />
    </form>
  );
}
