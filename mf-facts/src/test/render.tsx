import type { RenderedRoute, RouteContext } from '@worldatlas/routing';
import { renderTestPage, type TestRoute } from '@worldatlas/routing/test-kit';
import * as about from '../routes/about';
import * as home from '../routes/home';

/** The facts remote's pages, at the paths of the site's route table, and the list its hero links to. */
export const FACTS_ROUTES: readonly TestRoute[] = [
  { id: 'home', path: '/', module: home },
  { id: 'about', path: '/about', module: about },
  { id: 'countries', path: '/country' },
];

/** The context the render server gives loaders: these pages have none, so nothing in it is called. */
const CONTEXT: RouteContext = { apiBaseUrl: 'http://api.invalid', locale: 'en-US', fetch, services: {}, visitor: { address: '192.0.2.1' } };

/**
 * Renders the page at `path` with `routes` (the facts remote's, by default) as the render server
 * does (`renderTestPage`), and puts its HTML into the document: plain HTML, no script running.
 * @returns the rendered page (status, meta) and its element.
 */
export async function renderFactsPage(path: string, routes: readonly TestRoute[] = FACTS_ROUTES): Promise<{ page: RenderedRoute; container: HTMLElement }> {
  const page = await renderTestPage(routes, path, { context: CONTEXT });
  if (page.kind !== 'page') throw new Error(`${path} answered a ${page.status} redirect`);
  const container = document.createElement('main');
  container.innerHTML = page.html;
  document.body.replaceChildren(container);
  return { page, container };
}
