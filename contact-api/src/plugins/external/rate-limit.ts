import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SubmissionLimit } from '../../config';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts one submission of `request`'s client address. @returns null when within the limit, else
     * the seconds until its window ends (for `Retry-After`)
     */
    countSubmission(request: FastifyRequest): Promise<number | null>;
  }
}

/**
 * The per-address limit on submissions (@fastify/rate-limit's limiter, in memory): `max` per
 * `windowMs`, each address's window starting with its first submission. The address is Fastify's
 * `request.ip` (the connection's, or `X-Forwarded-For` from a proxy in `trustProxy`), an IPv6 client
 * counted by its /64 network (the library's `normalizeIP`). The route calls `countSubmission` itself,
 * after the body is validated and a repeated submission is answered, so neither of those counts.
 * Each instance counts on its own.
 */
export default fp(
  async (app, limit: SubmissionLimit) => {
    await app.register(rateLimit, { global: false });
    const limiter = app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs });
    app.decorate('countSubmission', async (request: FastifyRequest) => {
      const counted = await limiter(request);
      return counted.isAllowed || !counted.isExceeded ? null : counted.ttlInSeconds;
    });
  },
  { name: 'submission-limit' },
);
