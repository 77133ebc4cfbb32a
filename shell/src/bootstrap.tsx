import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerRemotesFrom } from './remotes/registerRemotesFrom';
import { loadRuntimeConfig } from './runtime-config';

const config = await loadRuntimeConfig();
registerRemotesFrom(config);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container, {
  // Each error boundary reports what it catches, once and with its context: RemoteBoundary (a remote
  // that failed) and the router's onError (see App). React's own report would repeat them.
  onCaughtError: () => undefined,
}).render(
  <StrictMode>
    <App config={config} />
  </StrictMode>,
);
