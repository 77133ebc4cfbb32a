import { Agent, type Dispatcher, setGlobalDispatcher } from 'undici';

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
 * Sends the render server's own requests (Node's `fetch`: the remotes' server builds, which the
 * federation runtime fetches, and the pages' data) for a public URL to its internal address, e.g.
 * the remote's Service in the cluster rather than the public host name, which may not resolve or be
 * reachable from inside. Everything the page shows and the data's keys keep the public URLs.
 * No routes: requests go where their URL says.
 * @param sourceAddress the local address every request leaves from (`SOURCE_ADDRESS`), so the
 *   services can believe `X-Forwarded-For` from the render server alone; the system's choice when
 *   undefined. A connection fails (EADDRNOTAVAIL) when the machine has no such address.
 */
export function routeServerRequests(routes: readonly InternalRoute[], sourceAddress?: string): void {
  if (routes.length === 0 && sourceAddress === undefined) return;
  const agent = new Agent(sourceAddress === undefined ? {} : { localAddress: sourceAddress });
  setGlobalDispatcher(routes.length > 0 ? agent.compose(routedTo(routes)) : agent);
}
