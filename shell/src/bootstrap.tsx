import type { RuntimeConfig } from '@worldatlas/contracts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { preload } from 'swr';
import { App } from './app/App';
import { handDataRequestsTo } from './preload/data-requests';
import { preloadOnIntent } from './preload/intent';
import { startRoute } from './preload/route-loading';
import { loadRuntimeConfig } from './runtime-config';
import { startPage } from './start-page';

/**
 * Renders the site. `inline` is the runtime configuration index.html carried (the entry has already
 * started the page with it); without one it is fetched first, then the page is started.
 */
export async function render(inline: RuntimeConfig | undefined): Promise<void> {
  const config = inline ?? (await loadRuntimeConfig());
  if (!inline) startPage(config, window.location.pathname);
  // Requests the entry started become SWR preloads, under the keys the remotes' hooks use.
  handDataRequestsTo(preload);
  preloadOnIntent(document, (pathname) => void startRoute(pathname, config)?.catch(() => undefined));

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container, {
    // Each error boundary reports what it catches, once and with its context: RemoteBoundary (a remote
    // that failed) and the router's onError (see App). React's own report would repeat them.
    onCaughtError: () => undefined,
  });
  // A transition: React renders the first page in slices and lets the browser act between them, so the
  // route's remote manifest, once it arrives, sends for the remote's scripts during this render instead
  // of after it (a single blocking render held those requests back until it had committed).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    ),
  );
}
