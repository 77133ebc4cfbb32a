import type { RuntimeConfig } from '@worldatlas/contracts';
import { Agent, type Dispatcher, setGlobalDispatcher } from 'undici';
import { checkUrl } from './site-config';

/** A public URL prefix (what the page uses) and the prefix the render server reaches the same files at inside the deployment. */
export interface InternalRoute {
  /** e.g. `https://worldatlas.example/remotes/facts/`: ends with `/`. */
  publicPrefix: string;
  /** e.g. `http://mf-<name>/` (a remote's Service): ends with `/`. */
  internalPrefix: string;
}

/** `url` with its public prefix replaced by the internal one of the first route that has it; `url` itself when none does. */
export function internalUrl(url: string, routes: readonly InternalRoute[]): string {
  const route = routes.find(({ publicPrefix }) => url.startsWith(publicPrefix));
  return route ? `${route.internalPrefix}${url.slice(route.publicPrefix.length)}` : url;
}

/** `url` ending with one `/`, so that a prefix matches whole path segments only. */
const folder = (url: string) => (url.endsWith('/') ? url : `${url}/`);

/**
 * For each `<NAME>_INTERNAL_URL` and `API_INTERNAL_URL` set, a route from that remote's public folder (or the public API) to it.
 * @throws Error naming the variable whose URL is not `http(s)://host[:port][/path]`.
 */
export function internalRoutesFrom(env: NodeJS.ProcessEnv, config: RuntimeConfig): InternalRoute[] {
  const publicPrefixes: [string, string][] = [...Object.entries(config.remotes).map(([name, manifest]): [string, string] => [name, new URL('.', manifest).href]), ['api', folder(config.apiBaseUrl)]];
  return publicPrefixes.flatMap(([target, publicPrefix]) => {
    const name = `${target.toUpperCase()}_INTERNAL_URL`;
    const value = env[name];
    if (value === undefined || value === '') return [];
    return [{ publicPrefix, internalPrefix: folder(checkUrl(name, value)) }];
  });
}

/** A dispatcher step that sends each request to {@link internalUrl} of its URL. */
const routedTo =
  (routes: readonly InternalRoute[]): Dispatcher.DispatcherComposeInterceptor =>
  (dispatch) =>
  (options, handler) => {
    const requested = new URL(options.path, options.origin).href;
    const target = internalUrl(requested, routes);
    if (target === requested) return dispatch(options, handler);
    const { origin, pathname, search } = new URL(target);
    return dispatch({ ...options, origin, path: `${pathname}${search}` }, handler);
  };

/**
 * Sends the server's own requests (Node's `fetch`) for a public URL to its internal address, the only one reachable from inside
 * (the render server's requests for the remotes' server builds and the API's data).
 * @param sourceAddress the local address every request leaves from (`SOURCE_ADDRESS`); the system's choice when undefined.
 */
export function routeServerRequests(routes: readonly InternalRoute[], sourceAddress?: string): void {
  if (routes.length === 0 && sourceAddress === undefined) return;
  const agent = new Agent(sourceAddress === undefined ? {} : { localAddress: sourceAddress });
  setGlobalDispatcher(routes.length > 0 ? agent.compose(routedTo(routes)) : agent);
}
