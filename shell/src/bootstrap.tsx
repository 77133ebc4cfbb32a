import type { RuntimeConfig } from '@worldatlas/contracts';
import { preloadModule } from '@worldatlas/module-loading';
import { createBrowserRouter } from '@worldatlas/routing';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { preload } from 'swr';
import { App } from './app/App';
import type { PageData } from './app/page-data';
import { matchSiteRoute } from './app/route-table';
import { routes } from './app/routes';
import { handDataRequestsTo } from './preload/data-requests';
import { preloadOnIntent } from './preload/intent';
import { startRoute } from './preload/route-loading';
import { remoteModuleLoad } from './remotes/remoteComponents';
import { loadRuntimeConfig } from './runtime-config';
import { startPage } from './start-page';

/** How long the page waits for the code of the parts the server rendered before rendering itself instead, in ms. */
const HYDRATION_WAIT_MS = 10_000;

/**
 * Loads the exposed modules the server rendered on this page: hydration renders the same parts with
 * them. Resolves with whether all of them loaded within {@link HYDRATION_WAIT_MS}.
 */
async function loadRenderedModules(page: PageData): Promise<boolean> {
  const areas = matchSiteRoute(window.location.pathname)?.route.areas ?? [];
  const rendered = areas.filter((area) => !page.skeletons.includes(area.module));
  const loads = Promise.all(rendered.map((area) => preloadModule(remoteModuleLoad(area.module)))).then(() => true, () => false);
  // A remote whose code stalls must not leave the page unable to respond: the browser then renders it.
  const limit = new Promise<boolean>((settle) => setTimeout(() => settle(false), HYDRATION_WAIT_MS));
  return Promise.race([loads, limit]);
}

/**
 * Renders the site. `inline` is the runtime configuration index.html carried (the entry has already
 * started the page with it); without one it is fetched first, then the page is started. A page the
 * server rendered (`page`, its page data) is hydrated: the same tree, on the same data, taking over
 * the HTML that is already shown. Otherwise the browser renders the page.
 */
export async function render(inline: RuntimeConfig | undefined, page: PageData | undefined): Promise<void> {
  const config = inline ?? (await loadRuntimeConfig());
  if (!inline) startPage(config, window.location.pathname, page !== undefined);
  // Requests the page starts become SWR preloads, under the keys the remotes' hooks use.
  handDataRequestsTo(preload);
  preloadOnIntent(document, (pathname) => void startRoute(pathname, config)?.catch(() => undefined));

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // The router starts where the server ended: on the error page when it answered one (a 404).
  const router = createBrowserRouter(routes, page?.errors ? { hydrationData: { errors: page.errors } } : undefined);
  const app = (
    <StrictMode>
      <App config={config} router={router} page={page} />
    </StrictMode>
  );
  // Each error boundary reports what it catches, once and with its context: RemoteBoundary (a remote
  // that failed) and the router's onError (see App). React's own report would repeat them.
  const onCaughtError = () => undefined;
  // A rendered part whose module the browser cannot load (its remote is unreachable from here) cannot
  // hydrate: the browser then renders the page itself, that part with its message and Retry.
  if (page && (await loadRenderedModules(page))) {
    hydrateRoot(container, app, {
      onCaughtError,
      // A part that hydrates differently from what the server rendered: a defect, reported once.
      onRecoverableError: (error, info) => console.error('The page did not hydrate as rendered', error, info.componentStack ?? ''),
    });
    return;
  }
  // (React replaces the server's HTML with its render when it commits.)
  const root = createRoot(container, { onCaughtError });
  // A transition: React renders the first page in slices and lets the browser act between them, so the
  // route's remote manifest, once it arrives, sends for the remote's scripts during this render instead
  // of after it (a single blocking render held those requests back until it had committed).
  startTransition(() => root.render(app));
}
