import { defineClasses } from '@worldatlas/design-system';
import { Moon, Sun } from 'lucide-react';

/** A ghost button that hides in the mode the page already shows, so only the one that switches is seen (and named); hidden without scripts. */
const modeButton = (shownIn: string) =>
  ({ recipe: 'button', variants: { variant: 'ghost' }, css: { [shownIn]: { display: 'none' }, '@media (scripting: none)': { display: 'none' } } }) as const;
const useClasses = defineClasses({ dark: modeButton('.dark &'), light: modeButton('html:not(.dark) &') });

/** The icons' size and their silence for assistive technology: the button's label names it. */
const ICON = { size: 20, strokeWidth: 2, 'aria-hidden': true, focusable: false } as const;

/**
 * The buttons that switch the site to light or dark ("Switch to dark mode"), each shown only in the
 * other mode and run by the page's inline script; hidden without scripts, which could not keep the choice.
 */
export function ColorModeToggle() {
  const classes = useClasses();
  return (
    <>
      {(['dark', 'light'] as const).map((mode) => (
        <button key={mode} type="button" className={classes[mode]} data-color-mode={mode} aria-label={`Switch to ${mode} mode`}>
          {mode === 'dark' ? <Moon {...ICON} /> : <Sun {...ICON} />}
        </button>
      ))}
    </>
  );
}
