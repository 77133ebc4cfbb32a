import rateLimit from '@fastify/rate-limit';
import type { RuntimeConfig } from '@worldatlas/contracts';
import { buildStaticServer } from '@worldatlas/static-server';
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
 * The shell's render server (Fastify): the shell's browser files as `@worldatlas/static-server`
 * serves them (its server build never), and every other path a page rendered by `renderer`
 * (`pages.ts`: cache, budgets, queue, form posts), answered with its status whatever the `Accept`
 * header. Also `GET /robots.txt`, `/sitemap.xml`, `/runtime-config.json` (the configuration the pages
 * carry) and `/healthz`. The shell's README says what each answer holds and why.
 */
export async function buildRenderServer(options: RenderServerOptions): Promise<FastifyInstance> {
  // The shell's page as built, with the configuration written in: the template of every rendered page.
  const template = pageTemplate(readFileSync(join(options.dist, 'index.html'), 'utf8'), options.config);
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
