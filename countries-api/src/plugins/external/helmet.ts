import type { IncomingMessage, ServerResponse } from 'node:http';
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
 * The headers helmet sets for `options`, by lower-case name. helmet's headers do not depend on the
 * request with these options (no CSP nonces), so its middleware runs once, on a response that only
 * records what is set. @throws Error when helmet rejects the options.
 */
export function helmetHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet({ ...NONE, ...options })({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => (failure = error));
  if (failure) throw failure;
  return headers;
}

/**
 * Adds helmet's headers for `options` to every answer in `scope`, with `extra` headers. Computed once
 * ({@link helmetHeaders}) and set in one hook: running helmet's middleware on every request (or
 * @fastify/helmet, which also rebuilds it each time) cost up to a third of this API's throughput.
 */
export function addSecurityHeaders(scope: FastifyInstance, options: SecurityHeaderOptions, extra: Record<string, string> = {}): void {
  const headers = { ...helmetHeaders(options), ...extra };
  scope.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
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
