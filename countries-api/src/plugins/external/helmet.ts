import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

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
 * Applies helmet's headers in `scope`. helmet's middleware is built once here and run in one hook:
 * @fastify/helmet rebuilds it on every request, which cost a third of this API's throughput.
 */
export function addSecurityHeaders(scope: FastifyInstance, options: SecurityHeaderOptions): void {
  const applyHeaders = helmet({ ...NONE, ...options });
  scope.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}

/**
 * On every answer: `X-Content-Type-Options: nosniff`, so JSON is never sniffed into something else.
 * Page-oriented headers are left off (every header costs throughput on small answers); HSTS belongs
 * to the TLS-terminating proxy. Flag images add their own (routes/flags.ts).
 */
export default fp(async (app) => {
  addSecurityHeaders(app, { xContentTypeOptions: true });
});
