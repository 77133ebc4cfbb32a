import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import type { RouteLoader, RuntimeConfig } from '@worldatlas/contracts';
import { forgetLoadedRemotes } from '../remotes/remoteComponents';
import { forgetDataRequests } from './data-requests';
import { forgetRouteLoads, startRoute } from './route-loading';

// The remotes' own route loaders run against the real API in their workspace and in the browser
// suite; here the federation runtime hands out loaders that record how the host calls them.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), preloadRemote: jest.fn(), registerRemotes: jest.fn() }));

const config: RuntimeConfig = {
  apiBaseUrl: 'http://api.test',
  remotes: { facts: 'http://facts.test/mf-manifest.json', countries: 'http://countries.test/mf-manifest.json', contact: 'http://contact.test/mf-manifest.json' },
};

/** Makes the runtime answer `loader` for every route loader module, and records what it was asked for. */
function exposeLoader(loader: RouteLoader): string[] {
  const asked: string[] = [];
  jest.mocked(loadRemote).mockImplementation(async (id: string) => {
    asked.push(id);
    return { default: loader };
  });
  return asked;
}

beforeEach(() => {
  forgetRouteLoads();
  forgetLoadedRemotes();
  forgetDataRequests();
  jest.mocked(preloadRemote).mockReset().mockResolvedValue(undefined);
  jest.mocked(loadRemote).mockReset();
});

describe('startRoute', () => {
  it("preloads a page's remote modules and runs its remote's route loader with the page's parameters", async () => {
    const fetched: string[] = [];
    const asked = exposeLoader(async ({ params, apiBaseUrl, load }) => {
      const name = await load({ key: `${apiBaseUrl}/name/${params.id}`, fetch: async () => (fetched.push(String(params.id)), 'Ivory Coast') });
      return { head: { title: name } };
    });
    await expect(startRoute("/country/C%C3%B4te%20d'Ivoire", config)).resolves.toEqual({ head: { title: 'Ivory Coast' } });
    expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'countries', exposes: ['CountryDetail'] }]);
    expect(asked).toEqual(['countries/CountryDetail/loader']);
    expect(fetched).toEqual(["Côte d'Ivoire"]);
  });

  it('runs once per path and page load: a second call joins the first', async () => {
    let runs = 0;
    exposeLoader(async () => (runs++, undefined));
    const first = startRoute('/country', config);
    expect(startRoute('/country/', config)).toBe(first);
    await first;
    expect(runs).toBe(1);
  });

  it('passes a 404 from the loader on', async () => {
    exposeLoader(async () => ({ status: 404 }));
    await expect(startRoute('/country/Atlantis', config)).resolves.toEqual({ status: 404 });
  });

  it('forgets a failed load, so the next visit tries again', async () => {
    let apiUp = false;
    exposeLoader(async () => {
      if (!apiUp) throw new Error('API down');
      return { head: { title: 'back' } };
    });
    await expect(startRoute('/country', config)).rejects.toThrow('API down');
    apiUp = true;
    await expect(startRoute('/country', config)).resolves.toEqual({ head: { title: 'back' } });
  });

  it('loads no loader for pages without API data, and nothing for unknown paths', async () => {
    const asked = exposeLoader(async () => undefined);
    await expect(startRoute('/', config)).resolves.toEqual({});
    expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'facts', exposes: ['Hero', 'FactsSection'] }]);
    expect(startRoute('/atlantis', config)).toBeUndefined();
    expect(asked).toEqual([]);
  });
});
