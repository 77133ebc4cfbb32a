import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers an API of JSON and flag images needs: nosniff; a CSP that lets a flag SVG opened
 * directly style itself and nothing more; no framing; no referrer. Flags are embedded by the site from
 * another origin, so resources are shareable cross-origin. Headers meant for HTML pages are left off
 * (each costs throughput on every response); HSTS belongs to the TLS-terminating proxy.
 */
export default fp(async (app) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], styleSrc: ["'unsafe-inline'"], imgSrc: ["'self'", 'data:'], frameAncestors: ["'none'"] },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    strictTransportSecurity: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
});
