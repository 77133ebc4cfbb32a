import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/** How many requests one client address may make per window. */
export interface RateLimit {
  /** Requests allowed per window; the next ones are answered 429 until the window ends. */
  max: number;
  /** Window length, ms. */
  windowMs: number;
}

/** 600 requests a minute per address: ten a second, far above what the site's pages ask for. */
export const DEFAULT_RATE_LIMIT: Readonly<RateLimit> = { max: 600, windowMs: 60_000 };

/** The error the plugin throws on a request over the limit; plugins/app/errors.ts answers it in v3.1's shape. */
class TooManyRequests extends Error {
  readonly statusCode = 429;
}

/**
 * Rate limit per client address (@fastify/rate-limit, counters in memory): over `max` requests in
 * `windowMs`, a request is answered 429 `{"status":429,"message":"Too Many Requests: ..."}` with
 * `Retry-After` (seconds until the window ends) and the `X-RateLimit-*` headers. The address is
 * Fastify's `request.ip`: the connection's, or the forwarded one from a trusted proxy (`trustProxy`).
 * Applied as one application-wide onRequest hook, not per route, so that it runs in registration
 * order: register it before the response cache, whose early answers it then counts too.
 */
export default fp(
  async (app, limit: RateLimit) => {
    await app.register(rateLimit, {
      global: false,
      max: limit.max,
      timeWindow: limit.windowMs,
      // Answers are public and cacheable: a client's own counters stay out of those that pass.
      addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
      errorResponseBuilder: (_request, context) =>
        new TooManyRequests(
          `Too Many Requests: more than ${limit.max} requests in ${limit.windowMs / 1000} s from one address; retry in ${context.after}`,
        ),
    });
    app.addHook('onRequest', app.rateLimit());
  },
  { name: 'rate-limit' },
);
