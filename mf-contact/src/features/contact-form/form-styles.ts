import { type ClassStyles, VISUALLY_HIDDEN } from '@worldatlas/design-system';

/**
 * The contact form island's styles, as the design system's classes: resolved on the server (which
 * writes their CSS into the page) and given to the island as class names, so its code in the
 * browser needs no styling library.
 */
export const FORM_STYLES = {
  form: { display: 'flex', flexDirection: 'column', gap: '4' },
  field: { slotRecipe: 'field', slot: 'root' },
  label: { slotRecipe: 'field', slot: 'label' },
  required: { slotRecipe: 'field', slot: 'requiredIndicator' },
  input: { recipe: 'input' },
  textarea: { recipe: 'textarea' },
  // The width of the form on a phone, where a thumb reaches for it; at the start of the row from md up.
  send: { recipe: 'button', variants: { variant: 'solid' }, css: { colorPalette: 'brand', alignSelf: { base: 'stretch', md: 'flex-start' } } },
  status: { color: 'fg.muted', minH: '6' },
  // red.fg (red.700, red.300 in dark mode): fg.error's red.500 is under 4.5:1 on white.
  fieldError: { slotRecipe: 'field', slot: 'errorText', css: { color: 'red.fg', fontSize: 'sm' } },
  // Out of sight (in place, clipped: no offset that would widen a right-to-left page) and out of the
  // Tab order: people never fill it, robots that fill every field do.
  honeypot: VISUALLY_HIDDEN,
  problem: { slotRecipe: 'alert', slot: 'root', variants: { status: 'error' } },
  problemText: { slotRecipe: 'alert', slot: 'description', variants: { status: 'error' } },
  sent: { slotRecipe: 'alert', slot: 'root', variants: { status: 'success' }, css: { flexDirection: 'column', alignItems: 'flex-start', gap: '3' } },
  sentTitle: { slotRecipe: 'alert', slot: 'title', variants: { status: 'success' }, css: { fontSize: 'lg' } },
  // Its focus ring in the alert's green at text strength: the usual green.500 is 2:1 on the alert's pale green.
  another: { recipe: 'button', variants: { variant: 'outline' }, css: { focusRingColor: 'colorPalette.fg' } },
} satisfies ClassStyles;

/** The island's class names, by the names of {@link FORM_STYLES}. */
export type FormClasses = Record<keyof typeof FORM_STYLES, string>;
