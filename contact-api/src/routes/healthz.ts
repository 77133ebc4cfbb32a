import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { errorBody } from '../plugins/app/errors';
import { errorSchema } from '../schemas/message';

/**
 * `GET /healthz` — readiness for container checks and load balancers, never cached:
 * 200 `{"status":"ok","database":"sqlite"|"postgresql"}` once the database answers a query;
 * 503 `{"status":503,"message":"Service Unavailable: …"}` while the instance drains (SIGTERM) or
 * its database does not answer (the reason is logged).
 */
const healthzRoute: FastifyPluginAsync = async (app) => {
  const schema = {
    response: {
      200: {
        type: 'object',
        required: ['status', 'database'],
        properties: { status: { type: 'string', const: 'ok' }, database: { type: 'string', enum: ['sqlite', 'postgresql'] } },
      },
      503: errorSchema,
    },
  };
  app.get('/healthz', { schema }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (app.draining) return reply.code(503).send(errorBody(503, 'Service Unavailable: shutting down, finishing the submissions in flight'));
    try {
      await sql`select 1`.execute(app.database.db);
    } catch (error) {
      app.log.error({ err: error }, 'health check: the database does not answer');
      return reply.code(503).send(errorBody(503, 'Service Unavailable: the database does not answer'));
    }
    return { status: 'ok', database: app.database.kind };
  });
};

export default healthzRoute;
