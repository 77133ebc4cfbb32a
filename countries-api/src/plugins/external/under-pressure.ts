import underPressure from '@fastify/under-pressure';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiError } from '../../schemas/errors';

/** When the API sheds load: each limit 0 turns its check off. */
export interface PressureLimits {
  /** Most event-loop delay, ms: the mean lag of a 10 ms timer over the last sample interval. */
  maxEventLoopDelayMs: number;
  /** Most V8 heap in use, bytes. */
  maxHeapUsedBytes: number;
  /** Most resident set size (RSS), bytes. */
  maxRssBytes: number;
  /** How often the figures above are measured, ms; 1000 by default. */
  sampleIntervalMs?: number;
}

/**
 * Seconds a client is asked to wait (Retry-After) before trying again after a 503: an overloaded
 * instance here, a draining one in routes/healthz.ts.
 */
export const UNAVAILABLE_RETRY_AFTER_S = 10;

/** Most one log line per this many ms while shedding: the figures for operators, not one line per refusal. */
const SHED_LOG_INTERVAL_MS = 10_000;

/**
 * The body of every shed answer: v3.1's generic 503. The figures (memory, lag) and the limits stay
 * in the log; sent to clients, they would tell an attacker how close the instance is to its limit.
 */
export const SERVICE_UNAVAILABLE = apiError(503, 'Service Unavailable');

const mib = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;

/**
 * Why the API is overloaded, in words: `type` is the check that failed (@fastify/under-pressure's
 * `eventLoopDelay`, `heapUsedBytes` or `rssBytes`), `value` its measure (ms or bytes).
 */
function describePressure(type: string, value: number | undefined, limits: PressureLimits): string {
  const measured = value ?? 0;
  if (type === underPressure.TYPE_EVENT_LOOP_DELAY) {
    // Infinity: not one tick of the 10 ms probe timer ran during the last sample interval.
    const behind = Number.isFinite(measured) ? `${Math.round(measured)} ms` : `more than ${limits.sampleIntervalMs ?? 1000} ms`;
    return `the event loop is ${behind} behind, over the ${limits.maxEventLoopDelayMs} ms limit`;
  }
  if (type === underPressure.TYPE_HEAP_USED_BYTES) return `${mib(measured)} of heap in use, over the ${mib(limits.maxHeapUsedBytes)} limit`;
  if (type === underPressure.TYPE_RSS_BYTES) return `${mib(measured)} resident, over the ${mib(limits.maxRssBytes)} limit`;
  return type;
}

/**
 * Load shedding (@fastify/under-pressure): while the event loop lags or memory is over its limit
 * (measured every `sampleIntervalMs`), every request, `/healthz` included, is answered
 * 503 `{"status":503,"message":"Service Unavailable"}` ({@link SERVICE_UNAVAILABLE}) with
 * `Retry-After: 10` (seconds) and `Cache-Control: no-store`, before any other work. Why (the
 * figures and the limit, {@link describePressure}) goes to the app's log as a warning, at most one
 * line per {@link SHED_LOG_INTERVAL_MS} with the number of requests shed since the previous line.
 * Register it after CORS (browsers can then read the 503) and before the response cache (its early
 * answers are shed too).
 */
export default fp(
  async (app, limits: PressureLimits) => {
    // Logging every shed request would be more work exactly when there is too much: count them, and
    // write a line when the last one is older than the interval (the first refusal always logs).
    let lastLogAt = -Infinity;
    let shedSinceLog = 0;
    function logShed(type: string, value: number | undefined): void {
      shedSinceLog += 1;
      const now = performance.now();
      if (now - lastLogAt < SHED_LOG_INTERVAL_MS) return;
      app.log.warn(
        { pressure: { type, value: value ?? null }, shed: shedSinceLog },
        `shedding load (503): ${describePressure(type, value, limits)}; ${shedSinceLog} request(s) refused since the last line`,
      );
      lastLogAt = now;
      shedSinceLog = 0;
    }

    await app.register(underPressure, {
      maxEventLoopDelay: limits.maxEventLoopDelayMs,
      maxHeapUsedBytes: limits.maxHeapUsedBytes,
      maxRssBytes: limits.maxRssBytes,
      sampleInterval: limits.sampleIntervalMs ?? 1000,
      // A value returned is sent as the answer (the plugin's README); its types only allow void.
      pressureHandler: ((_request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => {
        logShed(type, value);
        reply.code(503).header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S)).header('cache-control', 'no-store');
        return SERVICE_UNAVAILABLE;
      }) as unknown as (request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => void,
    });
  },
  { name: 'under-pressure' },
);
