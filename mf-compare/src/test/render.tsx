import type { RenderedRoute, RouteContext } from '@worldatlas/routing';
import { type RedirectAnswer } from '@worldatlas/routing';
import { renderTestPage, type TestRoute } from '@worldatlas/routing/test-kit';
import * as compare from '../routes/compare';

/** The real countries-api this project's global setup started (jest/start-countries-api.js). */
const API = process.env.TEST_API_BASE_URL ?? 'http://127.0.0.1:4000';
/** A base URL where nothing listens: every request fails as when the API is down. */
export const DOWN_API = 'http://127.0.0.1:9';

/** The compare page at its path in the site's route table, and the pages it links to. */
export const COMPARE_ROUTES: readonly TestRoute[] = [
  { id: 'countries', path: '/country' },
  { id: 'country', path: '/country/:id' },
  { id: 'compare', path: '/compare', module: compare },
];

/** The context the render server gives loaders: the API at `apiBaseUrl`. */
export const routeContext = (apiBaseUrl = API): RouteContext => ({ apiBaseUrl, locale: 'en-US', fetch, services: {}, visitor: { address: '127.0.0.1' } });

/**
 * Renders the compare page at `path` as the render server does (`renderTestPage`, the loader on the
 * real countries-api by default) and puts its HTML into the document: plain HTML, no script running.
 * @returns the rendered page (status, meta, HTML) with its element, or the redirect it answered with.
 */
export async function renderComparePage(path: string, context = routeContext(), routes = COMPARE_ROUTES): Promise<{ page: RenderedRoute; container: HTMLElement } | RedirectAnswer> {
  const page = await renderTestPage(routes, path, { context });
  if (page.kind === 'redirect') return page;
  const container = document.createElement('main');
  container.innerHTML = page.html;
  document.body.replaceChildren(container);
  return { page, container };
}

/** {@link renderComparePage} for a page, not a redirect. @throws Error when the page answered with a redirect. */
export async function renderCompared(path: string, context?: RouteContext, routes?: readonly TestRoute[]) {
  const answered = await renderComparePage(path, context, routes);
  if ('kind' in answered) throw new Error(`${path} answered a ${answered.status} redirect to ${answered.location}`);
  return answered;
}
