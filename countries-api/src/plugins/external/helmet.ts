import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** The security header of every answer, also written by hand on the raw-socket answers of app.ts's client error handler. */
export const NOSNIFF_HEADERS: Readonly<Record<string, string>> = { 'x-content-type-options': 'nosniff' };

/**
 * Security headers (@fastify/helmet) on every answer, error answers included: only
 * `X-Content-Type-Options: nosniff` ({@link NOSNIFF_HEADERS}), so JSON is never sniffed into
 * something else. helmet's headers for HTML pages are left off (this API serves JSON and images;
 * HSTS belongs to the TLS-terminating proxy). A route adds its own with the route option `helmet`,
 * merged with these: flag images (routes/flags.ts) a locked-down CSP and CORP.
 * Register it first: its onRequest hook then runs before any other can answer.
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: false,
      crossOriginResourcePolicy: false,
      originAgentCluster: false,
      referrerPolicy: false,
      strictTransportSecurity: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xFrameOptions: false,
      xPermittedCrossDomainPolicies: false,
      xPoweredBy: false,
      xXssProtection: false,
    });
  },
  { name: 'helmet' },
);
