import type { ContactMessageReceived } from '@worldatlas/contracts';
import { connect } from 'node:net';
import { buildApp } from './app';
import { createTestDatabase, DATABASE_KINDS } from '../test/databases';
import { aMessage, logCapture, newToken, SECRET, submit, testOptions } from '../test/helper';
import { startSmtpServer } from '../test/smtp';
import { until } from '@worldatlas/service-kit/test/until';
import { listMessages } from './store/messages';
import { issueFormToken } from './token/form-token';

/** What a visitor types: none of it may reach a log line. */
const TYPED = { name: 'Zebulon Privatename', email: 'zebulon.private@example.org', message: 'My confidential question about Tuvalu' };

/** Whether `logged` holds `text`, as text or as a Buffer's bytes in JSON (`"data":[90,101,…]`). */
const holds = (logged: string, text: string) => logged.includes(text) || logged.includes(Buffer.from(text).toJSON().data.join(','));

/** Sends `packet` as it is on a new connection to `port` and resolves with what comes back once the server closes it. */
function sendRaw(port: number, packet: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.end(packet));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
  });
}

describe.each(DATABASE_KINDS)('the app [%s]', (kind) => {
  it('logs nothing a visitor typed, on any path, at the most verbose level', async () => {
    const database = await createTestDatabase(kind);
    const smtp = await startSmtpServer((attempt) => attempt === 1);
    const logs = logCapture();
    const app = await buildApp(
      testOptions(database, {
        logLevel: 'trace',
        logStream: logs.stream,
        tokenTiming: { minAgeMs: 0, maxAgeMs: 86_400_000 },
        submissionLimit: { max: 4, windowMs: 600_000 },
        delivery: { smtpUrl: smtp.url, to: 'team@example.org', from: 'contact@example.org', retryMinMs: 20, retryMaxMs: 20 },
      }),
    );
    try {
      await app.ready();
      const token = await newToken(app);
      const stored = await submit(app, aMessage(token, TYPED));
      const answers = [
        stored,
        await submit(app, aMessage(token, TYPED)), // repeated
        await submit(app, aMessage(token, { ...TYPED, message: `${TYPED.message}, edited` })), // 409
        await submit(app, { ...TYPED, email: `not-an-address ${TYPED.email}`, token, extra: TYPED.message }), // 400
        await submit(app, aMessage(await newToken(app), { ...TYPED, website: TYPED.name })), // honeypot
        await app.inject({ method: 'POST', url: '/v1/messages', headers: { 'content-type': 'application/json' }, payload: `{"name":"${TYPED.name}",` }), // not JSON
        await app.inject({ method: 'POST', url: '/v1/messages', headers: { 'content-type': 'text/plain' }, payload: TYPED.message }), // 415
        await submit(app, aMessage(token, { ...TYPED, message: TYPED.message.repeat(2000) })), // 413
        await submit(app, aMessage(issueFormToken(SECRET, Date.now() + 60_000).token, TYPED)), // too soon
      ];
      // Three more fit the limit of 4 (only the stored message counted, not the honeypot): the next is 429.
      for (let n = 0; n < 4; n += 1) answers.push(await submit(app, aMessage(await newToken(app), TYPED)));
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 200, 409, 400, 201, 400, 415, 413, 400, 201, 201, 201, 429]);
      const { id } = stored.json<ContactMessageReceived>();
      await until('e-mailed after one refusal', async () => (await listMessages(app.database.db)).find((message) => message.id === id)?.delivery === 'delivered');
    } finally {
      await app.close();
      await smtp.close();
      await database.drop();
    }

    // The log did follow what happened…
    const messages = logs.lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages).toEqual(expect.arrayContaining(['submission refused', 'message not e-mailed; will retry', 'message e-mailed']));
    // …without a word of what was typed.
    const everything = logs.lines.join('\n');
    for (const text of [...Object.values(TYPED), 'Privatename', 'zebulon', 'Tuvalu']) expect(everything).not.toContain(text);
  });

  it('logs no request Node cannot parse, at the most verbose level: its raw bytes hold what was typed', async () => {
    const database = await createTestDatabase(kind);
    const logs = logCapture();
    const app = await buildApp(testOptions(database, { logLevel: 'trace', logStream: logs.stream }));
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const port = (app.server.address() as { port: number }).port;
      const body = JSON.stringify({ ...TYPED, token: 'v1.1764072000000.AAAAAAAAAAAAAAAAAAAAAA.secret-token-text' });
      const head = 'POST /v1/messages HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n';
      const answers = [
        // A chunk size that is not hexadecimal, the message after it.
        await sendRaw(port, `${head}Transfer-Encoding: chunked\r\n\r\nzz\r\n${body}\r\n`),
        // A header that is not one, the message in it.
        await sendRaw(port, `${head}X-Note ${body}\r\n\r\n`),
        // A Content-Length that is not a number, the message after it.
        await sendRaw(port, `${head}Content-Length: ${TYPED.name}\r\n\r\n${body}`),
      ];
      for (const answer of answers) expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    } finally {
      await app.close();
      await database.drop();
    }
    const everything = logs.lines.join('\n');
    expect(logs.lines.length).toBeGreaterThan(0);
    for (const text of [...Object.values(TYPED), 'Privatename', 'Tuvalu', 'secret-token-text']) expect([text, holds(everything, text)]).toEqual([text, false]);
  });
});
