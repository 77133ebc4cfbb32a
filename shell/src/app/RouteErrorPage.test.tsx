import { screen } from '@testing-library/react';
import { data } from 'react-router';
import { renderRoutes } from '../test/render';
import { RouteErrorPage } from './RouteErrorPage';
import { routes } from './routes';

const throwing = (error: unknown) => [
  {
    path: '/',
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <p>loading</p>,
    loader: () => {
      throw error;
    },
    element: <p>never shown</p>,
  },
];

describe('RouteErrorPage', () => {
  it('shows 404, the message, the data text and a Go Home link for an unknown route', async () => {
    renderRoutes(routes, '/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Oops! An error occurred.')).toBeInTheDocument();
    expect(screen.getByText('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the status and text of a route error response', async () => {
    renderRoutes(throwing(data('Country not found', { status: 404 })));
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Country not found')).toBeInTheDocument();
  });

  it('falls back to 404 without data text for an unexpected error', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes(throwing(new Error('boom')));
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });
});
