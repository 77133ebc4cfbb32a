import compress from '@fastify/compress';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { join } from 'node:path';

/** What {@link buildStaticServer} serves. */
export interface StaticServerOptions {
  /** The built app folder (webpack's `dist/`). */
  root: string;
  /** Answer unknown paths with `index.html`, for a client-side router (the shell). */
  spa: boolean;
  /** Content-Security-Policy sent with every answer (see {@link contentSecurityPolicy}). */
  contentSecurityPolicy: string;
}

/**
 * The CSP of a WorldAtlas web app: scripts from itself and the remotes, data from them and the API,
 * images also from the API (flags); styles may be inline (Emotion injects them); no eval, no framing.
 * The same policy as the nginx images' (deploy/nginx/15-worldatlas.envsh).
 */
export function contentSecurityPolicy(remoteOrigins: readonly string[], apiOrigin: string): string {
  const remotes = remoteOrigins.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${remotes}`,
    `connect-src 'self' ${remotes} ${apiOrigin}`,
    `img-src 'self' data: ${remotes} ${apiOrigin}`,
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Files that name other files (entry points, manifests) and must be fetched fresh, so a redeploy at the same URL is picked up. */
const NEVER_CACHED = /(^|\/)(index\.html|main\.js|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|runtime-config\.json)$/;
/** Content-hashed chunks and assets (`name.1a2b3c4d.js`): safe to cache for a year. */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

/** Cache-Control for a served file, by its name. */
export function cacheControlFor(path: string): string {
  if (NEVER_CACHED.test(path)) return 'no-cache';
  if (HASHED.test(path)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * A Fastify app serving one built WorldAtlas app: static files with compression, CORS for any
 * origin (a remote's files are loaded by the host from another origin), the CSP, `nosniff` and
 * `Referrer-Policy` on every answer, `no-cache` on entry points and a year for hashed chunks. With `spa`, unknown paths get
 * `index.html`; otherwise they are 404.
 */
export async function buildStaticServer(options: StaticServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: 'warn' } });
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers({
      'content-security-policy': options.contentSecurityPolicy,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
  });
  await app.register(cors, { origin: '*', methods: ['GET', 'HEAD'] });
  await app.register(compress, { threshold: 1024 });
  await app.register(fastifyStatic, {
    root: options.root,
    wildcard: false,
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', cacheControlFor(path));
    },
  });
  app.setNotFoundHandler((request, reply) => {
    // A browser navigation (Accept: text/html) to a client-side route, e.g. /country/St. Lucia.
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');
    if (options.spa && wantsPage) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html', join(options.root));
    }
    return reply.code(404).type('text/plain').send('Not Found');
  });
  return app;
}
