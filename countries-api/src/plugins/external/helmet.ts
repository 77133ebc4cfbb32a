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
 * Adds helmet's headers for `options` (every other helmet header off) to every answer in `scope`:
 * helmet's middleware, made once, runs in an onRequest hook on the raw response.
 * @throws Error when helmet rejects the options.
 */
export function addSecurityHeaders(scope: FastifyInstance, options: SecurityHeaderOptions): void {
  const setSecurityHeaders = helmet({ ...NONE, ...options });
  scope.addHook('onRequest', (request, reply, done) => {
    // helmet 8 throws a failure rather than passing it on; `next` is called at once, with no error.
    setSecurityHeaders(request.raw, reply.raw, () => done());
  });
}

/** The security header of every answer (with CORS's, {@link CORS_HEADERS}): JSON is never sniffed into something else. */
export const NOSNIFF_HEADERS: Readonly<Record<string, string>> = { 'x-content-type-options': 'nosniff' };

/**
 * On every answer: `X-Content-Type-Options: nosniff` and CORS's `Access-Control-Allow-Origin: *`
 * (plugins/external/cors.ts), two constant headers set in one hook through Fastify's reply. helmet's
 * middleware would write the first through `res.setHeader`, which makes Node merge every other header
 * of the answer one by one at `writeHead`: 2 to 4 µs more CPU per cached answer, measured in the same
 * run (`npm run bench`). Page-oriented headers are left off; HSTS belongs to the TLS-terminating
 * proxy. Flag images and the documentation page add their own (routes/flags.ts, routes/docs.ts).
 */
export default fp(async (app) => {
  const headers = { ...NOSNIFF_HEADERS, ...CORS_HEADERS };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
