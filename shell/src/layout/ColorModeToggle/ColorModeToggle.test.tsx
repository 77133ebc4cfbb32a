import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../../test/render';
import { applyColorMode, COLOR_MODE_STORAGE_KEY } from './color-mode';
import { ColorModeToggle } from './ColorModeToggle';

beforeEach(() => {
  localStorage.clear();
  applyColorMode('light');
});

describe('ColorModeToggle', () => {
  it('switches the whole page to dark and back, remembering each choice', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ColorModeToggle />);
    await user.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement).not.toHaveClass('light');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');

    await user.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(document.documentElement).toHaveClass('light');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
  });

  it('names the mode index.html applied before it rendered', () => {
    applyColorMode('dark');
    renderWithRouter(<ColorModeToggle />);
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
  });
});
