// The entry: everything here runs before the shared libraries (React, the router, the design
// system) have loaded, so the page's remote and data are on their way while they load.
import { inlineRuntimeConfig } from './runtime-config';
import { startPage } from './start-page';

const config = inlineRuntimeConfig();
if (config) startPage(config, window.location.pathname);
// Async boundary: the shared singletons are negotiated with the federation runtime before use.
void import('./bootstrap').then(({ render }) => render(config));
