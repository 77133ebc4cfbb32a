import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, screen, waitFor } from '@testing-library/react';
import type { CountryDetailProps, RouteLoader } from '@worldatlas/contracts';
import { forgetDataRequests } from '../preload/data-requests';
import { forgetRouteLoads } from '../preload/route-loading';
import { forgetLoadedRemotes } from '../remotes/remoteComponents';
import { renderRoutes } from '../test/render';
import { routes } from './routes';

// The countries remote runs in the browser suite; here the federation runtime hands out a view that
// shows the name it is given, and a route loader that finds the common name as the real one does.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), preloadRemote: jest.fn(() => Promise.resolve()), registerRemotes: jest.fn() }));

const COMMON_NAMES: Record<string, string> = { "Côte d'Ivoire": 'Ivory Coast', Nepal: 'Nepal' };
const loader: RouteLoader = async ({ params }) => ({ head: { title: COMMON_NAMES[params.id ?? ''] } });
const CountryView = ({ name }: CountryDetailProps) => <h1>{name}</h1>;

beforeEach(() => {
  forgetLoadedRemotes();
  forgetRouteLoads();
  forgetDataRequests();
  jest.mocked(loadRemote).mockImplementation(async (id: string) => ({ default: id.endsWith('/loader') ? loader : CountryView }));
});

describe('a page of the route table', () => {
  it('shows its remote with the props the table gives, titled by the address until the loader finds the common name', async () => {
    const { router } = renderRoutes(routes, `/country/${encodeURIComponent("Côte d'Ivoire")}`);
    expect(await screen.findByRole('heading', { level: 1, name: "Côte d'Ivoire" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Ivory Coast · WorldAtlas'));

    await act(() => router.navigate('/country/Nepal'));
    await waitFor(() => expect(document.title).toBe('Nepal · WorldAtlas'));
  });

  it('is titled by the route table on pages without data', async () => {
    renderRoutes(routes, '/contact');
    await waitFor(() => expect(document.title).toBe('Contact · WorldAtlas'));
  });
});
