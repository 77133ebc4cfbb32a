import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isRouteErrorResponse } from 'react-router-dom';
import { App } from './app/App';
import { registerRemotesFrom } from './remotes/registerRemotesFrom';
import { loadRuntimeConfig } from './runtime-config';

const config = await loadRuntimeConfig();
registerRemotesFrom(config);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container, {
  // Logs what an error boundary caught (a remote that failed to load, a render error), once. A route
  // error response a remote throws on purpose (404 "Country not found") is the error page's to show.
  onCaughtError: (error, info) => {
    if (!isRouteErrorResponse(error)) console.error(error, info.componentStack);
  },
}).render(
  <StrictMode>
    <App config={config} />
  </StrictMode>,
);
