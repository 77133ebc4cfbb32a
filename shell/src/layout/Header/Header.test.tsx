import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_SCRIPT } from '../../document/inline-scripts';
import { renderAt } from '../../test/render';
import { Header } from './Header';

// The page's own script runs the header's buttons, as in the browser: once for this file.
beforeAll(() => window.eval(PAGE_SCRIPT));

/** The site's navigation, as the layout hands it to the header. */
const ITEMS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/country', label: 'Country' },
  { to: '/contact', label: 'Contact' },
];
const renderHeader = (path: string) => renderAt(<Header items={ITEMS} />, path);

describe('Header', () => {
  it('links the product name home and lists the four pages, the current one marked', async () => {
    const { container } = await renderHeader('/country/Nepal');
    expect(screen.getByRole('link', { name: 'WorldAtlas' })).toHaveAttribute('href', '/');
    // jsdom applies no media queries, so the wide-screen navigation is hidden (and nameless) here; the browser suite checks both sizes.
    const links = within(container.querySelector<HTMLElement>('nav[aria-label="Main"]') as HTMLElement).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')])).toEqual([
      ['Home', '/', null],
      ['About', '/about', null],
      ['Country', '/country', 'page'],
      ['Contact', '/contact', null],
    ]);
  });

  it('opens and closes the mobile menu on each press of the Menu button, by the page script alone', async () => {
    const user = userEvent.setup();
    await renderHeader('/');
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(menu.getAttribute('aria-controls') ?? '')).toHaveAttribute('aria-label', 'Mobile');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toHaveTextContent('HomeAboutCountryContact');

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('offers the switch to the other colour mode only, by name', async () => {
    const user = userEvent.setup();
    document.documentElement.classList.remove('dark');
    document.documentElement.classList.add('light');
    await renderHeader('/');
    await user.click(screen.getAllByRole('button', { name: 'Switch to dark mode', hidden: true })[0] as HTMLElement);
    expect(document.documentElement).toHaveClass('dark');
  });
});
