import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** What one client address may ask for per window. */
export interface RateLimit {
  /** Requests allowed per window, answers from the response cache included. */
  max: number;
  /** Of those, requests the response cache had not answered before (a new name, code, projection or error) allowed per window. */
  missMax: number;
  /** Window length, ms. */
  windowMs: number;
}

/**
 * 12 000 requests a minute per address, of which 600 not answered before. A cached answer is cheap,
 * so a school or office behind one address, or a server rendering pages for many visitors, never
 * meets the first; a new answer is computed, hashed and kept in the cache's memory, which is what a
 * client asking for ever new URLs spends. Flag images are not counted.
 */
export const DEFAULT_RATE_LIMIT: Readonly<RateLimit> = { max: 12_000, missMax: 600, windowMs: 60_000 };

/**
 * Most addresses the budget of every request keeps a count for, least recently seen dropped first
 * (an address and two numbers each); the other budget keeps the library's 5 000.
 */
const COUNTED_ADDRESSES = 10_000;

/** The error a request over a budget is refused with; plugins/app/errors.ts answers it in v3.1's shape. */
class TooManyRequests extends Error {
  readonly statusCode = 429;
}

/** The 429 error for a request over a budget of `max` `what` per `windowMs` from one address, whose window ends in `retryAfterS`. */
function tooMany(max: number, what: string, windowMs: number, retryAfterS: number): TooManyRequests {
  return new TooManyRequests(`Too Many Requests: more than ${max} ${what} in ${windowMs / 1000} s from one address; retry in ${retryAfterS} s`);
}

/** Flag files (`config: { rateLimit: false }`) are not counted. */
const notCounted = (request: FastifyRequest) => request.routeOptions.config.rateLimit === false;

/**
 * Two rate limits per client address, each a fixed window that starts with the address's first
 * request (@fastify/rate-limit, in memory, {@link COUNTED_ADDRESSES}): every request,
 * against `max`, in an onRequest hook that runs before the response cache's early answers and
 * counts them too; and requests the response cache did not answer by URL, against `missMax`, in a
 * preParsing hook, which those early answers never reach and bad input (answered 400 by
 * validation, after it) does. Over either, a request is answered 429
 * `{"status":429,"message":"Too Many Requests: ..."}` with `Retry-After` (seconds until the
 * address's window ends), and no other rate-limit header. Routes with `config: { rateLimit: false }`
 * (flag files) are not counted. The address is the library's: Fastify's `request.ip` (the
 * connection's, or the forwarded one from a trusted proxy, `trustProxy`), an IPv6 client by its /64
 * network and an IPv4-mapped one by its IPv4 address.
 * Register it before the response cache.
 */
export default fp(
  async (app, limit: RateLimit) => {
    await app.register(rateLimit, {
      global: false,
      timeWindow: limit.windowMs,
      allowList: notCounted,
      addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
      addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
      errorResponseBuilder: (_request, context) => tooMany(context.max, 'requests', limit.windowMs, Math.ceil(context.ttl / 1000)),
    });
    app.addHook('onRequest', app.rateLimit({ max: limit.max, cache: COUNTED_ADDRESSES }));
    app.addHook('preParsing', notAnsweredBefore(app, limit));
  },
  { name: 'rate-limit' },
);

/**
 * The budget of requests the response cache did not answer by URL. A limiter of its own
 * (`createRateLimit`): the plugin counts a request once, and `app.rateLimit()`'s hook has already.
 */
function notAnsweredBefore(app: FastifyInstance, limit: RateLimit) {
  const limiter = app.createRateLimit({ max: limit.missMax });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const counted = await limiter(request);
    if (counted.isAllowed || !counted.isExceeded) return;
    reply.header('retry-after', counted.ttlInSeconds);
    throw tooMany(counted.max, 'requests for answers not cached', limit.windowMs, counted.ttlInSeconds);
  };
}
