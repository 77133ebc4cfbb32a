// The entry: everything here runs before the shared libraries (React, the router, the design
// system) have loaded, so the page's remote code (and, on a page rendered in the browser alone, its
// data) is on its way while they load.
import { readPageData } from './app/page-data';
import { inlineRuntimeConfig } from './runtime-config';
import { startPage } from './start-page';

const config = inlineRuntimeConfig();
const page = readPageData();
// This runs once the page as it arrived is painted: the page's inline loader starts main.js then
// (packages/webpack-config/src/start-after-paint.ts).
if (config) startPage(config, window.location.pathname, page !== undefined);
// Async boundary: the shared singletons are negotiated with the federation runtime before use.
void import('./bootstrap').then(({ render }) => render(config, page));
