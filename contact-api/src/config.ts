import { readTrustProxy as parseTrustProxy } from '@worldatlas/contracts/server';
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

/** A configuration value that cannot be used; its message names the variable and what is wrong, never a secret's value. */
export class ConfigError extends Error {}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
/** HMAC-SHA256 keys shorter than its 32-byte output weaken it. */
const MIN_SECRET_LENGTH = 32;
const DAY_MS = 86_400_000;

/** Whole-number variable `name` from `min` to `max`; unset or blank gives `fallback`. @throws ConfigError otherwise. */
function readWhole(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const text = env[name]?.trim() ?? '';
  if (text === '') return fallback;
  const value = /^\d{1,15}$/.test(text) ? Number(text) : NaN;
  if (!(value >= min && value <= max)) {
    const range = max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`;
    throw new ConfigError(`${name} must be a whole number ${range}, got "${env[name]}"`);
  }
  return value;
}

/** `TRUST_PROXY` as Fastify's `trustProxy` (`@worldatlas/contracts/server`, the syntax every Node server of the site reads). @throws ConfigError */
function readTrustProxy(value: string | undefined): string[] | false {
  try {
    return parseTrustProxy(value);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

/**
 * Where the messages are: `DATABASE_URL` (postgres:// or postgresql://) when set, else the SQLite
 * file `contact.sqlite` in `DATA_DIR` (default `contact-api/data/`). Read alone by `npm run messages`.
 * @throws ConfigError for another URL scheme; the URL is never echoed, it holds a password
 */
export function readDatabase(env: NodeJS.ProcessEnv): DatabaseTarget {
  const url = env.DATABASE_URL?.trim() ?? '';
  if (url === '') return { kind: 'sqlite', file: join(env.DATA_DIR || join(__dirname, '..', 'data'), 'contact.sqlite') };
  if (!/^postgres(ql)?:\/\/[^/]+/.test(url)) throw new ConfigError('DATABASE_URL must be a postgres:// or postgresql:// URL');
  return { kind: 'postgresql', url };
}

/** `SMTP_URL` with `CONTACT_MAIL_TO` and `CONTACT_MAIL_FROM`, or null when `SMTP_URL` is unset. */
function readDelivery(env: NodeJS.ProcessEnv): DeliveryConfig | null {
  const smtpUrl = env.SMTP_URL?.trim() ?? '';
  if (smtpUrl === '') return null;
  if (!/^smtps?:\/\/[^/]+/.test(smtpUrl)) throw new ConfigError('SMTP_URL must be an smtp:// or smtps:// URL');
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
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
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
