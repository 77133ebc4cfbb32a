import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { answerClientError, CONNECTION_LIMITS, type ConnectionLimits, drain, serverLimits } from '@worldatlas/service-kit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import cors, { CORS_HEADERS } from './plugins/external/cors';
import helmet, { NOSNIFF_HEADERS } from './plugins/external/helmet';
import rateLimit, { DEFAULT_RATE_LIMIT, type RateLimit } from './plugins/external/rate-limit';
import underPressure, { type PressureLimits } from './plugins/external/under-pressure';
import countryStore from './plugins/app/country-store';
import errors from './plugins/app/errors';
import metrics from './plugins/app/metrics';
import notFound, { routerErrorHandlers } from './plugins/app/not-found';
import openapi from './plugins/app/openapi';
import queryCheck from './plugins/app/query-check';
import responseCache from './plugins/app/response-cache';
import docsRoute from './routes/docs';
import flagsRoute from './routes/flags';
import healthzRoute from './routes/healthz';
import allRoute from './routes/v3.1/all';
import alphaRoute from './routes/v3.1/alpha';
import nameRoute from './routes/v3.1/name';
import currencyRoute from './routes/v3.1/currency';
import capitalRoute from './routes/v3.1/capital';
import langRoute from './routes/v3.1/lang';
import regionRoute from './routes/v3.1/region';
import subregionRoute from './routes/v3.1/subregion';
import demonymRoute from './routes/v3.1/demonym';
import translationRoute from './routes/v3.1/translation';
import independentRoute from './routes/v3.1/independent';

/** What {@link buildApp} needs: where the built data is and the public URL flag links start with. */
export interface AppOptions {
  dataDir: string;
  publicUrl: string;
  /** pino level; `silent` in tests. */
  logLevel?: string;
  /** Log a line per request, with a request id on every line (off by default: access logs come from the proxy in front). */
  logRequests?: boolean;
  /** Where log lines (JSON, one a line) go; standard output by default. */
  logStream?: { write(line: string): void };
  /** Most bytes of cached answers kept in memory (LRU, their real cost counted), 32 MiB by default. */
  cacheBytes?: number;
  /** Fastify's `trustProxy`: the proxies whose `X-Forwarded-For` gives the client address; none by default. */
  trustProxy?: string[] | false;
  /** Requests per client address and window, all and not answered before; {@link DEFAULT_RATE_LIMIT} (12 000 and 600 a minute) by default. */
  rateLimit?: RateLimit;
  /** When to shed load with 503; by default only an event loop 1 s behind. */
  pressure?: PressureLimits;
  /** Collect Prometheus metrics into `app.metrics` (off by default: the server turns them on with METRICS_PORT). */
  metrics?: boolean;
  /** Deadlines and header size of its connections (@worldatlas/service-kit's `CONNECTION_LIMITS` for any not given). */
  limits?: Partial<ConnectionLimits>;
}

/** A request id from the proxy in front (`X-Request-Id`, as nginx's `$request_id`) when it is plain, else a new UUID. */
function requestId(request: IncomingMessage): string {
  const id = request.headers['x-request-id'];
  return typeof id === 'string' && /^[\w.:-]{1,64}$/.test(id) ? id : randomUUID();
}

/**
 * Builds the countries-api Fastify app (not listening): external plugins, then app plugins, then routes.
 * Routes: `/v3.1/all`, `/v3.1/name/{name}`, `/v3.1/alpha/{code}`, `/v3.1/alpha?codes=`, `/v3.1/currency/{currency}`,
 * `/v3.1/capital/{capital}`, `/v3.1/lang/{lang}`, `/v3.1/region/{region}`, `/v3.1/subregion/{subregion}`,
 * `/v3.1/demonym/{demonym}`, `/v3.1/translation/{translation}`, `/v3.1/independent`, `/flags/{cca2}.svg|png`, `/healthz`.
 * A path the router cannot take (malformed percent-encoding, an overlong segment) is routed again as
 * an unknown path and answered 400 (plugins/app/not-found.ts), so its answer goes through the same hooks.
 * onRequest hooks run in registration order: security headers and CORS first (every answer carries
 * them), then load shedding and the rate limit on every request, then the response cache's early
 * answers; the rate limit on requests not answered before counts what gets past those (preParsing).
 * `app.close()` drains: `/healthz` answers 503, requests already on open connections are answered,
 * and each connection closes once its answers are sent (@worldatlas/service-kit's `drain`).
 * @throws Error when the built data is missing from `dataDir`.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app: FastifyInstance = Fastify({
    logger: { level: options.logLevel ?? 'info', ...(options.logStream && { stream: options.logStream }) },
    // Access logs belong to the proxy in front.
    logController: new LogController({ disableRequestLogging: !options.logRequests }),
    // Without request logging there is no request id to bind, so no pino child per request; error
    // logs name the method and URL instead (plugins/app/errors.ts).
    ...(!options.logRequests && { childLoggerFactory: (logger: FastifyBaseLogger) => logger }),
    ...(options.logRequests && { genReqId: requestId }),
    trustProxy: options.trustProxy ?? false,
    // While closing, a request on a connection still open is answered as usual (with Connection:
    // close), not refused by Fastify in a body of its own: /healthz then says the instance is draining.
    return503OnClosing: false,
    routerOptions: {
      // `/v3.1/name/peru/` and `/v3.1/alpha/?codes=` answer as without the slash, as v3.1 did: clients send them.
      ignoreTrailingSlash: true,
      // Long names must reach validation (a clear 400), not fall through the router as a 404.
      maxParamLength: 100_000,
      // A path the router cannot take (bad percent-encoding, an overlong segment) is answered 400
      // through the whole request lifecycle, with the headers and the rate limit of every other
      // answer: Fastify's frameworkErrors would skip every hook.
      ...routerErrorHandlers(() => app),
    },
    // Every Node server of the site: headers within 10 s, a request within 30 s, then 408.
    ...serverLimits({ ...CONNECTION_LIMITS, ...options.limits }),
    // Requests Node refuses before Fastify sees them (malformed, too slow, headers too large): a plain
    // status text with the headers helmet and CORS give every other answer, written on the socket.
    clientErrorHandler: (error, socket) => answerClientError(error, socket, { ...NOSNIFF_HEADERS, ...CORS_HEADERS }),
  });

  await app.register(helmet);
  await app.register(cors);

  await app.register(underPressure, options.pressure ?? { maxEventLoopDelayMs: 1000, maxHeapUsedBytes: 0, maxRssBytes: 0 });
  await app.register(rateLimit, options.rateLimit ?? DEFAULT_RATE_LIMIT);

  await app.register(errors);
  await app.register(drain);
  await app.register(countryStore, { dataDir: options.dataDir, publicUrl: options.publicUrl });
  await app.register(responseCache, { maxBytes: options.cacheBytes });
  await app.register(queryCheck);
  if (options.metrics) await app.register(metrics);
  await app.register(openapi);

  await app.register(allRoute, { prefix: '/v3.1' });
  await app.register(nameRoute, { prefix: '/v3.1' });
  await app.register(alphaRoute, { prefix: '/v3.1' });
  await app.register(currencyRoute, { prefix: '/v3.1' });
  await app.register(capitalRoute, { prefix: '/v3.1' });
  await app.register(langRoute, { prefix: '/v3.1' });
  await app.register(regionRoute, { prefix: '/v3.1' });
  await app.register(subregionRoute, { prefix: '/v3.1' });
  await app.register(demonymRoute, { prefix: '/v3.1' });
  await app.register(translationRoute, { prefix: '/v3.1' });
  await app.register(independentRoute, { prefix: '/v3.1' });
  await app.register(flagsRoute, { dataDir: options.dataDir });
  await app.register(healthzRoute);
  await app.register(docsRoute);
  await app.register(notFound);
  return app;
}
