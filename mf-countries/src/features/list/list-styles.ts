import { type ClassStyles, VISUALLY_HIDDEN } from '@worldatlas/design-system';

/**
 * The country list island's styles, as the design system's classes: resolved on the server (which
 * writes their CSS into the page) and given to the island as class names, so the island's code in
 * the browser needs no styling library. Plain data: importing it costs the island nothing.
 */
export const LIST_STYLES = {
  stack: { display: 'flex', flexDirection: 'column', gap: '6' },
  // The list's controls: Search by and the search box, then region, subregion, sort by and order;
  // two rows from md up, the selects two a row on a phone (the controls stay within a screen's height there).
  form: { display: 'flex', flexDirection: 'column', gap: '6' },
  rows: { display: 'flex', flexDirection: 'column', gap: '4' },
  searchRow: { display: 'grid', gridTemplateColumns: { base: 'minmax(0, 9rem) minmax(0, 1fr)', md: '10rem minmax(0, 1fr)' }, gap: '4', alignItems: 'end' },
  filterRow: { display: { base: 'grid', md: 'flex' }, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', flexWrap: 'wrap', gap: '4', alignItems: 'end', pt: { base: '4', md: '0' } },
  // From md up the filters are always shown, where the browser lets a closed details show its content.
  filters: { '@supports selector(::details-content)': { '@media (min-width: 48rem)': { '&::details-content': { contentVisibility: 'visible', blockSize: 'auto' }, '& > summary': { display: 'none' } } } },
  filtersSummary: {
    recipe: 'button',
    variants: { variant: 'outline', size: 'sm' },
    css: { listStyle: 'none', '&::-webkit-details-marker': { display: 'none' }, '&::after': { content: '"▾"', ms: '1', transition: 'transform 0.15s' }, '[open] > &': { '&::after': { transform: 'rotate(180deg)' } } },
  },
  field: { slotRecipe: 'field', slot: 'root' },
  selectField: { slotRecipe: 'field', slot: 'root', css: { w: { md: '40' } } },
  label: { slotRecipe: 'field', slot: 'label' },
  input: { recipe: 'input' },
  selectRoot: { slotRecipe: 'nativeSelect', slot: 'root' },
  select: { slotRecipe: 'nativeSelect', slot: 'field' },
  selectIndicator: { slotRecipe: 'nativeSelect', slot: 'indicator' },
  orderGroup: { display: 'flex', gap: '2' },
  orderChosen: { recipe: 'button', variants: { variant: 'solid' }, css: { colorPalette: 'brand' } },
  orderOther: { recipe: 'button', variants: { variant: 'outline' }, css: { colorPalette: 'brand' } },
  /** With scripts the list follows each change at once; without them the form is sent with this button (or Enter, or Asc/Desc). */
  apply: { recipe: 'button', variants: { variant: 'outline' }, css: { alignSelf: 'flex-end', '@media (scripting: enabled)': { display: 'none' } } },
  viewGroup: { display: 'inline-flex', borderWidth: '1px', borderRadius: 'l2', overflow: 'hidden', alignSelf: 'flex-start', m: '0', p: '0' },
  // Native radios (arrow keys, one Tab stop), drawn as a segmented control.
  viewInput: { position: 'absolute', opacity: '0', w: '1px', h: '1px' },
  viewOption: {
    px: '4',
    py: '2',
    cursor: 'pointer',
    fontWeight: 'medium',
    '&:has(input:checked)': { bg: 'colorPalette.solid', color: 'colorPalette.contrast', colorPalette: 'brand' },
    // The label's own text colour: it keeps the text's contrast on the chosen (solid) and the other option alike.
    '&:has(input:focus-visible)': { outline: '2px solid currentColor', outlineOffset: '-4px' },
  },
  visuallyHidden: VISUALLY_HIDDEN,
  count: { color: 'fg.muted' },
  grid: {
    display: 'grid',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
    gap: '6',
    listStyleType: 'none',
    m: '0',
    p: '0',
  },
  // Cards out of view are not laid out or painted until scrolled near (a card's height held in their
  // place): the first paint and each change of the list lay out a screenful, not 250 cards.
  card: { slotRecipe: 'card', slot: 'root', variants: { variant: 'elevated' }, css: { h: 'full', overflow: 'hidden', contentVisibility: 'auto', containIntrinsicSize: 'auto 24rem' } },
  // The flag at its own shape in the card's top, no well around it; its shadow follows it. The box
  // stays 3:2 whatever the flag's shape (no content-based minimum height), so every card's name starts
  // at the same height.
  flagBox: { aspectRatio: '3 / 2', minH: '0', p: '4', pb: '1' },
  flag: { display: 'block', w: 'full', h: 'full', objectFit: 'contain', filter: 'drop-shadow(0 0 1px rgb(0 0 0 / 0.35)) drop-shadow(0 2px 4px rgb(0 0 0 / 0.12))' },
  cardBody: { slotRecipe: 'card', slot: 'body', variants: { variant: 'elevated' }, css: { gap: '1' } },
  cardTitle: { slotRecipe: 'card', slot: 'title', variants: { variant: 'elevated' }, css: { fontSize: 'lg' } },
  fact: { fontWeight: 'semibold' },
  // A card's area shows while the list is sorted by area (SORTED_BY_ATTRIBUTE on the card list).
  cardArea: { display: 'none', '[data-sorted-by="area"] &': { display: 'block' } },
  cardFooter: { slotRecipe: 'card', slot: 'footer', variants: { variant: 'elevated' } },
  readMore: { recipe: 'button', variants: { size: 'sm', variant: 'solid' }, css: { colorPalette: 'brand' } },
  empty: { display: 'flex', flexDirection: 'column', gap: '4', py: '10', alignItems: 'center', textAlign: 'center', fontSize: 'lg' },
  clear: { recipe: 'button', variants: { variant: 'outline' }, css: { alignSelf: 'center' } },
  alert: { slotRecipe: 'alert', slot: 'root', variants: { status: 'error' }, css: { my: '8', alignItems: 'center' } },
  alertContent: { slotRecipe: 'alert', slot: 'content', variants: { status: 'error' } },
  alertTitle: { slotRecipe: 'alert', slot: 'title', variants: { status: 'error' } },
  alertDescription: { slotRecipe: 'alert', slot: 'description', variants: { status: 'error' } },
  retry: { recipe: 'button', variants: { size: 'sm', variant: 'outline' }, css: { colorPalette: 'red' } },
  loading: { display: 'flex', justifyContent: 'center', py: '10' },
  spinner: { recipe: 'spinner', variants: { size: 'lg' }, css: { color: 'brand.fg' } },
} satisfies ClassStyles;

/** The island's class names, by the names of {@link LIST_STYLES}. */
export type ListClasses = Record<keyof typeof LIST_STYLES, string>;
