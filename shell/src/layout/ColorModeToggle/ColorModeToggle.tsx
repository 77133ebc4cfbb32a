import { Button, type ButtonProps } from '@worldatlas/design-system';
import { useColorMode } from './color-mode';

/**
 * The icon button that switches the site between light and dark. Its name says what it does
 * ("Switch to dark mode" / "Switch to light mode"); its icon shows the mode it switches to.
 */
export function ColorModeToggle(props: Omit<ButtonProps, 'onClick' | 'aria-label' | 'children'>) {
  const [mode, choose] = useColorMode();
  const next = mode === 'dark' ? 'light' : 'dark';
  return (
    <Button variant="ghost" {...props} aria-label={`Switch to ${next} mode`} onClick={() => choose(next)}>
      {next === 'dark' ? <MoonIcon /> : <SunIcon />}
    </Button>
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
