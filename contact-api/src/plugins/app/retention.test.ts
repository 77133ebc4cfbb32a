import type { ContactMessageReceived } from '@worldatlas/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../../../test/databases';
import { aMessage, newToken, submit, testOptions } from '../../../test/helper';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp';
import { until } from '@worldatlas/service-kit/test/until';
import type { AppOptions } from '../../app';
import { listMessages } from '../../store/messages';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

describe.each(DATABASE_KINDS)('retention: messages kept CONTACT_RETENTION_DAYS, then deleted [%s]', (kind) => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];
  let smtp: TestSmtpServer | undefined;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  // Closed whatever a test's assertions did: an app or server left open would keep Jest from exiting.
  afterEach(async () => {
    jest.useRealTimers();
    for (const app of apps.splice(0)) await app.close();
    await smtp?.close();
    smtp = undefined;
    await database.drop();
  });

  async function start(overrides: Partial<AppOptions> = {}): Promise<FastifyInstance> {
    const app = await buildApp(testOptions(database, overrides));
    apps.push(app);
    await app.ready();
    return app;
  }
  /** Sends a message and moves its receiving time `days` into the past, as if it had been sent then. */
  async function sentDaysAgo(app: FastifyInstance, days: number): Promise<string> {
    const { id } = (await submit(app, aMessage(await newToken(app)))).json<ContactMessageReceived>();
    const receivedAt = new Date(Date.now() - days * DAY_MS).toISOString();
    await app.database.db.updateTable('messages').set({ received_at: receivedAt }).where('id', '=', id).execute();
    return id;
  }
  const storedIds = async (app: FastifyInstance) => (await listMessages(app.database.db)).map((message) => message.id).sort();

  it('deletes messages older than the period, delivered or not, with their outbox entries, at start and on each sweep', async () => {
    smtp = await startSmtpServer(() => true); // never accepts: the messages stay pending
    const options = { retentionDays: 30, delivery: { smtpUrl: smtp.url, to: 'team@example.org', from: 'contact@example.org', retryMinMs: 60_000, retryMaxMs: 60_000 } };
    const first = await start(options);
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
    apps.splice(apps.indexOf(first), 1);
    const second = await start(options);
    expect(await storedIds(second)).toEqual([today]);
  });

  it('keeps 180 days by default', async () => {
    const app = await start();
    const kept = await sentDaysAgo(app, 179);
    await sentDaysAgo(app, 181);
    expect(await app.deleteExpiredMessages()).toBe(1);
    expect(await storedIds(app)).toEqual([kept]);
  });

  it('sweeps on its own timer every hour: a message past the period goes, one a day younger stays', async () => {
    // Only the plugin's interval runs on a fake clock; the database's own timers stay real.
    jest.useFakeTimers({ doNotFake: ['Date', 'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout'] });
    const app = await start({ retentionDays: 30 });
    const past = await sentDaysAgo(app, 30.01);
    const young = await sentDaysAgo(app, 29);
    jest.advanceTimersByTime(HOUR_MS - 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await storedIds(app)).toEqual([past, young].sort());
    jest.advanceTimersByTime(1);
    await until('the hourly sweep deleted the message past its time', async () => (await storedIds(app)).length === 1);
    expect(await storedIds(app)).toEqual([young]);
  });
});
