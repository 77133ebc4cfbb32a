import type { RuntimeConfig } from '@worldatlas/contracts';
import { buildStaticServer, fillShellPage } from '@worldatlas/static-server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import Negotiator from 'negotiator';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageRenderer } from '../src/rendering';
import { pageLocale } from './locale';
import { type CachedPage, PageCache } from './page-cache';
import { pageTemplate } from './page-template';

/** What {@link buildRenderServer} serves. */
export interface RenderServerOptions {
  /** The shell's build (`shell/dist`): its browser files are served, its page is the template. */
  dist: string;
  /** The runtime configuration it runs with: the remotes' manifest URLs and the API's base URL. */
  config: RuntimeConfig;
  /** The host's server build's renderer (`dist/server/main.js`). */
  renderer: PageRenderer;
  /** The site's public origin, e.g. `https://worldatlas.example`: canonical URLs start with it. */
  siteUrl: string;
  /** Bytes of rendered pages kept in memory. */
  pageCacheBytes?: number;
}

/**
 * The shell's render server (Fastify): every path that is not one of the shell's files is a page,
 * rendered on the server by `renderer` with the remotes' server builds, in the visitor's locale, and
 * answered with its status (404 for an unknown path or country) whatever the `Accept` header. Pages
 * are kept in a bounded cache keyed by address, locale and the remotes' releases, with an ETag (304
 * on revalidation) and their gzip encoding made once (`X-Cache: HIT` or `MISS` says which). The shell's browser files, headers, CSP and
 * compression are those of `@worldatlas/static-server`; its server build is never served.
 * `GET /runtime-config.json` answers the configuration it runs with; `GET /healthz` `{"status":"ok"}`.
 */
export async function buildRenderServer(options: RenderServerOptions): Promise<FastifyInstance> {
  // The shell's page as built, with the configuration written in: the template of every rendered page,
  // and what the browser renders itself when the host's own code fails here.
  const shellPage = fillShellPage(readFileSync(join(options.dist, 'index.html'), 'utf8'), options.config);
  const template = pageTemplate(shellPage);
  const cache = new PageCache(options.pageCacheBytes);

  const origin = new URL(options.siteUrl).origin;
  /** Renders under way, by cache key: a page asked for again meanwhile waits for the same render. */
  const rendering = new Map<string, Promise<CachedPage>>();

  async function renderToCache(key: string, url: URL, locale: string): Promise<CachedPage> {
    const rendered = await options.renderer.render(new Request(url), locale);
    if (rendered.kind === 'redirect') return cache.set(key, rendered.status, '', { location: rendered.location });
    const html = template(rendered, `${origin}${rendered.head.path}`);
    // A page rendered without a part or its data is not kept: the next visitor gets it whole once it can be.
    return rendered.complete ? cache.set(key, rendered.status, html, rendered.headers) : PageCache.page(rendered.status, html, rendered.headers);
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    // Joined, not resolved: a path such as `//elsewhere.example/x` stays a path of this site.
    const url = new URL(`${origin}${request.url}`);
    const locale = pageLocale(request.headers['accept-language']);
    const key = `${locale} ${url.pathname}${url.search} ${options.renderer.releases()}`;
    let page = cache.get(key);
    // Whether the page came from the cache, as CDNs say it: for monitors, and the tests of the cache.
    reply.header('x-cache', page ? 'HIT' : 'MISS');
    if (!page) {
      let render = rendering.get(key);
      if (!render) {
        render = renderToCache(key, url, locale).finally(() => rendering.delete(key));
        rendering.set(key, render);
      }
      try {
        page = await render;
      } catch (error) {
        // The host's own code failed (a remote's failure renders as a skeleton): the browser renders the page.
        request.log.error({ err: error }, `rendering ${url.pathname} failed`);
        return reply.code(500).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(shellPage);
      }
    }
    if (page.headers.location) return reply.code(page.status).headers({ ...page.headers, 'cache-control': 'no-cache' }).send();
    reply.code(page.status).type('text/html; charset=utf-8').headers({ ...page.headers, 'cache-control': 'no-cache', etag: page.etag, vary: 'accept-encoding, accept-language' });
    if (page.status === 200 && fresh(request.headers, { etag: page.etag })) return reply.code(304).send();
    const gzip = new Negotiator({ headers: { 'accept-encoding': request.headers['accept-encoding'] ?? '' } }).encoding(['gzip', 'identity']) === 'gzip';
    if (gzip) return reply.header('content-encoding', 'gzip').send(PageCache.gzip(page));
    return reply.send(page.html);
  }

  // The runtime configuration the server runs with is the one served, not the build's file.
  const app = await buildStaticServer({ root: options.dist, spa: false, runtimeConfig: options.config, pages: sendPage, ignore: ['server/**', 'runtime-config.json'] });
  app.get('/runtime-config.json', (_request, reply) => reply.header('cache-control', 'no-cache').send(options.config));
  app.get('/healthz', async () => ({ status: 'ok' }));
  return app;
}
