import type { FastifyPluginAsync } from 'fastify';
import { UNAVAILABLE_RETRY_AFTER_S } from '../plugins/external/under-pressure';
import { apiError, errorResponse } from '../schemas/errors';

const DRAINING = apiError(503, 'Service Unavailable: shutting down, finishing the requests in flight');

/**
 * `GET /healthz` — health for container checks and load balancers, never cached:
 * 200 `{"status":"ok","countries":250}`; 503 in v3.1's error shape saying why when the instance
 * should get no new traffic: `Service Unavailable: shutting down, …` from the moment it starts
 * closing (SIGTERM, `app.draining` of @worldatlas/service-kit's `drain`) while it finishes requests in flight
 * (with `Retry-After`: a 503 always says when to try again), or plain `Service Unavailable` from plugins/external/under-pressure.ts (with `Retry-After`; the
 * figures go to the log) while the event loop lags or memory is high.
 */
const healthzRoute: FastifyPluginAsync = async (app) => {
  const schema = {
    summary: 'Health',
    description: 'For container checks and load balancers; never cached.',
    tags: ['service'],
    response: {
      200: {
        description: 'Ready: the number of records served.',
        type: 'object',
        required: ['status', 'countries'],
        properties: { status: { type: 'string', const: 'ok' }, countries: { type: 'integer' } },
        examples: [{ status: 'ok', countries: 250 }],
      },
      503: errorResponse(503, 'Shutting down (finishing the requests in flight), or shedding load.', DRAINING.message),
    },
  };
  app.get('/healthz', { schema }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (app.draining) return reply.code(503).header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S)).send(DRAINING);
    return { status: 'ok', countries: app.countryStore.records.length };
  });
};

export default healthzRoute;
