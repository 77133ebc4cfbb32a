import type { FastifyPluginAsync } from 'fastify';

/** `GET /healthz` — liveness for container health checks: `{"status":"ok","countries":250}`, never cached. */
const healthzRoute: FastifyPluginAsync = async (app) => {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok', countries: app.countryStore.records.length };
  });
};

export default healthzRoute;
