import { Button, type ButtonProps } from '@worldatlas/design-system';

/** Hides the button of the mode the page already shows: only the one that switches is seen (and named). */
const SHOWN_IN_OTHER_MODE = {
  dark: { '.dark &': { display: 'none' } },
  light: { 'html:not(.dark) &': { display: 'none' } },
} as const;

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
          {mode === 'dark' ? <MoonIcon /> : <SunIcon />}
        </Button>
      ))}
    </>
  );
}

function MoonIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

function SunIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
