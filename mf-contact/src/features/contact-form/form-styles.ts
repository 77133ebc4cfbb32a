import type { ClassStyles } from '@worldatlas/design-system';

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
  send: { recipe: 'button', variants: { variant: 'solid' }, css: { colorPalette: 'blue', alignSelf: 'flex-start' } },
  confirmation: { color: 'green.fg', minH: '6' },
} satisfies ClassStyles;

/** The island's class names, by the names of {@link FORM_STYLES}. */
export type FormClasses = Record<keyof typeof FORM_STYLES, string>;
