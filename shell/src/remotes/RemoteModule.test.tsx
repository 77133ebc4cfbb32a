import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routeError } from '@worldatlas/contracts';
import { routes } from '../app/routes';
import { renderRoutes } from '../test/render';
import { forgetLoadedRemotes } from './remoteComponents';

// The remotes themselves run in the browser suite; here the federation runtime stands in for them.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), preloadRemote: jest.fn(() => Promise.resolve()), registerRemotes: jest.fn() }));
const load = jest.mocked(loadRemote);

const unreachable = () => Promise.reject(new Error('[ Federation Runtime ]: Failed to get manifest.'));
const remoteModule = (text: string) => Promise.resolve({ default: () => <h1>{text}</h1> });

beforeEach(() => {
  forgetLoadedRemotes();
  load.mockReset();
});

/** Silences console.error for the failure a test provokes; returns the spy to check what was logged. */
const expectErrorLogs = () => jest.spyOn(console, 'error').mockImplementation(() => undefined);
const SECTION_FAILED = (name: string) => expect.stringContaining(`The ${name} section could not be loaded`);

describe('RemoteModule in the shell', () => {
  it('shows a message with Retry when a remote cannot be loaded, inside the working header and footer', async () => {
    const log = expectErrorLogs();
    load.mockImplementation(unreachable);
    renderRoutes(routes, '/country');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The country list section could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('WorldAtlas');
    expect(screen.getByRole('link', { name: 'WorldAtlas' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(SECTION_FAILED('country list'), expect.any(Error), expect.any(String));
  });

  it('loads the remote on Retry once it is reachable, and keeps it when the visitor comes back', async () => {
    expectErrorLogs();
    const user = userEvent.setup();
    load.mockImplementation(unreachable);
    const { router } = renderRoutes(routes, '/country');
    await screen.findByRole('alert');

    load.mockImplementation(() => remoteModule('Countries of the world'));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Countries of the world' })).toBeInTheDocument();

    load.mockImplementation(unreachable);
    await router.navigate('/contact');
    expect(await screen.findByRole('alert')).toHaveTextContent('The contact form section could not be loaded');
    await router.navigate('/country');
    expect(await screen.findByRole('heading', { level: 1, name: 'Countries of the world' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tries again when the visitor comes back to a route whose remote failed', async () => {
    const log = expectErrorLogs();
    load.mockImplementation(unreachable);
    const { router } = renderRoutes(routes, '/contact');
    await screen.findByRole('alert');

    load.mockImplementation((id) => remoteModule(`module ${String(id)}`));
    await router.navigate('/about');
    expect(await screen.findByRole('heading', { name: 'module facts/FactsSection' })).toBeInTheDocument();
    await router.navigate('/contact');
    expect(await screen.findByRole('heading', { name: 'module contact/ContactForm' })).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(SECTION_FAILED('contact form'), expect.any(Error), expect.any(String));
  });

  it("leaves the other remotes' routes working when one remote is down", async () => {
    expectErrorLogs();
    load.mockImplementation((id) => (String(id).startsWith('countries/') ? unreachable() : remoteModule(`module ${String(id)}`)));
    const { router } = renderRoutes(routes, '/country');
    await screen.findByRole('alert');
    await router.navigate('/contact');
    expect(await screen.findByRole('heading', { name: 'module contact/ContactForm' })).toBeInTheDocument();
  });

  it('shows the message with Retry when a remote module has no default export', async () => {
    const log = expectErrorLogs();
    load.mockImplementation(() => Promise.resolve({ CountryList: () => null }));
    renderRoutes(routes, '/country');
    expect(await screen.findByRole('alert')).toHaveTextContent('The country list section could not be loaded');
    expect(log).toHaveBeenCalledWith(SECTION_FAILED('country list'), expect.objectContaining({ message: 'Remote module countries/CountryList has no default export' }), expect.any(String));
  });

  it("passes a remote's route error (404 Country not found) on to the error page", async () => {
    // React reports the error the router's error element caught; the section's failure is not logged.
    const log = expectErrorLogs();
    load.mockImplementation(() =>
      Promise.resolve({
        default: () => {
          throw routeError(404, 'Not Found', 'Country not found');
        },
      }),
    );
    renderRoutes(routes, '/country/Atlantis');
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Oops! An error occurred.')).toBeInTheDocument();
    expect(screen.getByText('Country not found')).toBeInTheDocument();
    expect(log).not.toHaveBeenCalledWith(SECTION_FAILED('country details'), expect.anything(), expect.anything());
  });
});
