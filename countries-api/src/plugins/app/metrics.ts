import type { onResponseHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { BucketHistogram, type HistogramSeries } from './bucket-histogram';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Prometheus registry of this app (prom-client); served by the metrics listener, never by the API. */
    metrics: Registry;
    /** The onResponse hook observing answers no route took (`route="unmatched"`), for the scope of the not-found handler. */
    unmatchedObserver: onResponseHookHandler;
  }
}

/** The labels of request durations. */
type DurationLabel = 'method' | 'route' | 'status_code';

/** Latency buckets, seconds: cached answers take well under a millisecond, so the default buckets start too high. */
const DURATION_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/**
 * Prometheus metrics (prom-client) in `app.metrics`, a registry of this app's own:
 * - `http_request_duration_seconds{method,route,status_code}`: histogram of the time from the
 *   request's arrival to the last byte of the answer; its `_count` is the number of requests. `route`
 *   is the route's URL pattern (`/v3.1/name/:name`), `unmatched` when no route took the path (the
 *   not-found handler's scope adds `app.unmatchedObserver`). Counted by {@link BucketHistogram},
 *   which the registry prints as it prints prom-client's own histograms;
 * - `countries_api_response_cache_hits_total{index}` (`url`: a repeated URL answered before
 *   validation; `query`: a new URL for an answer already computed), `..._misses_total` (computed),
 *   `countries_api_response_cache_bytes` (bytes held, as the cache counts them);
 * - Node's defaults (`nodejs_eventloop_lag_seconds` and its percentiles, heap, GC, `process_*`).
 * Register after the response cache plugin and before the routes and the not-found handler.
 */
export default fp(
  async (app) => {
    const registry = new Registry();
    const registers = [registry];
    collectDefaultMetrics({ register: registry });

    const duration = new BucketHistogram<DurationLabel>(
      'http_request_duration_seconds',
      'Time from the arrival of a request to the end of its answer, in seconds, by method, route and status code.',
      DURATION_BUCKETS,
    ).register(registry);
    /**
     * An onResponse hook observing the answers of `route` (a URL pattern, or `unmatched`). Each route
     * gets its own (onRoute), so a request reads neither `request.routeOptions` (an object built on
     * each read) nor a label key; its series are found once per method and status, and counted into
     * directly ({@link BucketHistogram}).
     */
    function observer(route: string): onResponseHookHandler {
      const byMethod = new Map<string, Map<number, HistogramSeries<DurationLabel>>>();
      return (request, reply, done) => {
        let byStatus = byMethod.get(request.method);
        if (!byStatus) byMethod.set(request.method, (byStatus = new Map()));
        let series = byStatus.get(reply.statusCode);
        if (!series) byStatus.set(reply.statusCode, (series = duration.of({ method: request.method, route, status_code: reply.statusCode })));
        series.observe(reply.elapsedTime / 1000);
        done();
      };
    }
    app.addHook('onRoute', (route) => {
      route.onResponse = [...[route.onResponse ?? []].flat(), observer(route.url)];
    });
    app.decorate('unmatchedObserver', observer('unmatched'));

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
