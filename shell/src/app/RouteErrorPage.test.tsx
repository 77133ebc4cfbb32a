import { screen, within } from '@testing-library/react';
import { data } from 'react-router';
import { renderRoutes } from '../test/render';
import { createRoutes } from './routes';

/** The site's routes with every route module's loader throwing `error`. */
const throwing = (error: unknown) =>
  createRoutes(() => async () => ({
    loader: () => {
      throw error;
    },
    Component: () => <p>never shown</p>,
  }));

describe('the error page', () => {
  it('shows 404, the message, the data text and a Go Home link for an unknown route, in the site layout', async () => {
    await renderRoutes(throwing(new Error('not reached')), '/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Oops! An error occurred.')).toBeInTheDocument();
    expect(screen.getByText('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    // A way on: a search of the countries, and their list.
    const search = screen.getByRole('search', { name: 'Search the countries' });
    expect([search.getAttribute('method'), search.getAttribute('action')]).toEqual(['get', '/country']);
    expect(screen.getByRole('searchbox', { name: 'Country name' })).toHaveAttribute('name', 'q');
    expect(screen.getByRole('link', { name: 'Browse every country' })).toHaveAttribute('href', '/country');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it("speaks the page's language: the 404 page, its search, and the header and footer around it, in French", async () => {
    const { container } = await renderRoutes(throwing(new Error('not reached')), '/no/such/page', 'fr');
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Oups ! Une erreur s’est produite.')).toBeInTheDocument();
    expect(screen.getByText('Page introuvable')).toBeInTheDocument();
    // Its ways on stay in French.
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/fr');
    expect(screen.getByRole('search', { name: 'Rechercher un pays' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Nom du pays' })).toHaveAttribute('placeholder', 'Rechercher un pays');
    expect(screen.getByRole('button', { name: 'Rechercher' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Rechercher un pays' })).toHaveAttribute('action', '/fr/country');
    expect(screen.getByRole('link', { name: 'Parcourir tous les pays' })).toHaveAttribute('href', '/fr/country');
    expect(screen.getByRole('link', { name: 'Aller au contenu' })).toHaveAttribute('href', '#content');
    // The route table's labels in French, in the main navigation as in the Menu button's.
    const main = container.querySelector<HTMLElement>('nav[aria-label="Principale"]') as HTMLElement;
    expect(within(main).getAllByRole('link', { hidden: true }).map((link) => link.textContent)).toEqual(['Accueil', 'À propos', 'Pays', 'Comparer', 'Contact']);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-controls', 'mobile-menu');
    expect(container.querySelector('#mobile-menu')).toHaveAttribute('aria-label', 'Mobile');
    expect(container.querySelector('[data-color-mode="dark"]')).toHaveAttribute('aria-label', 'Passer en mode sombre');
    const footer = screen.getByRole('navigation', { name: 'Pied de page' });
    expect(within(footer).getAllByRole('link').map((link) => link.textContent)).toEqual(['Accueil', 'Réseaux sociaux', 'Code source', 'Contact']);
    expect(screen.getByText('12 Meridian Road, Greenwich, Londres')).toBeInTheDocument();
    expect(screen.getByText('Téléphone')).toBeInTheDocument();
  });

  it('draws the way off the globe above the status as decoration, which assistive technology skips', async () => {
    const { container } = await renderRoutes(throwing(new Error('not reached')), '/no/such/page');
    const heading = await screen.findByRole('heading', { level: 1, name: '404' });
    const drawing = container.querySelector('main svg');
    expect(drawing).toHaveAttribute('aria-hidden', 'true');
    expect(drawing?.compareDocumentPosition(heading)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('marks no link as the current page, whatever the address: one 404 page stands for every unknown address', async () => {
    await renderRoutes(throwing(new Error('not reached')), '/compare/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    const compare = screen.getAllByRole('link', { name: 'Compare', hidden: true });
    expect(compare.length).toBeGreaterThan(0);
    for (const link of screen.getAllByRole('link', { hidden: true })) expect(link).not.toHaveAttribute('aria-current', 'page');
    // Its language menu leads to each language's home page, not to the address asked for.
    expect(screen.getByRole('link', { name: 'Français', hidden: true })).toHaveAttribute('href', '/language?to=%2Ffr');
    expect(screen.getByRole('link', { name: 'English', hidden: true })).toHaveAttribute('href', '/language?to=%2F');
  });

  it('shows the status and text of a route error response', async () => {
    await renderRoutes(throwing(data('Country not found', { status: 404 })), '/country/Atlantis');
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Country not found')).toBeInTheDocument();
  });

  it('shows 500 without the error text for an unexpected error', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderRoutes(throwing(new Error('database password is hunter2')), '/about');
    expect(await screen.findByRole('heading', { level: 1, name: '500' })).toBeInTheDocument();
    expect(screen.queryByText(/hunter2/)).not.toBeInTheDocument();
  });
});
