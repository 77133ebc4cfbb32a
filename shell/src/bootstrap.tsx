import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerRemotesFrom } from './remotes/register-remotes';
import { loadRuntimeConfig } from './runtime-config';

const config = await loadRuntimeConfig();
registerRemotesFrom(config);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App config={config} />
  </StrictMode>,
);
