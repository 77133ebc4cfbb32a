import { screen } from '@testing-library/react';
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
    for (const link of screen.getAllByRole('link', { hidden: true })) expect(link).not.toHaveAttribute('aria-current');
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
