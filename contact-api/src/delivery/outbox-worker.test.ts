import type { ContactMessageReceived } from '@worldatlas/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { DeliveryConfig } from '../config';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../../test/databases';
import { aMessage, logCapture, newToken, submit, testOptions } from '../../test/helper';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { until } from '@worldatlas/service-kit/test/until';
import { listMessages } from '../store/messages';
import { retryDelay } from './outbox-worker';

const ADDRESSES = { to: 'team@worldatlas.example', from: 'WorldAtlas contact form <contact@worldatlas.example>' };
const delivery = (smtp: TestSmtpServer): DeliveryConfig => ({ smtpUrl: smtp.url, ...ADDRESSES, retryMinMs: 50, retryMaxMs: 400 });

describe('retryDelay', () => {
  it('doubles from the first wait at each failure, up to the longest', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((attempts) => retryDelay(attempts, 30_000, 3_600_000))).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000]);
    expect(retryDelay(5000, 30_000, 3_600_000)).toBe(3_600_000);
  });
});

describe.each(DATABASE_KINDS)('e-mailing each message through the outbox [%s]', (kind) => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];
  const servers: TestSmtpServer[] = [];
  const logs = logCapture();

  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    for (const server of servers.splice(0)) await server.close();
    await database.drop();
  });

  async function start(smtp: TestSmtpServer | null): Promise<FastifyInstance> {
    const app = await buildApp(testOptions(database, { delivery: smtp && delivery(smtp), logLevel: 'info', logStream: logs.stream }));
    await app.ready();
    apps.push(app);
    return app;
  }
  async function smtpServer(refuse?: (attempt: number) => boolean): Promise<TestSmtpServer> {
    const server = await startSmtpServer(refuse);
    servers.push(server);
    return server;
  }
  const messageOf = async (app: FastifyInstance, id: string) => (await listMessages(app.database.db)).find((message) => message.id === id);

  it('sends a new message to the team, from the service, with the visitor as Reply-To, and marks it delivered', async () => {
    const smtp = await smtpServer();
    const app = await start(smtp);
    const { id, receivedAt } = (await submit(app, aMessage(await newToken(app), { message: 'Line one\nLine two <b>plain</b>' }))).json<ContactMessageReceived>();
    await until('the relay accepted the message', () => smtp.accepted.length === 1);
    const [mail] = smtp.accepted;
    expect(mail?.envelope).toEqual({ from: 'contact@worldatlas.example', to: ['team@worldatlas.example'] });
    expect(mail?.from?.value).toEqual([{ name: 'WorldAtlas contact form', address: 'contact@worldatlas.example' }]);
    expect(mail?.replyTo?.value).toEqual([{ name: 'Alice Example', address: 'alice@example.org' }]);
    expect(mail?.subject).toBe('Contact form: Alice Example');
    expect(mail?.messageId).toBe(`<${id}@contact-api.worldatlas>`);
    expect(mail?.text).toBe(`From: Alice Example <alice@example.org>\nReceived: ${receivedAt}\nReference: ${id}\n\nLine one\nLine two <b>plain</b>\n`);
    expect(mail?.html).toBe(false);
    await until('recorded as delivered', async () => (await messageOf(app, id))?.delivery === 'delivered');
    expect(await messageOf(app, id)).toMatchObject({ delivery: 'delivered', attempts: 1, deliveredAt: expect.any(String) });
    // Delivered once: nothing more is sent.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.accepted).toHaveLength(1);
  });

  it("keeps the name's direction controls, invisible characters and encoded-words out of Subject and Reply-To, where a mail client would show them", async () => {
    const smtp = await smtpServer();
    const app = await start(smtp);
    const names = ['Alice \u202Egnp.exe\u202C Exam\u200Bple', '=?utf-8?B?QWRtaW4=?= Team', 'Zoë \u2066=?utf-8?Q?Admin?=\u2069\u200F\uFEFF'];
    for (const name of names) await submit(app, aMessage(await newToken(app), { name }));
    await until('the relay accepted the three', () => smtp.accepted.length === 3);
    /** A header of the mail's source as received, its folded lines joined. */
    const header = (raw: string, name: string) => new RegExp(`^${name}: (.*(?:\r\n[ \t].*)*)`, 'm').exec(raw)?.[1]?.replace(/\r\n[ \t]/g, ' ') ?? '';
    const shown = smtp.accepted.map((mail) => ({ subject: mail.subject, replyTo: mail.replyTo?.value[0]?.name, rawSubject: header(mail.raw, 'Subject'), rawReplyTo: header(mail.raw, 'Reply-To') }));
    // What a mail client shows (mailparser decodes encoded-words as they do)…
    expect(shown.map(({ subject, replyTo }) => ({ subject, replyTo })).sort((a, b) => String(a.subject).localeCompare(String(b.subject)))).toEqual([
      { subject: 'Contact form: = ?utf-8?B?QWRtaW4=?= Team', replyTo: '= ?utf-8?B?QWRtaW4=?= Team' },
      { subject: 'Contact form: Alice gnp.exe Example', replyTo: 'Alice gnp.exe Example' },
      { subject: 'Contact form: Zoë = ?utf-8?Q?Admin?=', replyTo: 'Zoë = ?utf-8?Q?Admin?=' },
    ]);
    // …and the headers as sent: no encoded-word of the visitor's, no control or invisible character.
    for (const { rawSubject, rawReplyTo } of shown) {
      for (const value of [rawSubject, rawReplyTo]) {
        expect(value).not.toMatch(/=\?utf-8\?[BQ]\?(QWRtaW4=|Admin)\?=/i);
        expect(value).not.toMatch(/[^\x20-\x7e]/);
      }
    }
    // The body keeps the name as sent.
    expect(smtp.accepted.map((mail) => mail.text?.split('\n')[0]).sort()).toEqual(names.map((name) => `From: ${name} <alice@example.org>`).sort());
  });

  it('retries a relay that refuses (451), with growing waits, until it accepts, then stops: one e-mail', async () => {
    const smtp = await smtpServer((attempt) => attempt <= 3);
    const app = await start(smtp);
    const before = logs.lines.length;
    const sent = Date.now();
    const { id } = (await submit(app, aMessage(await newToken(app), { name: 'Bob Secretname' }))).json<ContactMessageReceived>();
    await until('the relay accepted it on the fourth attempt', () => smtp.accepted.length === 1, 10_000);
    // Waits of 50, 100 and 200 ms between the four attempts.
    expect(Date.now() - sent).toBeGreaterThanOrEqual(350);
    expect(smtp.refusals).toBe(3);
    await until('recorded as delivered', async () => (await messageOf(app, id))?.delivery === 'delivered');
    expect(await messageOf(app, id)).toMatchObject({ attempts: 4 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.accepted).toHaveLength(1);
    const failures = logs.lines.slice(before).filter((line) => line.includes('not e-mailed')).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(failures.map(({ attempts, error, retryInMs }) => ({ attempts, error, retryInMs }))).toEqual([
      { attempts: 1, error: 'EMESSAGE 451', retryInMs: 50 },
      { attempts: 2, error: 'EMESSAGE 451', retryInMs: 100 },
      { attempts: 3, error: 'EMESSAGE 451', retryInMs: 200 },
    ]);
    expect(logs.lines.join('\n')).not.toMatch(/Secretname|alice@example\.org/);
  });

  it('keeps a message the relay refused across a restart, and sends it once the relay accepts', async () => {
    const refusing = await smtpServer(() => true);
    const first = await start(refusing);
    const { id } = (await submit(first, aMessage(await newToken(first)))).json<ContactMessageReceived>();
    await until('a first refusal', () => refusing.refusals >= 1);
    await first.close();
    apps.splice(apps.indexOf(first), 1);
    const refusedBeforeRestart = refusing.refusals;
    expect((await listMessages((await start(null)).database.db)).find((message) => message.id === id)).toMatchObject({ delivery: 'pending', deliveredAt: null });

    const accepting = await smtpServer();
    const second = await start(accepting);
    await until('sent after the restart', () => accepting.accepted.length === 1);
    expect(accepting.accepted[0]?.messageId).toBe(`<${id}@contact-api.worldatlas>`);
    await until('recorded as delivered', async () => (await messageOf(second, id))?.delivery === 'delivered');
    expect((await messageOf(second, id))?.attempts).toBe(refusedBeforeRestart + 1);
  });

  it('sends each of many messages once, in a burst', async () => {
    const smtp = await smtpServer((attempt) => attempt % 4 === 0);
    const app = await start(smtp);
    const answers = await Promise.all(Array.from({ length: 12 }, async () => submit(app, aMessage(await newToken(app)))));
    const ids = answers.map((answer) => answer.json<ContactMessageReceived>().id);
    await until('all 12 accepted', () => smtp.accepted.length >= 12, 15_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.accepted.map((mail) => mail.messageId).sort()).toEqual(ids.map((id) => `<${id}@contact-api.worldatlas>`).sort());
  });

  it('without SMTP_URL keeps messages without queueing them for e-mail', async () => {
    const app = await start(null);
    const { id } = (await submit(app, aMessage(await newToken(app)))).json<ContactMessageReceived>();
    expect(await messageOf(app, id)).toMatchObject({ delivery: 'not-sent', attempts: 0 });
  });
});
