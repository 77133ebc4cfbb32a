import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { type DatabaseKind, migrationProvider } from './migrations';
import { openSqlite } from './sqlite';

/** Where messages are kept: an SQLite file (the default, no server needed) or a PostgreSQL database. */
export type DatabaseTarget = { kind: 'sqlite'; file: string } | { kind: 'postgresql'; url: string };

/** Times are ISO 8601 text in UTC with milliseconds (`Date#toISOString`), in both databases (see migrations.ts). */
export type Timestamp = string;

/** The `messages` table: what a visitor sent, and when it was stored. */
export interface MessageRow {
  /** The form token's submission id. */
  id: string;
  name: string;
  email: string;
  message: string;
  received_at: Timestamp;
}

/** The `message_outbox` table: a message still to be (or already) e-mailed to the team. */
interface OutboxRow {
  message_id: string;
  attempts: number;
  next_attempt_at: Timestamp;
  /** An instance sending it holds it until then; another may take it over after (that instance died). */
  claimed_until: Timestamp | null;
  /** The last failure's error and SMTP reply codes, never a reply's text. */
  last_error: string | null;
  delivered_at: Timestamp | null;
}

/** The tables, as Kysely types queries with them. */
export interface Tables {
  messages: MessageRow;
  message_outbox: OutboxRow;
}

/** An open, migrated database. */
export interface ContactDatabase {
  db: Kysely<Tables>;
  kind: DatabaseKind;
  /** Closes the connections (the SQLite file, the PostgreSQL pool). */
  close(): Promise<void>;
}

const TIMESTAMPTZ = 1184;
/** pg reads `timestamptz` as text in the form SQLite stores, so both databases answer alike. */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary'): unknown => {
    if (oid !== TIMESTAMPTZ) return pg.types.getTypeParser(oid, format) as unknown;
    const parse = pg.types.getTypeParser(TIMESTAMPTZ, 'text') as (value: string) => Date;
    return (value: string) => parse(value).toISOString();
  }) as typeof pg.types.getTypeParser,
};

/** What {@link openDatabase} reports while it works. */
export interface OpenOptions {
  /** How long a PostgreSQL server that is not up yet is waited for at start, ms (30 000). */
  waitMs?: number;
  /** Called before each wait for the server. */
  onWait?: (error: unknown) => void;
  /**
   * Called when an idle PostgreSQL connection fails (the server restarted, a failover): the pool
   * drops it and opens another when next needed. Without a listener pg's pool would throw it.
   */
  onIdleError?: (error: Error) => void;
}

function connect(target: DatabaseTarget, options: OpenOptions): Kysely<Tables> {
  if (target.kind === 'sqlite') return new Kysely<Tables>({ dialect: new SqliteDialect({ database: openSqlite(target.file) }) });
  // Each submission holds a connection for one short transaction: a few suffice, and a managed
  // PostgreSQL counts every replica's.
  const pool = new pg.Pool({ connectionString: target.url, max: 5, connectionTimeoutMillis: 5000, types: pgTypes });
  pool.on('error', (error) => options.onIdleError?.(error));
  return new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
}

/** Errors worth waiting out at start: the database server is not up yet (compose starts both at once). */
const isStarting = (error: unknown) => ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', '57P03', 'ETIMEDOUT'].includes((error as { code?: string }).code ?? '') || /timeout/i.test(String(error));

/**
 * Opens the database and brings its schema up to date (Kysely's migrator: each migration once, in
 * order, under a lock, so instances starting together do not run one twice; already up to date, it
 * changes nothing). A PostgreSQL server that is not up yet is retried every second for
 * `waitMs` (30 s by default).
 * @throws Error when a migration fails, or the database is still unreachable after `waitMs`
 */
export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<ContactDatabase> {
  const db = connect(target, options);
  const migrator = new Migrator({ db, provider: migrationProvider(target.kind) });
  const deadline = Date.now() + (options.waitMs ?? 30_000);
  for (;;) {
    const { error } = await migrator.migrateToLatest();
    if (!error) break;
    if (!isStarting(error) || Date.now() > deadline) {
      await db.destroy();
      throw error instanceof Error ? error : new Error('migration failed', { cause: error });
    }
    options.onWait?.(error);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return { db, kind: target.kind, close: () => db.destroy() };
}
