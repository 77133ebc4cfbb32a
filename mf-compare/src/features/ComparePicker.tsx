import { Button, defineClasses } from '@worldatlas/design-system';
import { href } from '@worldatlas/routing';
import { MAX_COMPARED, MAX_NAME_LENGTH } from './compare-query';

/** The id of the picker's list of country names (`<datalist>`), which its field suggests from. */
const NAMES_LIST_ID = 'compare-country-names';

const useClasses = defineClasses({
  form: { display: 'flex', flexDirection: 'column', gap: '1' },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' },
  label: { fontWeight: 'semibold', fontSize: 'sm' },
  input: {
    flex: '1 1 14rem',
    maxW: '28rem',
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
});

/** Props of {@link ComparePicker}. */
export interface ComparePickerProps {
  /** The cca3 codes compared now, in order: sent again with the name, so the comparison is kept. */
  codes: readonly string[];
  /** Every country's common name, for the field's suggestions. */
  names: readonly string[];
}

/**
 * Adds a country to the comparison: a GET form to the compare page with the codes compared now
 * (hidden) and a text field suggesting every country's name (`<datalist>`), so it works before any
 * script. The page's loader reads the name (any of a country's names or codes, case and accents
 * ignored) and answers with the comparison that includes it. With four compared, the field says so.
 */
export function ComparePicker({ codes, names }: ComparePickerProps) {
  const classes = useClasses();
  const full = codes.length >= MAX_COMPARED;
  return (
    <form method="get" action={href('compare')} className={classes.form} role="search" aria-label="Add a country">
      {codes.length > 0 ? <input type="hidden" name="countries" value={codes.join(',')} /> : null}
      <label htmlFor="compare-add" className={classes.label}>
        Country to add
      </label>
      <div className={classes.row}>
        <input id="compare-add" name="add" type="text" list={NAMES_LIST_ID} autoComplete="off" maxLength={MAX_NAME_LENGTH} required className={classes.input} aria-describedby="compare-add-hint" />
        <Button type="submit" colorPalette="blue">
          Add
        </Button>
      </div>
      <span id="compare-add-hint" className={classes.hint}>
        {full ? 'Four countries are compared: remove one to add another.' : 'Type a name, such as Chile, and choose Add.'}
      </span>
      <datalist id={NAMES_LIST_ID}>
        {names.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </form>
  );
}
