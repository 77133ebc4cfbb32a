import { sql } from 'kysely';
import { createTestDatabase, DATABASE_KINDS } from '../../test/databases';
import { openDatabase } from './database';
import { listMessages, storeMessage } from './messages';

describe.each(DATABASE_KINDS)('the database [%s]', (kind) => {
  it('creates the schema at the first start and changes nothing at the next: migrations run once', async () => {
    const test = await createTestDatabase(kind);
    const first = await openDatabase(test.target);
    await storeMessage(first.db, { id: 'm1', name: 'Alice', email: 'alice@example.org', message: 'Hello' }, Date.UTC(2026, 10, 25), false);
    await first.close();

    // Two instances starting together: the migrator's lock lets one apply, the other finds it done.
    const [second, third] = await Promise.all([openDatabase(test.target), openDatabase(test.target)]);
    const migrations = await sql<{ name: string }>`select name from kysely_migration`.execute(second.db);
    expect(migrations.rows.map((row) => row.name)).toEqual(['0001-messages-and-outbox']);
    expect(await listMessages(third.db)).toEqual([
      { id: 'm1', name: 'Alice', email: 'alice@example.org', message: 'Hello', receivedAt: '2026-11-25T00:00:00.000Z', delivery: 'not-sent', deliveredAt: null, attempts: 0 },
    ]);
    await Promise.all([second.close(), third.close()]);
    await test.drop();
  });

  it('reads times back as ISO 8601 text in UTC, to the millisecond, whatever the database stores', async () => {
    const test = await createTestDatabase(kind);
    const database = await openDatabase(test.target);
    const at = Date.UTC(2026, 0, 2, 3, 4, 5, 678);
    expect(await storeMessage(database.db, { id: 'm2', name: 'A', email: 'a@example.org', message: 'B' }, at, false)).toEqual({ stored: true, receivedAt: '2026-01-02T03:04:05.678Z' });
    expect((await listMessages(database.db))[0]?.receivedAt).toBe('2026-01-02T03:04:05.678Z');
    await database.close();
    await test.drop();
  });
});
