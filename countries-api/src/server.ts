import closeWithGrace from 'close-with-grace';
import { ConfigError } from '@worldatlas/service-kit';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { readConfig } from './config';
import { buildMetricsApp } from './metrics-app';

/**
 * Starts countries-api on HOST:PORT (127.0.0.1:4000 by default), and the metrics listener on
 * METRICS_HOST:METRICS_PORT when METRICS_PORT is set. On SIGTERM or SIGINT it drains: it stops
 * accepting connections, `/healthz` answers 503, requests in flight are finished, then it exits 0;
 * if that takes longer than SHUTDOWN_TIMEOUT_MS it exits 1. A second signal, an uncaught exception
 * or an unhandled rejection also close it, and exit 1.
 */
async function start(): Promise<void> {
  const config = readConfig();
  const app = await buildApp({
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
    logLevel: config.logLevel,
    logRequests: config.logRequests,
    trustProxy: config.trustProxy,
    rateLimit: config.rateLimit,
    pressure: config.pressure,
    cacheBytes: config.cacheBytes,
    metrics: config.metrics !== null,
  });
  let metricsApp: FastifyInstance | undefined;

  closeWithGrace(
    {
      delay: config.shutdownTimeoutMs,
      logger: app.log,
      onTimeout: (delay) => app.log.error(`requests still in flight after ${delay} ms: exiting 1 without them`),
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'closing after an unexpected error');
      else app.log.info({ signal }, 'shutting down: finishing requests in flight');
      // Metrics stay up while the API drains, so the drain itself is observable.
      await app.close();
      await metricsApp?.close();
    },
  );

  await app.listen({ host: config.host, port: config.port });
  if (config.metrics) {
    metricsApp = buildMetricsApp(app.metrics);
    const address = await metricsApp.listen(config.metrics);
    app.log.info(`metrics at ${address}/metrics`);
  }
  app.log.info(`countries-api serving ${config.publicUrl}/v3.1/all?fields=name`);
}

start().catch((error: unknown) => {
  // Bad configuration and unbuilt data say what to fix in their message; a stack adds nothing there.
  console.error(error instanceof ConfigError ? `countries-api: ${error.message}` : error);
  process.exit(1);
});
