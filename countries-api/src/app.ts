import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, LogController } from 'fastify';
import compress from './plugins/external/compress';
import cors from './plugins/external/cors';
import helmet from './plugins/external/helmet';
import countryStore from './plugins/app/country-store';
import errors from './plugins/app/errors';
import notFound from './plugins/app/not-found';
import queryCheck from './plugins/app/query-check';
import responseCache from './plugins/app/response-cache';
import flagsRoute from './routes/flags';
import healthzRoute from './routes/healthz';
import allRoute from './routes/v3.1/all';
import alphaRoute from './routes/v3.1/alpha';
import nameRoute from './routes/v3.1/name';
import { BAD_ENCODING, BAD_REQUEST } from './schemas/errors';

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
  /** Most bytes of cached answers kept in memory (LRU), 64 MiB by default. */
  cacheBytes?: number;
}

/**
 * Builds the countries-api Fastify app (not listening): external plugins, then app plugins, then routes.
 * Routes: `/v3.1/all`, `/v3.1/name/{name}`, `/v3.1/alpha/{code}`, `/v3.1/alpha?codes=`, `/flags/{cca2}.svg|png`, `/healthz`.
 * @throws Error when the built data is missing from `dataDir`.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: options.logLevel ?? 'info', ...(options.logStream && { stream: options.logStream }) },
    // Access logs belong to the proxy in front; per-request lines here halve throughput.
    logController: new LogController({ disableRequestLogging: !options.logRequests }),
    // Without request logging, a pino child per request (to bind its id) is a third of the CPU a small
    // cached answer costs; error logs name the method and URL instead (plugins/app/errors.ts).
    ...(!options.logRequests && { childLoggerFactory: (logger: FastifyBaseLogger) => logger }),
    // Long names must reach validation (a clear 400), not fall through the router as a 404.
    routerOptions: { maxParamLength: 100_000 },
    requestTimeout: 30_000,
    // The router's errors (a path not valid percent-encoding, an overlong segment), in v3.1's shape.
    frameworkErrors: (error, _request, reply) => {
      (reply as FastifyReply).code(400).send(error.code === 'FST_ERR_BAD_URL' ? BAD_ENCODING : BAD_REQUEST);
    },
  });

  await app.register(helmet);
  await app.register(cors);
  await app.register(compress);

  await app.register(errors);
  await app.register(countryStore, { dataDir: options.dataDir, publicUrl: options.publicUrl });
  await app.register(responseCache, { maxBytes: options.cacheBytes });
  await app.register(queryCheck);

  await app.register(allRoute, { prefix: '/v3.1' });
  await app.register(nameRoute, { prefix: '/v3.1' });
  await app.register(alphaRoute, { prefix: '/v3.1' });
  await app.register(flagsRoute, { dataDir: options.dataDir });
  await app.register(healthzRoute);
  await app.register(notFound);
  return app;
}
