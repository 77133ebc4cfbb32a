import { Button, type ButtonProps } from '@worldatlas/design-system';
import { Moon, Sun } from 'lucide-react';

/** Hides the button of the mode the page already shows: only the one that switches is seen (and named). */
const SHOWN_IN_OTHER_MODE = {
  dark: { '.dark &': { display: 'none' } },
  light: { 'html:not(.dark) &': { display: 'none' } },
} as const;

/** The icons' size and their silence for assistive technology: the button's label names it. */
const ICON = { size: 20, strokeWidth: 2, 'aria-hidden': true, focusable: false } as const;

/**
 * The buttons that switch the site to light or dark ("Switch to dark mode"), each shown only in the
 * other mode and run by the page's inline script; hidden without scripts, which could not keep the choice.
 */
export function ColorModeToggle(props: Omit<ButtonProps, 'onClick' | 'aria-label' | 'children'>) {
  return (
    <>
      {(['dark', 'light'] as const).map((mode) => (
        <Button
          key={mode}
          type="button"
          variant="ghost"
          {...props}
          data-color-mode={mode}
          aria-label={`Switch to ${mode} mode`}
          css={{ ...SHOWN_IN_OTHER_MODE[mode], '@media (scripting: none)': { display: 'none' } }}
        >
          {mode === 'dark' ? <Moon {...ICON} /> : <Sun {...ICON} />}
        </Button>
      ))}
    </>
  );
}
