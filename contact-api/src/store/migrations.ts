import type { Kysely } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely/migration';

/** Which SQL the database speaks: the two differ only in the type of time columns here. */
export type DatabaseKind = 'sqlite' | 'postgresql';

/**
 * The schema's migrations, oldest first, by name (Kysely runs them in name order and records each
 * in `kysely_migration`). Never edit one that has shipped: add the next.
 * Times are `timestamptz` in PostgreSQL and ISO 8601 text (`2026-11-25T12:00:00.000Z`, which sorts
 * as time does) in SQLite, which has no time type; the store reads both as that text.
 */
function migrations(kind: DatabaseKind): Record<string, Migration> {
  const time = kind === 'postgresql' ? 'timestamptz' : 'text';
  return {
    '0001-messages-and-outbox': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('messages')
          .addColumn('id', 'text', (column) => column.primaryKey())
          .addColumn('name', 'text', (column) => column.notNull())
          .addColumn('email', 'text', (column) => column.notNull())
          .addColumn('message', 'text', (column) => column.notNull())
          .addColumn('received_at', time, (column) => column.notNull())
          .execute();
        // Retention deletes by age.
        await db.schema.createIndex('messages_received_at').on('messages').column('received_at').execute();
        await db.schema
          .createTable('message_outbox')
          .addColumn('message_id', 'text', (column) => column.primaryKey().references('messages.id').onDelete('cascade'))
          .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
          .addColumn('next_attempt_at', time, (column) => column.notNull())
          .addColumn('claimed_until', time)
          .addColumn('last_error', 'text')
          .addColumn('delivered_at', time)
          .execute();
        await db.schema.createIndex('message_outbox_due').on('message_outbox').columns(['delivered_at', 'next_attempt_at']).execute();
      },
    },
  };
}

/** Kysely's migration provider for a database of `kind`. */
export function migrationProvider(kind: DatabaseKind): MigrationProvider {
  return { getMigrations: async () => migrations(kind) };
}
