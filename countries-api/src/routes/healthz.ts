import type { FastifyPluginAsync } from 'fastify';

/** `GET /healthz` — liveness for container health checks: `{"status":"ok","countries":250}`, never cached. */
const healthzRoute: FastifyPluginAsync = async (app) => {
  const schema = {
    response: {
      200: {
        type: 'object',
        required: ['status', 'countries'],
        properties: { status: { type: 'string', const: 'ok' }, countries: { type: 'integer' } },
      },
    },
  };
  app.get('/healthz', { schema }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok', countries: app.countryStore.records.length };
  });
};

export default healthzRoute;
