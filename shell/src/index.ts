// The entry: everything here runs before the shared libraries (React, the router, the design
// system) have loaded, so the page's remote code (and, on a page rendered in the browser alone, its
// data) is on its way while they load.
import { readPageData } from './app/page-data';
import { inlineRuntimeConfig } from './runtime-config';
import { startPage } from './start-page';

/**
 * Resolves once the browser has had its chance to paint the page as it arrived (after the next
 * frame), or after 100 ms when it paints no frame (a hidden tab).
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });

const config = inlineRuntimeConfig();
const page = readPageData();
// A page rendered on the server is readable as it arrives: the code that hydrates it (React, the
// design system, the remotes' modules) loads and runs after it is painted, not before. Measured:
// the first paint of `/` came about 30 ms later when they were fetched and run first.
void (page ? afterFirstPaint() : Promise.resolve()).then(async () => {
  if (config) startPage(config, window.location.pathname, page !== undefined);
  // Async boundary: the shared singletons are negotiated with the federation runtime before use.
  const { render } = await import('./bootstrap');
  render(config, page);
});
