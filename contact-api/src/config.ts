import { ConfigError, LOG_LEVELS, readChoice, readTrustProxy, readUrl, readWhole } from '@worldatlas/service-kit';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { DatabaseTarget } from './store/database';

/** When the mail relay is configured (`SMTP_URL`): where each new message goes, and how failures are retried. */
export interface DeliveryConfig {
  /** nodemailer connection URL, `smtp://user:password@host:587` or `smtps://…:465` (`SMTP_URL`). */
  smtpUrl: string;
  /** The team's address messages are sent to (`CONTACT_MAIL_TO`). */
  to: string;
  /** The sender the relay accepts mail from, `WorldAtlas <contact@example.org>` (`CONTACT_MAIL_FROM`). */
  from: string;
  /** Wait before the first retry, ms, doubled at each further failure (`DELIVERY_RETRY_MIN_MS`, 30 000). */
  retryMinMs: number;
  /** Longest wait between two attempts, ms (`DELIVERY_RETRY_MAX_MS`, 3 600 000: an hour). */
  retryMaxMs: number;
}

/** The form token's timing rules: submissions sooner or later than these are answered 400 (`too-soon`, `expired`). */
export interface TokenTiming {
  /** A submission this soon after its token was issued is sooner than a person fills the form, ms (`CONTACT_TOKEN_MIN_AGE_MS`, 3000). */
  minAgeMs: number;
  /** A token older than this is refused, ms (`CONTACT_TOKEN_MAX_AGE_MS`, 86 400 000: a day). */
  maxAgeMs: number;
}

/** Messages one client address may send per window; over it, 429 with `Retry-After`. */
export interface SubmissionLimit {
  /** Submissions per window (`CONTACT_RATE_LIMIT_MAX`, 5). */
  max: number;
  /** Window length, ms (`CONTACT_RATE_LIMIT_WINDOW_MS`, 600 000: ten minutes). */
  windowMs: number;
}

/** Runtime configuration of contact-api, read from the environment when the server starts. */
export interface ContactConfig {
  /** Interface to listen on (`HOST`, default 127.0.0.1). */
  host: string;
  /** TCP port, 1–65535 (`PORT`, default 4100). */
  port: number;
  /** pino log level (`LOG_LEVEL`, default info). */
  logLevel: string;
  /** PostgreSQL when `DATABASE_URL` is set, else SQLite in `DATA_DIR` (default `contact-api/data/`). */
  database: DatabaseTarget;
  /** The secret form tokens are signed with (`CONTACT_TOKEN_SECRET`, at least 32 characters). */
  tokenSecret: string;
  /** True when no `CONTACT_TOKEN_SECRET` was given and a random one was made for this process (development only). */
  tokenSecretGenerated: boolean;
  tokenTiming: TokenTiming;
  submissionLimit: SubmissionLimit;
  /** Proxies whose `X-Forwarded-For` names the client (`TRUST_PROXY`); false (the default) for none. Same syntax as countries-api. */
  trustProxy: string[] | false;
  /** Days a message is kept before it is deleted (`CONTACT_RETENTION_DAYS`, 180). */
  retentionDays: number;
  /** Null when `SMTP_URL` is unset: messages are kept and read with `npm run messages`, not sent. */
  delivery: DeliveryConfig | null;
  /** Longest a shutdown may take to finish submissions in flight before the process exits 1, ms (`SHUTDOWN_TIMEOUT_MS`, 8000). */
  shutdownTimeoutMs: number;
}

/** HMAC-SHA256 keys shorter than its 32-byte output weaken it. */
const MIN_SECRET_LENGTH = 32;
const DAY_MS = 86_400_000;

/**
 * Where the messages are: `DATABASE_URL` (postgres:// or postgresql://) when set, else the SQLite
 * file `contact.sqlite` in `DATA_DIR` (default `contact-api/data/`). Read alone by `npm run messages`.
 * @throws ConfigError for another URL scheme; the URL is never echoed, it holds a password
 */
export function readDatabase(env: NodeJS.ProcessEnv): DatabaseTarget {
  const url = readUrl(env, 'DATABASE_URL', /^postgres(ql)?:\/\/[^/]+/, 'a postgres:// or postgresql:// URL');
  return url ? { kind: 'postgresql', url } : { kind: 'sqlite', file: join(env.DATA_DIR || join(__dirname, '..', 'data'), 'contact.sqlite') };
}

/** `SMTP_URL` with `CONTACT_MAIL_TO` and `CONTACT_MAIL_FROM`, or null when `SMTP_URL` is unset. */
function readDelivery(env: NodeJS.ProcessEnv): DeliveryConfig | null {
  const smtpUrl = readUrl(env, 'SMTP_URL', /^smtps?:\/\/[^/]+/, 'an smtp:// or smtps:// URL');
  if (!smtpUrl) return null;
  const to = env.CONTACT_MAIL_TO?.trim() ?? '';
  const from = env.CONTACT_MAIL_FROM?.trim() ?? '';
  if (!/@/.test(to)) throw new ConfigError(`CONTACT_MAIL_TO must be the address messages are sent to when SMTP_URL is set, got "${to}"`);
  if (!/@/.test(from)) throw new ConfigError(`CONTACT_MAIL_FROM must be the sender address the mail relay accepts when SMTP_URL is set, got "${from}"`);
  const retryMinMs = readWhole(env, 'DELIVERY_RETRY_MIN_MS', 30_000, 10);
  return { smtpUrl, to, from, retryMinMs, retryMaxMs: readWhole(env, 'DELIVERY_RETRY_MAX_MS', 3_600_000, retryMinMs) };
}

/**
 * Reads {@link ContactConfig} from an environment. Unset and empty variables take their defaults.
 * Without `CONTACT_TOKEN_SECRET` a random secret is made (tokens then die with the process), except
 * when `NODE_ENV=production`, where several instances and restarts must share one.
 * @throws ConfigError when a variable has a value that cannot be used, or a production secret is missing.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ContactConfig {
  const logLevel = readChoice(env, 'LOG_LEVEL', LOG_LEVELS, 'info');
  const secret = env.CONTACT_TOKEN_SECRET ?? '';
  if (secret === '' && env.NODE_ENV === 'production') {
    throw new ConfigError('CONTACT_TOKEN_SECRET must be set in production (at least 32 characters, e.g. `openssl rand -base64 32`)');
  }
  if (secret !== '' && secret.length < MIN_SECRET_LENGTH) throw new ConfigError(`CONTACT_TOKEN_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
  const minAgeMs = readWhole(env, 'CONTACT_TOKEN_MIN_AGE_MS', 3000, 0);
  return {
    host: env.HOST || '127.0.0.1',
    port: readWhole(env, 'PORT', 4100, 1, 65535),
    logLevel,
    database: readDatabase(env),
    tokenSecret: secret || randomBytes(32).toString('base64url'),
    tokenSecretGenerated: secret === '',
    tokenTiming: { minAgeMs, maxAgeMs: readWhole(env, 'CONTACT_TOKEN_MAX_AGE_MS', DAY_MS, minAgeMs + 1) },
    submissionLimit: {
      max: readWhole(env, 'CONTACT_RATE_LIMIT_MAX', 5, 1),
      windowMs: readWhole(env, 'CONTACT_RATE_LIMIT_WINDOW_MS', 600_000, 1000),
    },
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    retentionDays: readWhole(env, 'CONTACT_RETENTION_DAYS', 180, 1, 36_500),
    delivery: readDelivery(env),
    shutdownTimeoutMs: readWhole(env, 'SHUTDOWN_TIMEOUT_MS', 8000, 1),
  };
}
