import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ExposedModuleId, PageHead, RemoteName, RuntimeConfig } from '@worldatlas/contracts';
import { createStaticHandler, createStaticRouter, type StaticHandlerContext, StaticRouterProvider } from '@worldatlas/routing/server';
import { renderToString } from 'react-dom/server';
import type { PageData } from '../app/page-data';
import { matchSiteRoute, type PageText } from '../app/route-table';
import { createRoutes } from '../app/routes';
import { SiteProviders } from '../app/SiteProviders';
import { type PageLoad, serverRouteLoader } from './route-loaders';
import type { ServerRemotes } from './server-remotes';

/** A page rendered on the server, in parts for the page template. */
export interface RenderedPage {
  /** HTTP status: 200, or 404 for an unknown path or country. */
  status: number;
  /** The page's title and description, its canonical path, and a preview image (absolute URL) when it has one. */
  head: PageText & Pick<PageHead, 'image'> & { path: string };
  /** `<style data-emotion>` elements: Chakra's global and token CSS, then the CSS of the components rendered. */
  styles: string;
  /** The rendered site, the content of `<div id="root">`. */
  body: string;
  /** The page's {@link PageData}. */
  data: PageData;
  /** Whether the page has everything it shows: no part rendered as a skeleton, no data missing. Only such a page is worth keeping. */
  complete: boolean;
}

/** What {@link renderPage} renders with. */
export interface RenderContext {
  config: RuntimeConfig;
  remotes: ServerRemotes;
  log: (message: string) => void;
}

const handler = createStaticHandler(createRoutes(serverRouteLoader));
const remoteOf = (id: ExposedModuleId) => id.split('/')[0] as RemoteName;

/** The site rendered to HTML for the router's `context`, with the CSS of what it rendered (Emotion's critical CSS). */
function renderApp(context: StaticHandlerContext, config: RuntimeConfig, data: PageData): { body: string; styles: string } {
  // A cache per render: `compat` keeps the CSS for extraction instead of writing <style> into the HTML.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const router = createStaticRouter(handler.dataRoutes, context);
  const body = renderToString(
    <CacheProvider value={cache}>
      <SiteProviders config={config} page={data}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </SiteProviders>
    </CacheProvider>,
  );
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  return { body, styles: constructStyleTagsFromChunks(extractCriticalToChunks(body)) };
}

/** The router's errors as plain objects, the shape its hydration and `isRouteErrorResponse` read. */
function plainErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | undefined {
  if (!errors) return undefined;
  return Object.fromEntries(Object.entries(errors).map(([id, error]) => [id, JSON.parse(JSON.stringify(error)) as unknown]));
}

/**
 * Renders the page at `url` on the server, whole: the route's loaders run first (each part's remote
 * and data, within time limits), then the site renders once with that data. A part whose remote's
 * server code fails is rendered as its skeleton and the page still answers: a remote that cannot be
 * loaded is reported once and left out of pages for a while; one that throws while rendering is
 * reported once per release, for this page alone. Hostile text in the address or the data is escaped
 * by React; the caller escapes the head.
 * @throws only for a failure of the host's own code (header, footer, error page).
 */
export async function renderPage(url: URL, locale: string, { config, remotes, log }: RenderContext): Promise<RenderedPage> {
  const load: PageLoad = { config, remotes, log, data: {}, skeletons: new Set() };
  const context = await handler.query(new Request(url), { requestContext: load });
  if (context instanceof Response) throw new Error(`The router answered ${url.pathname} with a response of its own (${context.status})`);
  const match = matchSiteRoute(url.pathname);
  const data = (): PageData => ({ pathname: url.pathname, locale, head: load.head, skeletons: [...load.skeletons], data: load.data, errors: plainErrors(context.errors) });

  let rendered: { body: string; styles: string } | undefined;
  let failure: unknown;
  // A remote that throws while rendering this page: render again with its parts as skeletons, adding
  // one remote at a time. Only this page is affected (the error may come from this page's data).
  const areas = match?.route.areas ?? [];
  const shown = areas.filter((area) => !load.skeletons.has(area.module));
  for (const suspect of [undefined, ...new Set(shown.map((area) => remoteOf(area.module)))]) {
    for (const area of shown) if (remoteOf(area.module) === suspect) load.skeletons.add(area.module);
    try {
      rendered = renderApp(context, config, data());
      if (suspect) remotes.renderFailed(suspect, failure);
      break;
    } catch (error) {
      failure ??= error;
    }
  }
  if (!rendered) throw failure;
  const status = context.statusCode;
  const page = match && status === 200 ? { params: match.params, config, found: load.head } : undefined;
  const path = (match && page && match.route.canonicalPath?.(page)) ?? (url.pathname.replace(/\/+$/, '') || '/');
  return {
    status,
    head: page && match
      ? { ...match.route.text(page), image: load.head?.image, path }
      : { title: `${status} · WorldAtlas`, description: 'Oops! An error occurred.', path },
    ...rendered,
    data: data(),
    complete: load.skeletons.size === 0 && !load.dataMissing,
  };
}
