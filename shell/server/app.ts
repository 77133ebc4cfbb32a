import rateLimit from '@fastify/rate-limit';
import type { RuntimeConfig } from '@worldatlas/contracts';
import { buildStaticServer, fillShellPage } from '@worldatlas/static-server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import Negotiator from 'negotiator';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageAddress, PageRenderer, Visitor } from '../src/rendering';
import { ErrorPages, REFUSAL_TEXTS } from './error-pages';
import { isFromAnotherSite, readsAsFormData } from './form-posts';
import { BUSY_RETRY_AFTER_S, FORM_BODY_LIMIT, MISS_LIMIT, type MissLimit, RENDER_LIMITS, type RenderLimits } from './limits';
import { pageLocale } from './locale';
import { type CachedPage, PageCache, segmentOf } from './page-cache';
import { pageTemplate } from './page-template';
import { RenderGate } from './render-gate';
import { addSiteMapRoutes } from './site-map';

/** A page rendered for a request: as sent, whether the page cache kept it, and the render's `Server-Timing` entry. */
interface Rendered {
  page: CachedPage;
  kept: boolean;
  timing: string;
}

/** How a page rendered for a request is kept: its cache key, and the address it was rendered for. */
interface Keep {
  key: string;
  address: PageAddress;
}

/** A page is the site's own document: no other origin's script may read it (CORS is for the site's static files). */
const asPage = (reply: FastifyReply) => reply.removeHeader('access-control-allow-origin');

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
 * ({@link segmentOf}: the pages everyone reads apart from those a visitor can vary), with an ETag (304 on revalidation) and their gzip
 * encoding made once (`X-Cache: HIT` or `MISS` says which; a page rendered for its request says
 * what the render took in `Server-Timing`, `render;dur=` ms, with `desc="kept render"` when it was
 * made from the render kept for pages with visitor values). A page not in the cache counts toward
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
  const shellPage = fillShellPage(readFileSync(join(options.dist, 'index.html'), 'utf8'), options.config);
  const template = pageTemplate(shellPage);
  const cache = new PageCache(options.pageCacheBytes);

  const origin = new URL(options.siteUrl).origin;
  const gate = new RenderGate(options.renderLimits?.concurrent ?? RENDER_LIMITS.concurrent, options.renderLimits?.queued ?? RENDER_LIMITS.queued);
  const missLimit = { ...MISS_LIMIT, ...options.missLimit };
  /** Renders under way, by cache key: a page asked for again meanwhile waits for the same render. */
  const rendering = new Map<string, Promise<Rendered>>();

  /**
   * The page `request` asks for, as sent: its status, headers, HTML and ETag; `kept` when it went
   * into the cache; `timing`, the render's `Server-Timing` entry (ms; `kept render` when the page was
   * made from a render kept for every visitor).
   */
  async function renderPage(keep: Keep | undefined, request: Request, visitor: Visitor): Promise<Rendered> {
    const started = performance.now();
    const rendered = await options.renderer.render(request, visitor);
    const timing = `render;${rendered.kind === 'page' && rendered.fromKeptRender ? 'desc="kept render";' : ''}dur=${(performance.now() - started).toFixed(1)}`;
    if (rendered.kind === 'redirect') {
      const headers = { location: rendered.location };
      return keep ? { page: cache.set(keep.key, 'visitor', rendered.status, '', headers), kept: true, timing } : { page: PageCache.page(rendered.status, '', headers), kept: false, timing };
    }
    const html = template(rendered, rendered.head.path === undefined ? undefined : `${origin}${rendered.head.path}`);
    // A page rendered without a part or its data, or for one visitor only, is not kept.
    if (keep && rendered.complete) return { page: cache.set(keep.key, segmentOf(keep.address, visitor.locale, rendered.status), rendered.status, html, rendered.headers), kept: true, timing };
    return { page: PageCache.page(rendered.status, html, rendered.headers), kept: false, timing };
  }

  /** Sends `page` (a rendered page or a redirect), as HTML, gzipped when accepted; 304 for a GET whose ETag the client has. */
  function send(request: FastifyRequest, reply: FastifyReply, page: CachedPage): FastifyReply {
    const cacheControl = page.headers['cache-control'] ?? 'no-cache';
    if (page.headers.location) return reply.code(page.status).headers({ ...page.headers, 'cache-control': cacheControl }).send();
    reply.code(page.status).type('text/html; charset=utf-8').headers({ ...page.headers, 'cache-control': cacheControl, etag: page.etag, vary: 'accept-encoding, accept-language' });
    if (request.method === 'GET' && page.status === 200 && fresh(request.headers, { etag: page.etag })) return reply.code(304).send();
    const gzip = new Negotiator({ headers: { 'accept-encoding': request.headers['accept-encoding'] ?? '' } }).encoding(['gzip', 'identity']) === 'gzip';
    if (gzip) return reply.header('content-encoding', 'gzip').send(PageCache.gzip(page));
    return reply.send(page.html);
  }

  // The error pages it answers itself: when the host's own code fails (a remote's failure renders as
  // its page unavailable), and when it refuses a page.
  const errorPages = new ErrorPages(options.renderer, template);

  /** The host's own code failed while answering `path`: logged, and answered 500 with the error page, never kept. */
  async function failed(request: FastifyRequest, reply: FastifyReply, path: string, error: unknown): Promise<FastifyReply> {
    request.log.error({ err: error }, `rendering ${path} failed`);
    reply.removeHeader('x-cache');
    return send(request, reply, { ...(await errorPages.failure), headers: { 'cache-control': 'no-store' } });
  }

  /** Refuses the page with the site's error page for `status` (400, 403, 429, 503) saying `text`, asking the visitor to come back in `retryAfterS` seconds when given. */
  async function refuse(request: FastifyRequest, reply: FastifyReply, status: number, text: string, retryAfterS: number | undefined, locale: string): Promise<FastifyReply> {
    try {
      const page = await errorPages.refusal(status, text, locale);
      return send(request, reply, { ...page, headers: { 'cache-control': 'no-store', ...(retryAfterS !== undefined && { 'retry-after': String(retryAfterS) }) } });
    } catch (error) {
      return failed(request, reply, request.url, error);
    }
  }

  /** How the page at `address` is kept for `visitor`: its cache key; none for an address answered as it comes (another spelling of a route). */
  function keepOf(address: PageAddress, visitor: Visitor): Keep | undefined {
    if (address.kind === 'other') return undefined;
    return { key: `${visitor.locale} ${address.kind === 'page' ? address.address : '404'} ${options.renderer.releases()}`, address };
  }

  /** Counts a page not in the cache toward the visitor's budget: `'admitted'`, or the 429 refusal sent. */
  async function admit(request: FastifyRequest, reply: FastifyReply, locale: string): Promise<'admitted' | FastifyReply> {
    const counted = await missLimiter(request);
    if (counted.isAllowed || !counted.isExceeded) return 'admitted';
    return refuse(request, reply, 429, REFUSAL_TEXTS.tooMany, counted.ttlInSeconds, locale);
  }

  /** Who the page is for: their locale (`Accept-Language`) and address. */
  const visitorOf = (request: FastifyRequest): Visitor => ({ locale: pageLocale(request.headers['accept-language']), address: request.ip });

  async function sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    asPage(reply);
    // Joined, not resolved: a path such as `//elsewhere.example/x` stays a path of this site.
    const url = new URL(`${origin}${request.url}`);
    const visitor = visitorOf(request);
    let address: PageAddress;
    try {
      address = await options.renderer.address(url);
    } catch (error) {
      return failed(request, reply, url.pathname, error);
    }
    const keep = keepOf(address, visitor);
    const key = keep?.key;
    let page = key ? cache.get(key) : undefined;
    // Whether the page came from the cache, as CDNs say it: for monitors, and the tests of the cache.
    reply.header('x-cache', page ? 'HIT' : 'MISS');
    if (!page) {
      const admitted = await admit(request, reply, visitor.locale);
      if (admitted !== 'admitted') return admitted;
      // The page's own address: nothing else of what was asked for reaches the render.
      const target = address.kind === 'page' ? new URL(`${origin}${address.address}`) : url;
      try {
        let render = key ? rendering.get(key) : undefined;
        const shared = render !== undefined;
        if (!render) {
          render = gate.run(() => renderPage(keep, new Request(target, { headers: { accept: 'text/html' } }), visitor));
          if (!render) return await refuse(request, reply, 503, REFUSAL_TEXTS.busy, BUSY_RETRY_AFTER_S, visitor.locale);
          if (key) {
            const settled = render.finally(() => rendering.delete(key));
            rendering.set(key, settled);
            render = settled;
          }
        }
        let result = await render;
        let own = !shared;
        // A page asked for while it rendered shares that render, unless it was one visitor's own.
        if (shared && !result.kept) {
          result = await renderPage(undefined, new Request(target), visitor);
          own = true;
        }
        // What this answer's render took; a page shared with the request that rendered it names none.
        if (own) reply.header('server-timing', result.timing);
        page = result.page;
      } catch (error) {
        return failed(request, reply, url.pathname, error);
      }
    }
    return send(request, reply, page);
  }

  /**
   * A form posted to a page (`POST /contact`): its route's action runs with the body as it came, and
   * the answer (a redirect, or the page again with what the action found) is never kept. The body is
   * passed on whole, never logged. Refused with the error page, before any action runs: a post from
   * another site's page (403, {@link isFromAnotherSite}), and a body that does not read as the form
   * data its type says (400, one log line naming the failure).
   */
  async function postPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    asPage(reply);
    const url = new URL(`${origin}${request.url}`);
    // A page's form is sent URL-encoded or multipart: anything else (JSON, text) is no form of ours.
    if (!(request.body instanceof Buffer)) return reply.code(415).type('text/plain; charset=utf-8').send('Unsupported Media Type');
    const body = request.body;
    const headers = { 'content-type': request.headers['content-type'] ?? '', accept: 'text/html' };
    const visitor = visitorOf(request);
    if (isFromAnotherSite(request.headers, origin)) return refuse(request, reply, 403, REFUSAL_TEXTS.crossSite, undefined, visitor.locale);
    if (!(await readsAsFormData(body, headers['content-type']))) {
      // Named by its type alone: nothing of the body, which holds what the visitor typed.
      const type = /^multipart\//i.test(headers['content-type']) ? 'multipart/form-data' : 'application/x-www-form-urlencoded';
      request.log.warn(`a form post to a page did not read as ${type}: answered 400`);
      return refuse(request, reply, 400, REFUSAL_TEXTS.malformedForm, undefined, visitor.locale);
    }
    const admitted = await admit(request, reply, visitor.locale);
    if (admitted !== 'admitted') return admitted;
    try {
      const answer = gate.run(() => renderPage(undefined, new Request(url, { method: 'POST', headers, body }), visitor));
      if (!answer) return await refuse(request, reply, 503, REFUSAL_TEXTS.busyPost, BUSY_RETRY_AFTER_S, visitor.locale);
      const result = await answer;
      return send(request, reply.header('server-timing', result.timing), result.page);
    } catch (error) {
      return failed(request, reply, url.pathname, error);
    }
  }

  // The runtime configuration the server runs with is the one served, not the build's file.
  const app = await buildStaticServer({ root: options.dist, runtimeConfig: options.config, pages: sendPage, ignore: ['server/**', 'runtime-config.json'], trustProxy: options.trustProxy, logStream: options.logStream });
  // Counted only when a page is not in the cache (the limiter is called then, not as a hook); in memory, per address, an IPv6 visitor by /64.
  await app.register(rateLimit, { global: false, ipv6Subnet: 64 });
  const missLimiter = app.createRateLimit({ max: missLimit.max, timeWindow: missLimit.windowMs });
  // Forms post URL-encoded or multipart bodies, up to FORM_BODY_LIMIT: the route's action reads them.
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'buffer', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => done(null, body));
  app.post('/*', postPage);
  // As the pages carry it: the remotes and the API, not the server entries' pins (the server's own).
  const publicConfig = { remotes: options.config.remotes, apiBaseUrl: options.config.apiBaseUrl };
  app.get('/runtime-config.json', (_request, reply) => reply.header('cache-control', 'no-cache').send(publicConfig));
  addSiteMapRoutes(app, options.renderer, origin);
  app.get('/healthz', async () => ({ status: 'ok' }));
  return app;
}
