import { type ClassStyles, defineClasses, useLocale } from '@worldatlas/design-system';
import { defineMessages } from '@worldatlas/i18n';
import { Moon, Sun } from 'lucide-react';
import { intlFor } from '../../i18n';

const MESSAGES = defineMessages({
  dark: { id: 'shell.colorMode.dark', defaultMessage: 'Switch to dark mode', description: 'A button that shows the site in light text on a dark background.' },
  light: { id: 'shell.colorMode.light', defaultMessage: 'Switch to light mode', description: 'A button that shows the site in dark text on a light background.' },
});

/** A ghost button that hides in the mode the page already shows, so only the one that switches is seen (and named); hidden without scripts. */
const modeButton = (shownIn: string) =>
  ({ recipe: 'button', variants: { variant: 'ghost' }, css: { [shownIn]: { display: 'none' }, '@media (scripting: none)': { display: 'none' } } }) as const;
/** The toggle's classes: in the stylesheet every page links (`linked`, layout-stylesheet.ts). */
export const COLOR_MODE_CLASSES = { dark: modeButton('.dark &'), light: modeButton('html:not(.dark) &') } satisfies ClassStyles;
const useClasses = defineClasses(COLOR_MODE_CLASSES, { linked: true });

/** The icons' size and their silence for assistive technology: the button's label names it. */
const ICON = { size: 20, strokeWidth: 2, 'aria-hidden': true, focusable: false } as const;

/**
 * The buttons, labelled in the page's language, that switch the site to light or dark ("Switch to dark mode"), each shown only in the
 * other mode and run by the page's inline script; hidden without scripts, which could not keep the choice.
 */
export function ColorModeToggle() {
  const classes = useClasses();
  const intl = intlFor(useLocale());
  return (
    <>
      {(['dark', 'light'] as const).map((mode) => (
        <button key={mode} type="button" className={classes[mode]} data-color-mode={mode} aria-label={intl.formatMessage(MESSAGES[mode])}>
          {mode === 'dark' ? <Moon {...ICON} /> : <Sun {...ICON} />}
        </button>
      ))}
    </>
  );
}
