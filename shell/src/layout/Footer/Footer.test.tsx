import { screen, within } from '@testing-library/react';
import { renderAt } from '../../test/render';
import { Footer } from './Footer';

describe('Footer', () => {
  it('shows the three contact items and the copyright line with this year', async () => {
    await renderAt(<Footer />);
    const footer = screen.getByRole('contentinfo');
    for (const label of ['Location', 'Phone', 'E-mail']) expect(within(footer).getByText(label)).toBeInTheDocument();
    expect(within(footer).getByText(`© ${new Date().getFullYear()} WorldAtlas`)).toBeInTheDocument();
  });

  it('links the phone number and the e-mail address so a phone can call and a mail app can write', async () => {
    await renderAt(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '+44 20 7946 0000' })).toHaveAttribute('href', 'tel:+442079460000');
    expect(within(footer).getByRole('link', { name: 'hello@worldatlas.example' })).toHaveAttribute('href', 'mailto:hello@worldatlas.example');
  });

  it('opens Social and Source Code in a new tab, safely, and keeps Home and Contact in the site', async () => {
    await renderAt(<Footer />);
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    for (const name of ['Social', 'Source Code']) {
      const link = within(nav).getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(within(nav).getByRole('link', { name: 'Contact' })).not.toHaveAttribute('target');
  });
});
