import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Tables } from '../store/database';
import { type ClaimedMessage, claimDueMessages, markDelivered, markFailed, nextClaimableAt, releaseClaims } from '../store/outbox';
import { composeMail } from './mail';

/** What {@link startOutboxWorker} needs. */
export interface OutboxWorkerOptions {
  db: Kysely<Tables>;
  /** nodemailer's SMTP transport. */
  transport: Transporter;
  addresses: { from: string; to: string };
  /** Wait after the first failure, ms; doubled after each further one up to `retryMaxMs`. */
  retryMinMs: number;
  retryMaxMs: number;
  log: FastifyBaseLogger;
  /**
   * Longest wait between two looks at the outbox, ms (5000): the worker looks again when the next
   * retry comes due, or sooner for messages other instances stored.
   */
  pollMs?: number;
  /** How long a message taken for sending is held from other instances, ms (120 000: well over the SMTP time-outs). */
  holdMs?: number;
}

/** A running worker. */
export interface OutboxWorker {
  /** Look at the outbox now (a message was just stored). */
  wake(): void;
  /** Stops taking messages; resolves once the message being sent, if any, is sent and recorded. */
  stop(): Promise<void>;
}

/** Messages taken per look at the outbox. */
const BATCH = 10;
/** Shortest wait between two looks, ms: a message another instance is about to take is not looked at in a busy loop. */
const MIN_WAIT_MS = 100;

/** The wait before attempt `attempts + 1` after `attempts` failed ones, ms: min × 2^(attempts−1), at most max. */
export function retryDelay(attempts: number, minMs: number, maxMs: number): number {
  return Math.min(minMs * 2 ** Math.min(attempts - 1, 40), maxMs);
}

/** A failure in words that hold no reply text (which may quote addresses): nodemailer's error code and the SMTP reply code. */
function describe(error: unknown): string {
  const { code, responseCode } = error as { code?: string; responseCode?: number };
  return [code ?? 'ERROR', responseCode].filter(Boolean).join(' ');
}

/** Hands `message` to the relay: marked delivered once the relay accepts it, else failed with its next attempt's time. */
async function deliver(message: ClaimedMessage, options: OutboxWorkerOptions): Promise<void> {
  const { db, transport, log } = options;
  const attempts = message.attempts + 1;
  try {
    await transport.sendMail(composeMail(message, options.addresses));
    await markDelivered(db, message.id, attempts, Date.now());
    log.info({ messageId: message.id, attempts }, 'message e-mailed');
  } catch (error) {
    const delay = retryDelay(attempts, options.retryMinMs, options.retryMaxMs);
    const reason = describe(error);
    await markFailed(db, message.id, attempts, Date.now() + delay, reason);
    log.warn({ messageId: message.id, attempts, error: reason, retryInMs: delay }, 'message not e-mailed; will retry');
  }
}

/** The wait until the next look, ms: when the next message can be taken, within MIN_WAIT_MS and `pollMs`. */
async function nextWait(db: OutboxWorkerOptions['db'], pollMs: number): Promise<number> {
  const next = await nextClaimableAt(db);
  return next === null ? pollMs : Math.min(Math.max(next - Date.now(), MIN_WAIT_MS), pollMs);
}

/**
 * Sends the outbox's messages to the team, one at a time, as they come due: at start (messages left
 * from before a restart), when woken, when the next retry is due, and at least every `pollMs`. A message is marked delivered only once
 * the relay has accepted it; a failure is recorded with the next attempt's time ({@link retryDelay}),
 * so retries survive a restart. Logs message ids, attempt counts and codes, never a message's content.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport, log, pollMs = 5000, holdMs = 120_000 } = options;
  let stopped = false;
  let again = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  async function drainOutbox(): Promise<void> {
    do {
      again = false;
      const batch = await claimDueMessages(db, Date.now(), holdMs, BATCH);
      for (const [index, message] of batch.entries()) {
        if (stopped) {
          // Left for the next instance to send at once, not after the hold.
          await releaseClaims(db, batch.slice(index).map(({ id }) => id));
          return;
        }
        await deliver(message, options);
      }
      if (batch.length === BATCH) again = true;
    } while (again && !stopped);
  }

  function run(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = drainOutbox()
      .then(() => nextWait(db, pollMs))
      .catch((error: unknown) => {
        log.error({ err: error }, 'outbox: could not read or update the database; trying again later');
        return pollMs;
      })
      .then((wait) => {
        running = null;
        if (!stopped) timer = setTimeout(run, wait);
      });
  }

  run();
  return {
    wake: run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
