import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Prometheus registry of this app (prom-client); served by the metrics listener, never by the API. */
    metrics: Registry;
  }
}

/** Latency buckets, seconds: cached answers take well under a millisecond, so the default buckets start too high. */
const DURATION_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/**
 * Prometheus metrics (prom-client) in `app.metrics`, a registry of this app's own:
 * - `http_request_duration_seconds{method,route,status_code}`: histogram of the time from the
 *   request's arrival to the last byte of the answer; its `_count` is the number of requests. `route`
 *   is the route's URL pattern (`/v3.1/name/:name`), `unmatched` when no route took the path
 *   (unknown paths, other methods, URLs the router could not take);
 * - `countries_api_response_cache_hits_total{index}` (`url`: a repeated URL answered before
 *   validation; `query`: a new URL for an answer already computed), `..._misses_total` (computed),
 *   `countries_api_response_cache_bytes` (bytes held, as the cache counts them);
 * - Node's defaults (`nodejs_eventloop_lag_seconds` and its percentiles, heap, GC, `process_*`).
 * Register after the response cache plugin and before the not-found handler.
 */
export default fp(
  async (app) => {
    const registry = new Registry();
    const registers = [registry];
    collectDefaultMetrics({ register: registry });

    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the arrival of a request to the end of its answer, in seconds, by method, route and status code.',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: DURATION_BUCKETS,
      registers,
    });
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? 'unmatched';
      duration.observe({ method: request.method, route, status_code: reply.statusCode }, reply.elapsedTime / 1000);
      done();
    });

    // Cache figures are read from the cache when Prometheus scrapes, so requests pay nothing for them.
    const { stats } = app.responseCache;
    new Counter({
      name: 'countries_api_response_cache_hits_total',
      help: 'Answers found in the response cache: by request URL (before validation) or by normalized query.',
      labelNames: ['index'] as const,
      registers,
      collect() {
        this.reset();
        this.inc({ index: 'url' }, stats.urlHits);
        this.inc({ index: 'query' }, stats.keyHits);
      },
    });
    new Counter({
      name: 'countries_api_response_cache_misses_total',
      help: 'Answers computed because the response cache did not hold them.',
      registers,
      collect() {
        this.reset();
        this.inc(stats.misses);
      },
    });
    new Gauge({
      name: 'countries_api_response_cache_bytes',
      help: 'Bytes the response cache holds, as its size limit counts them.',
      registers,
      collect() {
        this.set(app.responseCache.sizeBytes());
      },
    });
    app.decorate('metrics', registry);
  },
  { name: 'metrics', dependencies: ['response-cache'] },
);
