import type { Kysely } from 'kysely';
import type { MessageRow, Tables, Timestamp } from './database';

/** A message as the visitor sent it, with its submission id. */
export interface NewMessage {
  id: string;
  name: string;
  email: string;
  message: string;
}

/** A stored message as an operator sees it: what was sent, when, and whether it was e-mailed. */
export interface StoredMessage extends NewMessage {
  receivedAt: Timestamp;
  /** `delivered` once the mail relay accepted it, `pending` while it is being tried, `not-sent` without SMTP_URL at the time. */
  delivery: 'delivered' | 'pending' | 'not-sent';
  deliveredAt: Timestamp | null;
  /** Attempts made to e-mail it so far. */
  attempts: number;
}

/** The outcome of {@link storeMessage}: stored now, or a message with that id stored before. */
export type StoreOutcome = { stored: true; receivedAt: Timestamp } | { stored: false; existing: MessageRow };

/**
 * Stores a message once: in one transaction, the message and, when `outbox` is true, its entry in
 * the outbox (due at once). Committed when this resolves, so a message acknowledged to the visitor
 * survives the process dying the next instant. A message with the same id (the same form token
 * submitted again, even at the same instant from two requests) is not stored twice: the one stored
 * first is returned instead.
 * @param receivedAt the time to record, ms since the epoch
 */
export async function storeMessage(db: Kysely<Tables>, message: NewMessage, receivedAt: number, outbox: boolean): Promise<StoreOutcome> {
  const at = new Date(receivedAt).toISOString();
  const inserted = await db.transaction().execute(async (transaction) => {
    const row = await transaction
      .insertInto('messages')
      .values({ ...message, received_at: at })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (row && outbox) await transaction.insertInto('message_outbox').values({ message_id: message.id, attempts: 0, next_attempt_at: at }).execute();
    return row !== undefined;
  });
  if (inserted) return { stored: true, receivedAt: at };
  const existing = await findMessage(db, message.id);
  if (!existing) throw new Error(`message ${message.id} was neither stored nor found`);
  return { stored: false, existing };
}

/** The stored message with this id, or undefined. */
export async function findMessage(db: Kysely<Tables>, id: string): Promise<MessageRow | undefined> {
  return db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Stored messages, oldest first, with their delivery state.
 * @param options `since`/`before`: ISO 8601 bounds on the receiving time (inclusive / exclusive); `limit`: most rows
 */
export async function listMessages(db: Kysely<Tables>, options: { since?: Timestamp; before?: Timestamp; limit?: number } = {}): Promise<StoredMessage[]> {
  let query = db
    .selectFrom('messages')
    .leftJoin('message_outbox', 'message_outbox.message_id', 'messages.id')
    .select(['messages.id', 'messages.name', 'messages.email', 'messages.message', 'messages.received_at', 'message_outbox.message_id as outbox_id', 'message_outbox.attempts', 'message_outbox.delivered_at'])
    .orderBy('messages.received_at')
    .orderBy('messages.id');
  if (options.since) query = query.where('messages.received_at', '>=', options.since);
  if (options.before) query = query.where('messages.received_at', '<', options.before);
  if (options.limit) query = query.limit(options.limit);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    receivedAt: row.received_at,
    delivery: row.outbox_id === null ? 'not-sent' : row.delivered_at === null ? 'pending' : 'delivered',
    deliveredAt: row.delivered_at,
    attempts: row.attempts ?? 0,
  }));
}

/** Deletes the messages with these ids (their outbox entries go with them). @returns how many were deleted */
export async function deleteMessages(db: Kysely<Tables>, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db.deleteFrom('messages').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes every message received before `before` (ISO 8601), delivered or not. @returns how many were deleted */
export async function deleteMessagesBefore(db: Kysely<Tables>, before: Timestamp): Promise<number> {
  const result = await db.deleteFrom('messages').where('received_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
