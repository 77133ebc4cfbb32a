import rateLimit from '@fastify/rate-limit';
import type { RuntimeConfig } from '@worldatlas/contracts';
import { buildStaticServer, fillShellPage } from '@worldatlas/static-server';
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Renderer } from '../src/renderer';
import { ErrorPages } from './error-pages';
import { FORM_BODY_LIMIT, MISS_LIMIT, type MissLimit, RENDER_LIMITS, type RenderLimits } from './limits';
import { PageCache } from './page-cache';
import { PageAnswers } from './pages';
import { pageTemplate } from './page-template';
import { renderQueue } from './render-queue';
import { addSiteMapRoutes } from './site-map';

/** What {@link buildRenderServer} serves. */
export interface RenderServerOptions {
  /** The shell's build (`shell/dist`): its browser files are served, its page is the template. */
  dist: string;
  /** The runtime configuration it runs with: the remotes' manifest URLs and the API's base URL. */
  config: RuntimeConfig;
  /** The host's server build's renderer (`dist/server/main.js`). */
  renderer: Renderer;
  /** The site's public origin, e.g. `https://worldatlas.example`: canonical URLs start with it. */
  siteUrl: string;
  /** Bytes of rendered pages kept in memory. */
  pageCacheBytes?: number;
  /** Proxies whose `X-Forwarded-For` names the visitor (`TRUST_PROXY`: the ingress controller); none by default. */
  trustProxy?: string[] | false;
  /** Renders at once and waiting ({@link RENDER_LIMITS} for any not given). */
  renderLimits?: Partial<RenderLimits>;
  /** Pages not in the cache one visitor may ask for ({@link MISS_LIMIT} for any not given). */
  missLimit?: Partial<MissLimit>;
  /** Where its log lines (JSON, one per line) go: standard output by default. */
  logStream?: { write(line: string): unknown };
}

/**
 * The shell's render server (Fastify): every path that is not one of the shell's files is a page,
 * rendered on the server by `renderer` with the remotes' server builds, in the visitor's locale, and
 * answered with its status (404 for an unknown path or country) whatever the `Accept` header. Pages
 * are kept in a bounded cache keyed by the page's address as its route reads it (the path in the
 * route's spelling, and the query its route module names: unknown parameters make no other page;
 * every unknown path is one 404 page), the locale and the remotes' releases, in two segments
 * (`segmentOf`: the pages everyone reads apart from those a visitor can vary), with an ETag (304 on revalidation) and their gzip
 * encoding made once (`X-Cache: HIT` or `MISS` says which; a page rendered for its request says
 * what the render took in `Server-Timing`, `render;dur=` ms). A page not in the cache counts toward
 * the visitor's budget (their address by `trustProxy`, IPv6 by /64; 429 with `Retry-After` and
 * the error page beyond it), and renders within a bounded number of places and queue (503 with
 * `Retry-After` beyond them); cached pages are answered whatever the load. The shell's browser files, headers, CSP and
 * compression are those of `@worldatlas/static-server`; its server build is never served. Pages
 * (and their redirects, 304s and error pages) carry no `Access-Control-Allow-Origin`: only the
 * shell's files do. A form posted to a page (URL-encoded or multipart, up to {@link FORM_BODY_LIMIT})
 * runs its route's action (403 with the error page when it comes from another site's page, 400 when
 * its body does not read as form data); what it answers is never kept. `GET /robots.txt` allows every page and names the site map;
 * `GET /sitemap.xml` lists every page (every country's, from its route module); `GET
 * /runtime-config.json` answers the configuration the pages carry; `GET /healthz` `{"status":"ok"}`.
 * When the host's own code fails, a page answers 500 with the site's error page, never a blank page.
 */
export async function buildRenderServer(options: RenderServerOptions): Promise<FastifyInstance> {
  // The shell's page as built, with the configuration written in: the template of every rendered page.
  const template = pageTemplate(fillShellPage(readFileSync(join(options.dist, 'index.html'), 'utf8'), options.config));
  const origin = new URL(options.siteUrl).origin;
  const missLimit = { ...MISS_LIMIT, ...options.missLimit };

  // The runtime configuration the server runs with is the one served, not the build's file. What is not one of its files is a page.
  const app = await buildStaticServer({ root: options.dist, runtimeConfig: options.config, pages: (request, reply) => pages.get(request, reply), ignore: ['server/**', 'runtime-config.json'], trustProxy: options.trustProxy, logStream: options.logStream });
  // Counted only when a page is not in the cache (the limiter is called then, not as a hook); in memory, per address, an IPv6 visitor by /64.
  await app.register(rateLimit, { global: false, ipv6Subnet: 64 });
  const missLimiter = app.createRateLimit({ max: missLimit.max, timeWindow: missLimit.windowMs });
  const pages = new PageAnswers({
    renderer: options.renderer,
    template,
    cache: new PageCache(options.pageCacheBytes),
    // The error pages it answers itself: when the host's own code fails, and when it refuses a page.
    errorPages: new ErrorPages(options.renderer, template),
    origin,
    queue: renderQueue({ ...RENDER_LIMITS, ...options.renderLimits }),
    countMiss: async (request) => {
      const counted = await missLimiter(request);
      return counted.isAllowed || !counted.isExceeded ? null : counted.ttlInSeconds;
    },
  });
  // Forms post URL-encoded or multipart bodies, up to FORM_BODY_LIMIT: the route's action reads them.
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'buffer', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => done(null, body));
  app.post('/*', pages.post);
  // As the pages carry it: the remotes and the API, not the server entries' pins (the server's own).
  const publicConfig = { remotes: options.config.remotes, apiBaseUrl: options.config.apiBaseUrl };
  app.get('/runtime-config.json', (_request, reply) => reply.header('cache-control', 'no-cache').send(publicConfig));
  addSiteMapRoutes(app, options.renderer, origin);
  app.get('/healthz', async () => ({ status: 'ok' }));
  return app;
}
