import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';

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

/** The 429 for a request over a budget of `max` `what` per `windowMs`, with `Retry-After: retryAfterS` set on `reply`. */
function tooMany(reply: FastifyReply, max: number, what: string, windowMs: number, retryAfterS: number): TooManyRequests {
  reply.header('retry-after', retryAfterS);
  return new TooManyRequests(`Too Many Requests: more than ${max} ${what} in ${windowMs / 1000} s from one address; retry in ${retryAfterS} s`);
}

/**
 * The address a request is counted by: @fastify/rate-limit's `normalizeIP` (an IPv6 client by its
 * /64 network, an IPv4-mapped one by its IPv4 address). An IPv4 address, what nearly every request
 * has, is taken as it is, without the library's IPv6 check (a long regular expression).
 */
function clientKey(ip: string): string {
  return ip.includes(':') ? normalizeIP(ip) : ip;
}

/** Whether `request` counts toward the budgets: not on routes with `config.rateLimit: false` (flag files). */
function isCounted(request: FastifyRequest): boolean {
  return request.routeOptions.config.rateLimit !== false;
}

/** One address's count in its current window. */
interface Window {
  count: number;
  /** When the window ends, ms (`Date.now()` clock). */
  endsAt: number;
}

/**
 * Most addresses the budget of every request keeps a count for, least recently seen dropped first
 * (@fastify/rate-limit's own store keeps 5 000): an address and two numbers each.
 */
const MAX_COUNTED_ADDRESSES = 10_000;

/**
 * The budget of every request: a synchronous onRequest hook counting each request (but routes with
 * `config.rateLimit: false`) per address in a fixed window that starts with its first request, as
 * @fastify/rate-limit's store does. Counts are kept in an LRU of {@link MAX_COUNTED_ADDRESSES}
 * (lru-cache). Synchronous because it runs on every cached answer: the library's limiter is
 * asynchronous (three promises per call), which cost 4-7 % of a cached answer's CPU time
 * (bench/bench.ts, both in one run).
 */
function everyRequest(limit: RateLimit) {
  const windows = new LRUCache<string, Window>({ max: MAX_COUNTED_ADDRESSES });
  return (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void): void => {
    if (!isCounted(request)) return done();
    const key = clientKey(request.ip);
    const now = Date.now();
    const window = windows.get(key);
    if (!window || window.endsAt <= now) {
      windows.set(key, { count: 1, endsAt: now + limit.windowMs });
      return done();
    }
    window.count += 1;
    if (window.count <= limit.max) return done();
    done(tooMany(reply, limit.max, 'requests', limit.windowMs, Math.ceil((window.endsAt - now) / 1000)));
  };
}

/**
 * The budget of requests not answered from the cache: @fastify/rate-limit's limiter in a preParsing
 * hook, which the response cache's early answers never reach.
 */
function notCached(limiter: ReturnType<FastifyInstance['createRateLimit']>) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!isCounted(request)) return;
    const counted = await limiter(request);
    if (counted.isAllowed || !counted.isExceeded) return;
    throw tooMany(reply, counted.max, 'requests for answers not cached', counted.timeWindow, counted.ttlInSeconds);
  };
}

/**
 * Two rate limits per client address, a window each: every request, against `max`
 * ({@link everyRequest}); and requests the response cache did not answer before validation, against
 * `missMax` (@fastify/rate-limit, in memory). Over either, a request is answered 429
 * `{"status":429,"message":"Too Many Requests: ..."}` with `Retry-After` (seconds until the
 * address's window ends). Routes with `config: { rateLimit: false }` (flag files) are not counted.
 * The address is Fastify's `request.ip` ({@link clientKey}): the connection's, or the forwarded one
 * from a trusted proxy (`trustProxy`).
 * The first limit is an onRequest hook: register this plugin before the response cache, whose early
 * answers it then counts. The second is a preParsing hook, so it sees only the requests the cache's
 * onRequest hook did not answer.
 */
export default fp(
  async (app, limit: RateLimit) => {
    await app.register(rateLimit, { global: false, timeWindow: limit.windowMs });
    app.addHook('onRequest', everyRequest(limit));
    app.addHook('preParsing', notCached(app.createRateLimit({ max: limit.missMax, timeWindow: limit.windowMs })));
  },
  { name: 'rate-limit' },
);
