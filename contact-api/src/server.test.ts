import type { ContactMessageReceived, FormTokenResponse } from '@worldatlas/contracts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../test/databases';
import { aMessage } from '../test/helper';
import { heldSubmission, refusesConnections } from '../test/held-request';
import { type ServerProcess, startServer } from '../test/server-process';
import { until } from '@worldatlas/service-kit/test/until';
import { openDatabase } from './store/database';
import { startSmtpServer } from '../test/smtp';
import { listMessages, storeMessage } from './store/messages';

const post = (server: ServerProcess, path: string, body?: unknown) =>
  fetch(`${server.url}${path}`, { method: 'POST', ...(body !== undefined && { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }) });
const tokenFrom = async (server: ServerProcess) => ((await (await post(server, '/v1/form-tokens')).json()) as FormTokenResponse).token;
async function storedIds(database: TestDatabase): Promise<string[]> {
  const open = await openDatabase(database.target);
  try {
    return (await listMessages(open.db)).map((message) => message.id);
  } finally {
    await open.close();
  }
}

describe.each(DATABASE_KINDS)('the server process [%s]', (kind) => {
  let database: TestDatabase;
  const servers: ServerProcess[] = [];
  const start = async (env: Record<string, string> = {}) => {
    const server = await startServer(database.target, env);
    servers.push(server);
    return server;
  };
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    for (const server of servers.splice(0)) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await database.drop();
  });

  it('keeps every acknowledged message when killed (SIGKILL) the instant the first answer arrives', async () => {
    const first = await start();
    const bodies = await Promise.all(Array.from({ length: 20 }, async (_, n) => aMessage(await tokenFrom(first), { message: `Message ${n}` })));
    /** The answers the visitors got, with what each had sent. */
    const acknowledged: Array<{ body: (typeof bodies)[number]; answer: ContactMessageReceived }> = [];
    await Promise.allSettled(
      bodies.map(async (body) => {
        const response = await post(first, '/v1/messages', body);
        if (response.status !== 201) return;
        acknowledged.push({ body, answer: (await response.json()) as ContactMessageReceived });
        if (acknowledged.length === 1) first.child.kill('SIGKILL');
      }),
    );
    await first.exited;
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(1);

    const second = await start();
    const stored = await storedIds(database);
    expect(stored).toEqual(expect.arrayContaining(acknowledged.map(({ answer }) => answer.id)));
    // Each visitor's Send again after the crash gets the answer they had, and nothing is stored twice.
    for (const { body, answer } of acknowledged) {
      const again = await post(second, '/v1/messages', body);
      expect([again.status, await again.json()]).toEqual([200, answer]);
    }
    expect(await storedIds(database)).toEqual(stored);
  });

  it('finishes a submission in flight on SIGTERM, stores it, refuses new connections, and exits 0', async () => {
    const server = await start();
    const body = aMessage(await tokenFrom(server), { message: 'Sent while the service was stopping' });
    const inFlight = await heldSubmission(server.port, JSON.stringify(body));
    server.child.kill('SIGTERM');
    await until('the port refuses new connections', () => refusesConnections(server.port));
    expect(server.child.exitCode).toBeNull();

    const answer = await inFlight.release();
    expect([answer.status, answer.headers.connection]).toEqual([201, 'close']);
    const { id } = JSON.parse(answer.body) as ContactMessageReceived;
    expect(await server.exited).toBe(0);
    expect(server.logs).toContainEqual(expect.objectContaining({ signal: 'SIGTERM', msg: 'shutting down: finishing submissions in flight' }));
    expect(await storedIds(database)).toEqual([id]);
  });

  it('e-mails each message once when two instances share the database and the relay', async () => {
    // Thirty messages come due at one instant, while both instances wait for it: both look at the outbox then.
    const dueAt = Date.now() + 4000;
    const ids = Array.from({ length: 30 }, (_, n) => `shared-outbox-message-${String(n).padStart(2, '0')}`);
    const open = await openDatabase(database.target);
    for (const id of ids) await storeMessage(open.db, { id, name: 'Ada Lovelace', email: 'ada@example.org', message: 'Which country has the most borders?' }, dueAt, true);
    const smtp = await startSmtpServer();
    try {
      const relay = { SMTP_URL: smtp.url, CONTACT_MAIL_TO: 'team@example.org', CONTACT_MAIL_FROM: 'contact@example.org' };
      await Promise.all([start(relay), start(relay)]);
      const delivered = async () => (await listMessages(open.db)).every((message) => message.delivery === 'delivered');
      await until('every message recorded as delivered', delivered, 20_000);
      // An instance that sent a message the other had sent would have done so by now.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(smtp.accepted.map((mail) => mail.messageId).sort()).toEqual(ids.map((id) => `<${id}@contact-api.worldatlas>`));
      expect((await listMessages(open.db)).map((message) => message.attempts)).toEqual(ids.map(() => 1));
    } finally {
      await smtp.close();
      await open.close();
    }
  }, 30_000);
});

describe('the server process: configuration', () => {
  it('refuses to start in production without CONTACT_TOKEN_SECRET, saying so', async () => {
    const database = await createTestDatabase('sqlite');
    await expect(startServer(database.target, { NODE_ENV: 'production', CONTACT_TOKEN_SECRET: '' })).rejects.toThrow(
      /server exited \(1\) before serving: contact-api: CONTACT_TOKEN_SECRET must be set in production/,
    );
    await database.drop();
  });
});
