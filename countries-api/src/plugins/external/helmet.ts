import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { CORS_HEADERS } from './cors';

/** Every header helmet would add for HTML pages, off: the API opts into what each kind of answer needs. */
const NONE = {
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xContentTypeOptions: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xPoweredBy: false,
  xXssProtection: false,
} as const;

/** helmet's options by their long names (helmet rejects mixing them with the short aliases). */
export type SecurityHeaderOptions = { [K in keyof typeof NONE]?: HelmetOptions[K] };

/**
 * Adds helmet's headers for `options` (every other helmet header off), with `extra` headers, to every
 * answer in `scope`: helmet's middleware, made once, runs in an onRequest hook on the raw response.
 * @throws Error when helmet rejects the options.
 */
export function addSecurityHeaders(scope: FastifyInstance, options: SecurityHeaderOptions, extra: Record<string, string> = {}): void {
  const setSecurityHeaders = helmet({ ...NONE, ...options });
  scope.addHook('onRequest', (request, reply, done) => {
    reply.headers(extra);
    // helmet 8 throws a failure rather than passing it on; `next` is called at once, with no error.
    setSecurityHeaders(request.raw, reply.raw, () => done());
  });
}

/**
 * On every answer: `X-Content-Type-Options: nosniff`, so JSON is never sniffed into something else,
 * and CORS's `Access-Control-Allow-Origin: *` (plugins/external/cors.ts). Page-oriented headers are
 * left off (every header costs throughput on small answers); HSTS belongs to the TLS-terminating
 * proxy. Flag images add their own (routes/flags.ts).
 */
export default fp(async (app) => {
  addSecurityHeaders(app, { xContentTypeOptions: true }, CORS_HEADERS);
});
