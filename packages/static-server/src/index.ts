import compress from '@fastify/compress';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import type { RuntimeConfig } from '@worldatlas/contracts';
import { answerClientError, CONNECTION_LIMITS, type ConnectionLimits, serverLimits } from '@worldatlas/service-kit';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { join, matchesGlob } from 'node:path';
import { isSafeRequestTarget } from './request-target';
import { originsOf } from './origins';

export { originsOf } from './origins';

/** What {@link buildStaticServer} serves. */
export interface StaticServerOptions {
  /** The built app folder (webpack's `dist/`). */
  root: string;
  /** The runtime configuration the shell serves (remotes' manifests, API): the CSP is derived from it. */
  runtimeConfig: RuntimeConfig;
  /**
   * Answers every GET or HEAD of a path that is not a file with a page (the shell's render server),
   * whatever the request's `Accept`, `/` and `/index.html` included; without it such a path is 404.
   * The reply comes with the security headers set, which it may change (the render server removes
   * `Access-Control-Allow-Origin` from its pages).
   */
  pages?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | FastifyReply;
  /** Files of `root` never served (globs), e.g. the host's own server build. */
  ignore?: string[];
  /** Deadlines and header size of its connections ({@link CONNECTION_LIMITS} for any not given). */
  limits?: Partial<ConnectionLimits>;
  /**
   * Proxies whose `X-Forwarded-For` names the client (Fastify's `trustProxy`: addresses, CIDR ranges,
   * `loopback`…); none by default, so `request.ip` is the connecting address.
   */
  trustProxy?: string[] | false;
  /** Where its log lines (JSON, one per line; warnings and errors) go: standard output by default. */
  logStream?: { write(line: string): unknown };
}

/**
 * The CSP sources of the inline scripts of the app built in `root` (the colour-mode script), as its
 * build wrote them into `csp-script-hashes` (`'sha256-…'`, space-separated); none without that file.
 */
function inlineScriptSources(root: string): string[] {
  const file = join(root, 'csp-script-hashes');
  return existsSync(file) ? readFileSync(file, 'utf8').split(/\s+/).filter(Boolean) : [];
}

/**
 * The CSP of every WorldAtlas web app: scripts from itself and the remotes, and the page's own inline
 * scripts by hash (no other inline or eval'd script); manifests and data fetched from the remotes
 * and the API; images from both (flags come from the API); inline styles (Emotion injects them); no
 * framing. Byte for byte the policy the nginx images send (deploy/nginx/15-worldatlas.envsh).
 * @param config the runtime configuration the shell serves.
 * @param scriptSources hash sources of the page's inline scripts ({@link inlineScriptSources}).
 */
export function contentSecurityPolicy(config: RuntimeConfig, scriptSources: readonly string[] = []): string {
  const remotes = originsOf(Object.values(config.remotes));
  const data = originsOf([...remotes, config.apiBaseUrl]).join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${[...scriptSources, ...remotes].join(' ')}`,
    `connect-src 'self' ${data}`,
    `img-src 'self' data: ${data}`,
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Files that name other files (entry points, manifests) and must be fetched fresh, so a redeploy at
 * the same URL is picked up.
 */
const NEVER_CACHED = /(^|\/)(index\.html|islands(-dom)?\.js|remoteEntry\.js|mf-manifest\.json|runtime-config\.json)$/;
/** Content-hashed chunks and assets (`name.1a2b3c4d.js`): safe to cache for a year. */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;
/**
 * The gzip copies the build writes beside its files (packages/webpack-config): another encoding of
 * the file beside them, sent in its place, never a URL of their own (as in the nginx images).
 */
const PRECOMPRESSED = /\.gz$/;
/**
 * Build output that is not published, as the images leave it out (deploy/nginx/prune-dist.sh):
 * source maps hold the full sources, mf-stats.json the build's module graph. Kept in `dist/` for
 * error tracking and bundle reports, never served.
 */
const UNPUBLISHED = /(\.map|(^|\/)mf-stats\.json)$/;

/**
 * Cache-Control for a served file, by its name, as the nginx images' locations set it.
 * @param path the file's path (only its name counts).
 * @returns `no-cache`, a year `immutable` for content-hashed names, or an hour for anything else.
 */
export function cacheControlFor(path: string): string {
  if (NEVER_CACHED.test(path)) return 'no-cache';
  if (HASHED.test(path)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/** Whether a request's URL names one of those copies (`/851.353df5ab.js.gz`, query aside). */
const isPrecompressedCopy = (path: string) => PRECOMPRESSED.test(path.split('?')[0] ?? '');
/** Whether a request's path (decoded, query aside) names unpublished build output: a source map or mf-stats.json. */
const isUnpublished = (path: string) => UNPUBLISHED.test(path);

/** A refusal or a miss: its status text, plain, repeating nothing of the request (the headers were set before). */
const plainStatus = (reply: FastifyReply, status: number) => reply.code(status).type('text/plain; charset=utf-8').send(STATUS_CODES[status]);

/**
 * A Fastify app serving one built WorldAtlas app with the headers of the nginx images
 * (deploy/nginx): on every answer, refusals included, the CSP of {@link contentSecurityPolicy},
 * `nosniff`, `Referrer-Policy` and `Access-Control-Allow-Origin: *` (the host loads a remote's files
 * from another origin, under whatever name the page was opened); {@link cacheControlFor} on files,
 * none on a 404. Files are looked up when asked for, so a build written into `root` while it runs is
 * served at once and a removed file is 404 (a gzip copy is never sent without its file). gzip, for
 * clients that accept it: a file the build gzipped is sent as that copy (`x.js.gz`, the same bytes
 * every time, no CPU per request), anything else is compressed as it is sent; clients that do not
 * accept gzip get the file's own bytes. `index.html` (the shell's page template) is never served as
 * a file. A GET or HEAD of a path that is not a file (`/`, `/index.html`, `/country/Nepal`, a
 * dotfile) is answered by `pages` when given, else 404; the gzip copies' own URLs, source maps and
 * `mf-stats.json` are 404 either way (the images do not ship them). Refusals are plain status
 * texts that repeat nothing of the request: 400 for a URL that does not decode, a dot segment or a
 * target that is not a path (`*`); 408 for a request slower than its {@link ConnectionLimits}; 431
 * for headers over its size; 404 for other methods than GET and HEAD.
 */
export async function buildStaticServer(options: StaticServerOptions): Promise<FastifyInstance> {
  const csp = contentSecurityPolicy(options.runtimeConfig, inlineScriptSources(options.root));
  const securityHeaders: Record<string, string> = {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'access-control-allow-origin': '*',
  };
  const app = Fastify({
    logger: { level: 'warn', ...(options.logStream ? { stream: options.logStream } : {}) },
    trustProxy: options.trustProxy ?? false,
    ...serverLimits({ ...CONNECTION_LIMITS, ...options.limits }),
    // Requests the router refuses before any hook (a URL that does not decode, a parameter too long).
    frameworkErrors: (error, _request, reply) => {
      plainStatus(reply.headers(securityHeaders), (error as { statusCode?: number }).statusCode ?? 400);
    },
    // Requests Node refuses before Fastify sees them: malformed, too slow, headers too large.
    clientErrorHandler: (error, socket) => answerClientError(error, socket, securityHeaders),
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(securityHeaders);
    if (!isSafeRequestTarget(request.raw.url ?? '')) return plainStatus(reply, 400);
  });
  // Public static code, served as CDNs serve it: any origin, never credentials. The page may be opened
  // at localhost, 127.0.0.1 or a deployed name, and the answer never depends on which (no Vary: Origin).
  await app.register(cors, { origin: '*', methods: ['GET', 'HEAD'] });
  // Files the build gzipped are sent as they are (preCompressed below): the plugin leaves an answer
  // that already has a Content-Encoding alone. It compresses the rest: pages, 404s, files without a
  // gzip copy. gzip only, as the nginx images (no brotli module there); files stream, and streams
  // are compressed whatever their size; threshold 0 treats the other answers alike.
  await app.register(compress, { threshold: 0, encodings: ['gzip'] });
  // The shell's page template is no page until the render server fills it (shell/render-server/app.ts):
  // `/index.html` goes to `pages` as any other path, or is 404.
  const ignored = ['index.html', ...(options.ignore ?? [])];
  await app.register(fastifyStatic, {
    root: options.root,
    // Looked up per request, not registered at start: a rebuilt app's new files are found.
    wildcard: true,
    index: false,
    dotfiles: 'ignore',
    // The gzip copies are served only in place of their file, and only while that file exists.
    allowedPath: (pathname) => {
      const path = pathname.replace(/^\/+/, '');
      // Files only: a folder (`/`, `/assets`) is no file of the app; it goes to the pages or is a 404.
      return !PRECOMPRESSED.test(path) && !isUnpublished(path) && !ignored.some((glob) => matchesGlob(path, glob)) && statSync(join(options.root, path), { throwIfNoEntry: false })?.isFile() === true;
    },
    // `x.js.gz` for a client that accepts gzip (Content-Encoding: gzip, Vary: Accept-Encoding, its
    // own length and ETag), `x.js` otherwise. It would look for `.br` first: the build writes none.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      // `path` is the file sent, maybe the gzip copy: the rule is the one of the file it encodes.
      reply.header('cache-control', cacheControlFor(path.replace(PRECOMPRESSED, '')));
    },
  });
  // What is not a file, e.g. /country/St. Lucia: the render server's page, or 404.
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return plainStatus(reply, 404);
    const path = decodeURIComponent(request.url.split('?')[0] ?? '');
    const servable = !isPrecompressedCopy(request.url) && !isUnpublished(path);
    if (options.pages && servable) return options.pages(request, reply);
    return plainStatus(reply, 404);
  });
  // Whatever fails while answering: its status text only (a 5xx is logged with its error).
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'answering failed');
    return plainStatus(reply, status);
  });
  return app;
}
