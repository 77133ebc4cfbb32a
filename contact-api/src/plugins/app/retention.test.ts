import type { ContactMessageReceived } from '@worldatlas/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { createTestDatabase, DATABASE_KINDS } from '../../../test/databases';
import { aMessage, newToken, submit, testOptions } from '../../../test/helper';
import { startSmtpServer } from '../../../test/smtp';
import { listMessages } from '../../store/messages';

const DAY_MS = 86_400_000;

describe.each(DATABASE_KINDS)('retention: messages kept CONTACT_RETENTION_DAYS, then deleted [%s]', (kind) => {
  /** Sends a message and moves its receiving time `days` into the past, as if it had been sent then. */
  async function sentDaysAgo(app: FastifyInstance, days: number): Promise<string> {
    const { id } = (await submit(app, aMessage(await newToken(app)))).json<ContactMessageReceived>();
    const receivedAt = new Date(Date.now() - days * DAY_MS).toISOString();
    await app.database.db.updateTable('messages').set({ received_at: receivedAt }).where('id', '=', id).execute();
    return id;
  }
  const storedIds = async (app: FastifyInstance) => (await listMessages(app.database.db)).map((message) => message.id).sort();

  it('deletes messages older than the period, delivered or not, with their outbox entries, at start and on each sweep', async () => {
    const database = await createTestDatabase(kind);
    const smtp = await startSmtpServer(() => true); // never accepts: the messages stay pending
    const options = testOptions(database, { retentionDays: 30, delivery: { smtpUrl: smtp.url, to: 'team@example.org', from: 'contact@example.org', retryMinMs: 60_000, retryMaxMs: 60_000 } });
    const first = await buildApp(options);
    await first.ready();
    const old = await sentDaysAgo(first, 31);
    const recent = await sentDaysAgo(first, 29);
    const today = await sentDaysAgo(first, 0);
    expect(await storedIds(first)).toEqual([old, recent, today].sort());

    expect(await first.deleteExpiredMessages()).toBe(1);
    expect(await storedIds(first)).toEqual([recent, today].sort());
    const outbox = await first.database.db.selectFrom('message_outbox').select('message_id').execute();
    expect(outbox.map((row) => row.message_id).sort()).toEqual([recent, today].sort());

    // A message that passed its time while the service was stopped goes at the next start.
    await first.database.db.updateTable('messages').set({ received_at: new Date(Date.now() - 40 * DAY_MS).toISOString() }).where('id', '=', recent).execute();
    await first.close();
    const second = await buildApp(options);
    await second.ready();
    expect(await storedIds(second)).toEqual([today]);
    await second.close();
    await smtp.close();
    await database.drop();
  });

  it('keeps 180 days by default', async () => {
    const database = await createTestDatabase(kind);
    const app = await buildApp(testOptions(database));
    await app.ready();
    const kept = await sentDaysAgo(app, 179);
    await sentDaysAgo(app, 181);
    expect(await app.deleteExpiredMessages()).toBe(1);
    expect(await storedIds(app)).toEqual([kept]);
    await app.close();
    await database.drop();
  });
});
