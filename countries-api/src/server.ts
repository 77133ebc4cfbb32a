import { buildApp } from './app';
import { ConfigError, readConfig } from './config';

/** Starts countries-api on HOST:PORT (127.0.0.1:4000 by default) and closes it cleanly on SIGINT/SIGTERM. */
async function start(): Promise<void> {
  const config = readConfig();
  const app = await buildApp({ dataDir: config.dataDir, publicUrl: config.publicUrl, logLevel: config.logLevel, logRequests: config.logRequests });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ host: config.host, port: config.port });
  app.log.info(`countries-api serving ${config.publicUrl}/v3.1/all?fields=name`);
}

start().catch((error: unknown) => {
  // Bad configuration and unbuilt data say what to fix in their message; a stack adds nothing there.
  console.error(error instanceof ConfigError ? `countries-api: ${error.message}` : error);
  process.exit(1);
});
