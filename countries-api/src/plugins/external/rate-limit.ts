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
 * 12 000 requests a minute per address, of which 600 not answered before. A cached answer costs tens
 * of microseconds, so a school or office behind one address, or a server rendering pages for many
 * visitors, never meets the first; a new answer is computed, hashed and kept in the cache's memory,
 * which is what a client asking for ever new URLs spends. Flag images are not counted.
 */
export const DEFAULT_RATE_LIMIT: Readonly<RateLimit> = { max: 12_000, missMax: 600, windowMs: 60_000 };

/** The error a request over a budget is refused with; plugins/app/errors.ts answers it in v3.1's shape. */
class TooManyRequests extends Error {
  readonly statusCode = 429;
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * A hook counting each request (except routes with `config.rateLimit: false`) against `limiter`, and
 * refusing one over its `max` with 429, `Retry-After` (seconds until the window ends) and a message
 * naming `what` was counted.
 */
function refuseOver(limiter: Limiter, what: string) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (request.routeOptions.config.rateLimit === false) return;
    const counted = await limiter(request);
    if (counted.isAllowed || !counted.isExceeded) return;
    reply.header('retry-after', counted.ttlInSeconds);
    throw new TooManyRequests(
      `Too Many Requests: more than ${counted.max} ${what} in ${counted.timeWindow / 1000} s from one address; retry in ${counted.ttlInSeconds} s`,
    );
  };
}

/**
 * Two rate limits per client address (@fastify/rate-limit's counters, in memory, a window each):
 * every request, against `max`; and requests the response cache did not answer before validation,
 * against `missMax`. Over either, a request is answered 429 `{"status":429,"message":"Too Many
 * Requests: ..."}` with `Retry-After`. Routes with `config: { rateLimit: false }` (flag files) are
 * not counted. The address is Fastify's `request.ip`: the connection's, or the forwarded one from a
 * trusted proxy (`trustProxy`).
 * The first limit is an onRequest hook: register this plugin before the response cache, whose early
 * answers it then counts. The second is a preParsing hook, so it sees only the requests the cache's
 * onRequest hook did not answer.
 */
export default fp(
  async (app, limit: RateLimit) => {
    await app.register(rateLimit, { global: false, timeWindow: limit.windowMs });
    const every = app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs });
    const misses = app.createRateLimit({ max: limit.missMax, timeWindow: limit.windowMs });
    app.addHook('onRequest', refuseOver(every, 'requests'));
    app.addHook('preParsing', refuseOver(misses, 'requests for answers not cached'));
  },
  { name: 'rate-limit' },
);
