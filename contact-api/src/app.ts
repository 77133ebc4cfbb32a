import { answerClientError, CONNECTION_LIMITS, type ConnectionLimits, drain, serverLimits } from '@worldatlas/service-kit';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { DeliveryConfig, SubmissionLimit, TokenTiming } from './config';
import database from './plugins/app/database';
import delivery from './plugins/app/delivery';
import errors from './plugins/app/errors';
import retention from './plugins/app/retention';
import submissionLimit from './plugins/external/rate-limit';
import healthzRoute from './routes/healthz';
import formTokensRoute from './routes/v1/form-tokens';
import messagesRoute from './routes/v1/messages';
import type { DatabaseTarget } from './store/database';

/** What {@link buildApp} needs; server.ts reads it from the environment (config.ts). */
export interface AppOptions {
  database: DatabaseTarget;
  /** The form tokens' HMAC secret. */
  tokenSecret: string;
  tokenTiming: TokenTiming;
  submissionLimit: SubmissionLimit;
  /** Days messages are kept. */
  retentionDays: number;
  /** The mail relay and addresses; null to store messages without e-mailing them. */
  delivery: DeliveryConfig | null;
  /** Fastify's `trustProxy`: the proxies whose `X-Forwarded-For` gives the client address; none by default. */
  trustProxy?: string[] | false;
  /** pino level; `silent` in tests. */
  logLevel?: string;
  /** Where log lines (JSON, one a line) go; standard output by default. */
  logStream?: { write(line: string): void };
  /** Deadlines and header size of its connections (@worldatlas/service-kit's `CONNECTION_LIMITS` for any not given). */
  limits?: Partial<ConnectionLimits>;
}

/**
 * Builds the contact-api Fastify app (not listening): the database (opened and migrated), then the
 * submission limit, error answers, drain, delivery and retention, then the routes `POST
 * /v1/form-tokens`, `POST /v1/messages` and `GET /healthz`. JSON bodies only (415 otherwise).
 * No request is logged, nor its body at any level (a request Node cannot parse included): the proxy
 * in front keeps access logs, and nothing a visitor typed may reach a log line. `app.close()` drains: `/healthz` answers 503, submissions in flight are answered and
 * committed, then the outbox and the database are closed.
 * @throws Error when the database cannot be opened or migrated
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app: FastifyInstance = Fastify({
    logger: { level: options.logLevel ?? 'info', ...(options.logStream && { stream: options.logStream }) },
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: options.trustProxy ?? false,
    // While closing, a request on a connection still open is answered as usual, with Connection: close.
    return503OnClosing: false,
    // Every field's error in one answer, no field dropped or converted in silence.
    ajv: { customOptions: { allErrors: true, removeAdditional: false, coerceTypes: false } },
    // Every Node server of the site: headers within 10 s, a request within 30 s, then 408.
    ...serverLimits({ ...CONNECTION_LIMITS, ...options.limits }),
    // Requests Node refuses before Fastify sees them (malformed, too slow, headers too large): a plain
    // status text, and nothing logged (Fastify's own handler logs the bytes read, which hold what was typed).
    clientErrorHandler: (error, socket) => answerClientError(error, socket, {}),
  });
  // Only JSON is taken: a form post or text is answered 415.
  app.removeContentTypeParser(['text/plain']);

  await app.register(database, options.database);
  await app.register(submissionLimit, options.submissionLimit);
  await app.register(errors);
  await app.register(drain);
  await app.register(delivery, { delivery: options.delivery });
  await app.register(retention, { days: options.retentionDays });

  await app.register(formTokensRoute, { prefix: '/v1', secret: options.tokenSecret, timing: options.tokenTiming });
  await app.register(messagesRoute, { prefix: '/v1', secret: options.tokenSecret, timing: options.tokenTiming, limit: options.submissionLimit });
  await app.register(healthzRoute);
  return app;
}
