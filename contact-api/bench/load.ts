/**
 * `npm run bench:load -w contact-api` (builds first): 200 submissions at once from 50 addresses, on
 * each database (BENCH_DATABASES, default `sqlite,postgresql`; PostgreSQL is a cluster of its own,
 * started and stopped here as the tests do), against the built server as deployed: the real
 * minimum token age (3 s), the per-address limit (5 in 10 minutes; each address sends 4, through
 * X-Forwarded-For from a trusted proxy, as the render server will), and e-mail delivery to a local
 * SMTP server (smtp-server).
 * Prints per database: the answers by status, latency p50/p99/max (ms) and the wall time of the
 * burst; the same burst sent again (a double click on every form); the server's resident memory
 * (MiB) after start and at its peak during both; then how long the outbox took to e-mail them all. Exits 1 unless every submission was answered 201, stored exactly once with
 * what was sent, answered 200 with the same id when sent again, and e-mailed exactly once.
 * BENCH_SMTP=0 runs without a mail relay (nothing e-mailed), to see what delivery costs the burst.
 * The load generator, the SMTP server and PostgreSQL share this machine's CPUs with the server.
 */
import { readFileSync } from 'node:fs';
import type { ContactMessageReceived, ContactMessageRequest, FormTokenResponse } from '@worldatlas/contracts';
import { createTestDatabase, type DatabaseKind, DATABASE_KINDS } from '../test/databases';
import { aMessage } from '../test/helper';
import { startPostgresCluster } from '../test/postgres-cluster';
import { startServer, type ServerProcess } from '../test/server-process';
import { startSmtpServer } from '../test/smtp';
import { openDatabase } from '../src/store/database';
import { listMessages } from '../src/store/messages';

const SUBMISSIONS = 200;
const ADDRESSES = 50;
const MIN_AGE_MS = 3000;
const withSmtp = process.env.BENCH_SMTP !== '0';
const kinds = (process.env.BENCH_DATABASES ?? DATABASE_KINDS.join(',')).split(',') as DatabaseKind[];
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  if (!ok) failures.push(what);
};

/** The nearest-rank percentile `p` (0–100) of `values`. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** The server's resident memory now, MiB (Linux /proc). */
const rssMib = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

interface Sent {
  body: ContactMessageRequest;
  address: string;
  status: number;
  answer: ContactMessageReceived | null;
  ms: number;
}

/** Every body at once, each from its address; the answers with their latency. */
async function burst(server: ServerProcess, items: Array<{ body: ContactMessageRequest; address: string }>): Promise<{ sent: Sent[]; wallMs: number }> {
  const started = performance.now();
  const sent = await Promise.all(
    items.map(async ({ body, address }) => {
      const start = performance.now();
      const response = await fetch(`${server.url}/v1/messages`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': address }, body: JSON.stringify(body) });
      const answer = response.status < 300 ? ((await response.json()) as ContactMessageReceived) : (await response.text(), null);
      return { body, address, status: response.status, answer, ms: performance.now() - start };
    }),
  );
  return { sent, wallMs: performance.now() - started };
}

function report(label: string, { sent, wallMs }: { sent: Sent[]; wallMs: number }): void {
  const counts = new Map<number, number>();
  for (const { status } of sent) counts.set(status, (counts.get(status) ?? 0) + 1);
  const statuses = [...counts].map(([status, count]) => `${count} × ${status}`);
  const ms = sent.map((item) => item.ms);
  console.log(`  ${label.padEnd(22)} ${statuses.join(', ').padEnd(12)} p50 ${percentile(ms, 50).toFixed(1).padStart(6)} ms  p99 ${percentile(ms, 99).toFixed(1).padStart(6)} ms  max ${Math.max(...ms).toFixed(1).padStart(6)} ms  wall ${wallMs.toFixed(0).padStart(5)} ms`);
}

async function run(kind: DatabaseKind): Promise<void> {
  const database = await createTestDatabase(kind);
  const smtp = await startSmtpServer();
  const relay: Record<string, string> = withSmtp ? { SMTP_URL: smtp.url, CONTACT_MAIL_TO: 'team@worldatlas.example', CONTACT_MAIL_FROM: 'contact@worldatlas.example', DELIVERY_RETRY_MIN_MS: '1000' } : {};
  const server = await startServer(database.target, { CONTACT_TOKEN_MIN_AGE_MS: String(MIN_AGE_MS), TRUST_PROXY: '127.0.0.1', ...relay });
  try {
    console.log(`\n${kind}: ${SUBMISSIONS} submissions at once from ${ADDRESSES} addresses${withSmtp ? ', e-mailed' : ', no mail relay'}`);
    const items = await Promise.all(
      Array.from({ length: SUBMISSIONS }, async (_, n) => {
        const { token } = (await (await fetch(`${server.url}/v1/form-tokens`, { method: 'POST' })).json()) as FormTokenResponse;
        return { body: aMessage(token, { name: `Visitor ${n}`, message: `Message number ${n}: ${'é🌍'.repeat(n)}` }), address: `198.51.100.${(n % ADDRESSES) + 1}` };
      }),
    );
    // A person takes longer than the minimum age to fill the form.
    await new Promise((resolve) => setTimeout(resolve, MIN_AGE_MS + 100));
    const pid = server.child.pid ?? 0;
    const idleRss = rssMib(pid);
    let peakRss = idleRss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMib(pid))), 20);
    const first = await burst(server, items);
    report('first sending', first);
    check(first.sent.every((item) => item.status === 201), `${kind}: every first submission answered 201`);

    const open = await openDatabase(database.target);
    const stored = await listMessages(open.db);
    const answered = new Map(first.sent.map((item) => [item.answer?.id, item]));
    check(stored.length === SUBMISSIONS, `${kind}: ${SUBMISSIONS} messages stored, found ${stored.length}`);
    check(
      stored.every((message) => {
        const item = answered.get(message.id);
        return item !== undefined && item.body.message === message.message && item.body.name === message.name && item.answer?.receivedAt === message.receivedAt;
      }),
      `${kind}: each stored message is one that was answered, with what was sent`,
    );

    const again = await burst(server, items);
    report('sent again (repeats)', again);
    check(
      again.sent.every((item, n) => item.status === 200 && item.answer?.id === first.sent[n]?.answer?.id),
      `${kind}: every repeat answered 200 with the first id`,
    );
    check((await listMessages(open.db)).length === SUBMISSIONS, `${kind}: nothing stored twice`);

    clearInterval(sampler);
    console.log(`  server memory          ${idleRss.toFixed(0)} MiB resident after start, ${peakRss.toFixed(0)} MiB at peak`);
    if (!withSmtp) return void (await open.close());
    const mailStart = performance.now();
    const deadline = Date.now() + 120_000;
    while (smtp.accepted.length < SUBMISSIONS && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    const mailed = smtp.accepted.map((mail) => mail.messageId);
    console.log(`  e-mailed               ${mailed.length} in ${((performance.now() - mailStart) / 1000).toFixed(1)} s after the burst (one SMTP connection per message)`);
    check(new Set(mailed).size === SUBMISSIONS && mailed.length === SUBMISSIONS, `${kind}: each message e-mailed exactly once (${mailed.length} mails, ${new Set(mailed).size} distinct)`);
    await open.close();
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await smtp.close();
    await database.drop();
  }
}

async function main(): Promise<void> {
  const cluster = kinds.includes('postgresql') ? await startPostgresCluster() : null;
  if (cluster) process.env.CONTACT_TEST_POSTGRES_URL = cluster.url;
  try {
    for (const kind of kinds) await run(kind);
  } finally {
    cluster?.stop();
  }
  if (failures.length > 0) {
    console.error(`\nFAILED:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log(`\nEvery submission stored exactly once, answered the same when repeated${withSmtp ? ', and e-mailed once' : ''}: none lost.`);
  }
}

void main();
