import { EXPOSED_LOADERS, type ExposedModuleId, type PageHead, type RouteLoader, type RouteLoaderResult, type RuntimeConfig } from '@worldatlas/contracts';
import { data, type LoaderFunction } from '@worldatlas/routing';
import type { SiteRoute } from '../app/route-table';
import { type ServerRemotes, withTimeLimit } from './server-remotes';

/** How long a page waits for its data, in ms, before rendering the views without it (they then load it in the browser). */
export const DATA_TIME_LIMIT_MS = 5_000;

/** What one page's render collects: the route loaders' answers, the parts rendered as skeletons, and what the head says. */
export interface PageLoad {
  config: RuntimeConfig;
  remotes: ServerRemotes;
  log: (message: string) => void;
  /** Answers by request key, as the browser's SWR fallback. */
  data: Record<string, unknown>;
  skeletons: Set<ExposedModuleId>;
  head?: PageHead;
  /** Whether a route loader failed (API down or slow): the page was rendered without some of its data. */
  dataMissing?: boolean;
}

/** Runs one part's route loader (its remote's own) with a `load` that keeps each answer for the page; `undefined` when it fails (logged). */
async function runLoader(loader: RouteLoader, params: Record<string, string | undefined>, search: string, page: PageLoad, requests: Map<string, Promise<unknown>>) {
  const load = <T,>(request: { key: string; fetch: () => Promise<T> }): Promise<T> => {
    let answer = requests.get(request.key) as Promise<T> | undefined;
    if (!answer) {
      answer = request.fetch().then((value) => {
        page.data[request.key] = value;
        return value;
      });
      requests.set(request.key, answer);
    }
    return answer;
  };
  try {
    return await withTimeLimit(loader({ params, search, apiBaseUrl: page.config.apiBaseUrl, load }), DATA_TIME_LIMIT_MS, 'The page data');
  } catch (error) {
    page.dataMissing = true;
    page.log(`A route loader failed; its view loads the data in the browser: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

/**
 * The server's route loader for a route of the table: loads each part's exposed module and route
 * loader from its remote's server build (a part whose remote fails is rendered as its skeleton), and
 * runs the loaders with the page's path parameters and query, collecting their answers into the
 * page's load (`context`, given per request).
 * @throws a 404 route error response with the route's `notFound` text when a loader finds nothing at the address.
 */
export function serverRouteLoader(route: SiteRoute): LoaderFunction {
  return async ({ params, context, request }) => {
    const page = context as PageLoad;
    const { search } = new URL(request.url);
    const requests = new Map<string, Promise<unknown>>();
    const results = await Promise.all(
      route.areas.map(async ({ module }): Promise<RouteLoaderResult | undefined> => {
        const loaderId = EXPOSED_LOADERS[module];
        const [view, loader] = await Promise.all([page.remotes.load(module), loaderId ? page.remotes.load<RouteLoader>(loaderId) : undefined]);
        if (!view) {
          page.skeletons.add(module);
          return undefined;
        }
        return loader ? runLoader(loader, params, search, page, requests) : undefined;
      }),
    );
    if (results.some((result) => result?.status === 404)) throw data(route.notFound ?? 'Page not found', { status: 404 });
    page.head = results.reduce<PageHead | undefined>((head, result) => result?.head ?? head, undefined);
    return null;
  };
}
