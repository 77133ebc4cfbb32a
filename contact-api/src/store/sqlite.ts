import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase } from 'kysely';

/**
 * Opens (creating it and its folder if needed) the SQLite file at `file` with Node's built-in
 * `node:sqlite`, set for durability: write-ahead log with `synchronous = FULL`, so a commit has
 * reached the disk when it returns; foreign keys enforced (a message's outbox entry goes with it);
 * and a 5 s wait for the lock another process (`npm run messages`) may briefly hold.
 * @returns the database in the shape Kysely's SqliteDialect drives (better-sqlite3's: parameters
 *   as one array, `reader` for statements that return rows, those with RETURNING included)
 */
export function openSqlite(file: string): SqliteDatabase {
  mkdirSync(dirname(file), { recursive: true });
  const database = new DatabaseSync(file);
  database.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;');
  return {
    close: () => database.close(),
    prepare(sql) {
      const statement = database.prepare(sql);
      return {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...(parameters as SQLInputValue[])),
        run: (parameters) => statement.run(...(parameters as SQLInputValue[])),
        iterate: (parameters) => statement.iterate(...(parameters as SQLInputValue[])),
      };
    },
  };
}
