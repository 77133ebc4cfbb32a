import { CONNECTION_LIMITS, serverLimits } from '@worldatlas/service-kit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';

/**
 * The metrics listener's app (not listening): `GET /metrics` answers `registry` in Prometheus's text
 * format (`text/plain; version=0.0.4`); anything else is 404. It is a server of its own, on its own
 * port (`METRICS_PORT`, loopback by default), so metrics are never reachable through the public API.
 */
export function buildMetricsApp(registry: Registry): FastifyInstance {
  const app = Fastify({ logger: false, ...serverLimits(CONNECTION_LIMITS) });
  app.get('/metrics', async (_request, reply) => {
    const text = await registry.metrics();
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(text);
  });
  return app;
}
