import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseTarget } from '../src/store/database';

/** Every test runs once on each: what `npm start` uses, and what production uses. */
export const DATABASE_KINDS = ['sqlite', 'postgresql'] as const;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];

/** A new, empty database of its own for a test. */
export interface TestDatabase {
  target: DatabaseTarget;
  /** Deletes it (the SQLite folder; the PostgreSQL database, its connections ended). */
  drop(): Promise<void>;
}

/** The cluster test/postgres-global-setup.ts started. */
function postgresAdminUrl(): string {
  const url = process.env.CONTACT_TEST_POSTGRES_URL;
  if (process.env.CONTACT_TEST_POSTGRES_ERROR) throw new Error(`the test PostgreSQL cluster did not start: ${process.env.CONTACT_TEST_POSTGRES_ERROR}`);
  if (!url) throw new Error('no test PostgreSQL cluster: run these tests through Jest (contact-api/jest.config.js starts one)');
  return url;
}

async function onAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresAdminUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new empty database: an SQLite file in a new temporary folder, or a new database in the test cluster. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'contact-api-sqlite-'));
    return { target: { kind, file: join(dir, 'contact.sqlite') }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `contact_test_${randomBytes(6).toString('hex')}`;
  await onAdmin(`CREATE DATABASE ${name}`);
  const url = new URL(postgresAdminUrl());
  url.pathname = `/${name}`;
  return { target: { kind, url: url.toString() }, drop: () => onAdmin(`DROP DATABASE ${name} WITH (FORCE)`) };
}
