import type { Kysely } from 'kysely';
import type { MessageRow, Tables } from './database';

/** A message taken from the outbox to be sent, with the attempts made before this one. */
export interface ClaimedMessage extends MessageRow {
  attempts: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Takes up to `limit` messages due for sending at `now` (ms), oldest due first, holding each for
 * `holdMs`: another instance (PostgreSQL with several replicas) skips a held message, and takes it
 * over only once the hold has passed without the holder marking it (it died mid-send). Each row is
 * taken with a conditional update, so two instances never both take it.
 */
export async function claimDueMessages(db: Kysely<Tables>, now: number, holdMs: number, limit: number): Promise<ClaimedMessage[]> {
  const at = iso(now);
  const due = await db
    .selectFrom('message_outbox')
    .innerJoin('messages', 'messages.id', 'message_outbox.message_id')
    .selectAll('messages')
    .select('message_outbox.attempts')
    .where('message_outbox.delivered_at', 'is', null)
    .where('message_outbox.next_attempt_at', '<=', at)
    .where((where) => where.or([where('message_outbox.claimed_until', 'is', null), where('message_outbox.claimed_until', '<', at)]))
    .orderBy('message_outbox.next_attempt_at')
    .limit(limit)
    .execute();
  const claimed: ClaimedMessage[] = [];
  for (const message of due) {
    const result = await db
      .updateTable('message_outbox')
      .set({ claimed_until: iso(now + holdMs) })
      .where('message_id', '=', message.id)
      .where('delivered_at', 'is', null)
      .where((where) => where.or([where('claimed_until', 'is', null), where('claimed_until', '<', at)]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) claimed.push(message);
  }
  return claimed;
}

/** Records that the mail relay accepted message `id` at `now` (ms): it is never sent again. */
export async function markDelivered(db: Kysely<Tables>, id: string, attempts: number, now: number): Promise<void> {
  await db.updateTable('message_outbox').set({ delivered_at: iso(now), attempts, claimed_until: null, last_error: null }).where('message_id', '=', id).execute();
}

/** Records a failed attempt at message `id`: the next one is due at `nextAttemptAt` (ms); `error` holds codes only. */
export async function markFailed(db: Kysely<Tables>, id: string, attempts: number, nextAttemptAt: number, error: string): Promise<void> {
  await db.updateTable('message_outbox').set({ attempts, next_attempt_at: iso(nextAttemptAt), claimed_until: null, last_error: error }).where('message_id', '=', id).execute();
}

/** Gives back messages taken but not sent (the instance is stopping): due again at once for any instance. */
export async function releaseClaims(db: Kysely<Tables>, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.updateTable('message_outbox').set({ claimed_until: null }).where('message_id', 'in', ids).execute();
}

/**
 * When the next message of the outbox can be taken, ms since the epoch: the earliest due time of the
 * messages not delivered, or the end of its hold for one held by an instance; null when none waits.
 */
export async function nextClaimableAt(db: Kysely<Tables>): Promise<number | null> {
  const row = await db
    .selectFrom('message_outbox')
    .select((select) =>
      select.fn
        .min(
          select
            .case()
            .when('claimed_until', '>', select.ref('next_attempt_at'))
            .then(select.ref('claimed_until'))
            .else(select.ref('next_attempt_at'))
            .end(),
        )
        .as('next_at'),
    )
    .where('delivered_at', 'is', null)
    .executeTakeFirst();
  return row?.next_at ? Date.parse(String(row.next_at)) : null;
}
