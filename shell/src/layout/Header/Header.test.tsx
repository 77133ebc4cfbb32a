import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../../test/render';
import { Header } from './Header';

describe('Header', () => {
  it('links the product name home and lists the four pages', () => {
    const { container } = renderWithRouter(<Header />);
    expect(screen.getByRole('link', { name: 'WorldAtlas' })).toHaveAttribute('href', '/');
    // jsdom applies no media queries, so the wide-screen navigation is hidden (and nameless) here; the browser suite checks both sizes.
    const links = within(container.querySelector<HTMLElement>('nav[aria-label="Main"]') as HTMLElement)
      .getAllByRole('link', { hidden: true })
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Country', '/country'],
      ['Contact', '/contact'],
    ]);
  });

  it('opens and closes the mobile menu on each press of the Menu button', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Header />);
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
});
