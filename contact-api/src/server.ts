import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError } from '@worldatlas/service-kit';
import { readConfig } from './config';

/**
 * Starts contact-api on HOST:PORT (127.0.0.1:4100 by default) once its database is open and
 * migrated. On SIGTERM or SIGINT it drains: it stops accepting connections, `/healthz` answers 503,
 * the outbox finishes the e-mail being sent, submissions in flight are answered and committed, then
 * it exits 0; if that takes longer than SHUTDOWN_TIMEOUT_MS it exits 1. A second signal, an uncaught
 * exception or an unhandled rejection also close it, and exit 1.
 */
async function start(): Promise<void> {
  const config = readConfig();
  const app = await buildApp({
    database: config.database,
    tokenSecret: config.tokenSecret,
    tokenTiming: config.tokenTiming,
    submissionLimit: config.submissionLimit,
    retentionDays: config.retentionDays,
    delivery: config.delivery,
    trustProxy: config.trustProxy,
    logLevel: config.logLevel,
  });
  if (config.tokenSecretGenerated) {
    app.log.warn('CONTACT_TOKEN_SECRET is not set: tokens are signed with a random secret made at start, and forms served before a restart (or by another instance) will be refused');
  }

  closeWithGrace(
    {
      delay: config.shutdownTimeoutMs,
      logger: app.log,
      onTimeout: (delay) => app.log.error(`submissions still in flight after ${delay} ms: exiting 1 without them`),
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'closing after an unexpected error');
      else app.log.info({ signal }, 'shutting down: finishing submissions in flight');
      await app.close();
    },
  );

  const address = await app.listen({ host: config.host, port: config.port });
  const where = config.database.kind === 'sqlite' ? `SQLite at ${config.database.file}` : 'PostgreSQL (DATABASE_URL)';
  app.log.info(`contact-api serving ${address}, messages in ${where}, ${config.delivery ? 'e-mailed through SMTP_URL' : 'not e-mailed (no SMTP_URL)'}`);
}

start().catch((error: unknown) => {
  // Bad configuration says what to fix in its message; a stack adds nothing there.
  console.error(error instanceof ConfigError ? `contact-api: ${error.message}` : error);
  process.exit(1);
});
