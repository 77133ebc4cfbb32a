import rateLimit from '@fastify/rate-limit';
import type { RuntimeConfig } from '@worldatlas/contracts';
import { buildStaticServer } from '@worldatlas/static-server';
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Renderer } from '../src/renderer';
import type { ServerConfig } from './config';
import { ErrorPages } from './error-pages';
import { addLanguageChoice } from './language-choice';
import { FORM_BODY_LIMIT, MISS_LIMIT, RENDER_LIMITS, renderQueue } from './limits';
import { PageCache } from './page-cache';
import { PageAnswers } from './pages';
import { pageTemplate } from './page-template';
import { addSiteMapRoutes } from './site-map';

/** What {@link buildRenderServer} serves: {@link ServerConfig}'s fields (the limits `limits.ts` gives for any not set). */
export interface RenderServerOptions extends Pick<ServerConfig, 'dist' | 'siteUrl'>, Partial<Pick<ServerConfig, 'pageCacheBytes' | 'trustProxy' | 'renderLimits' | 'missLimit'>> {
  /** The remotes' manifest URLs and the API's base URL. */
  config: RuntimeConfig;
  /** The host's server build's renderer (`dist/server/main.js`). */
  renderer: Renderer;
  /** Where its log lines (JSON, one per line) go: standard output by default. */
  logStream?: { write(line: string): unknown };
}

/** The shell's render server (Fastify): the shell's browser files, and every other path a page rendered by `renderer`, as the README says. */
export async function buildRenderServer(options: RenderServerOptions): Promise<FastifyInstance> {
  const origin = new URL(options.siteUrl).origin;
  const template = pageTemplate(readFileSync(join(options.dist, 'index.html'), 'utf8'), options.config, origin);
  const missLimit = { ...MISS_LIMIT, ...options.missLimit };

  // The configuration served is the one the server runs with, not the build's file.
  const app = await buildStaticServer({ root: options.dist, runtimeConfig: options.config, pages: (request, reply) => pages.get(request, reply), ignore: ['server/**', 'runtime-config.json'], trustProxy: options.trustProxy, logStream: options.logStream });
  // Called for pages not in the cache only, not as a hook; an IPv6 visitor counts by /64.
  await app.register(rateLimit, { global: false, ipv6Subnet: 64 });
  const missLimiter = app.createRateLimit({ max: missLimit.max, timeWindow: missLimit.windowMs });
  const pages = new PageAnswers({
    renderer: options.renderer,
    template,
    cache: new PageCache(options.pageCacheBytes),
    errorPages: new ErrorPages(options.renderer, template),
    origin,
    queue: renderQueue({ ...RENDER_LIMITS, ...options.renderLimits }),
    countMiss: async (request) => {
      const counted = await missLimiter(request);
      return counted.isAllowed || !counted.isExceeded ? null : counted.ttlInSeconds;
    },
  });
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'buffer', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => done(null, body));
  app.post('/*', pages.post);
  // Without the server entries' pins: they are the server's own.
  const publicConfig = { remotes: options.config.remotes, apiBaseUrl: options.config.apiBaseUrl };
  app.get('/runtime-config.json', (_request, reply) => reply.header('cache-control', 'no-cache').send(publicConfig));
  addSiteMapRoutes(app, options.renderer, origin);
  addLanguageChoice(app, origin);
  app.get('/healthz', async () => ({ status: 'ok' }));
  return app;
}
