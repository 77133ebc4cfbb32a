import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** contact-api's build: `npm run build -w contact-api` makes it. */
const CONTACT_API_DIST = join(__dirname, '..', '..', '..', 'contact-api', 'dist');

/** A base URL where nothing listens: every request fails as when the contact service is down. */
export const DOWN_SERVICE = 'http://127.0.0.1:9';

// Its own SQLite file and no e-mail, whatever the machine's environment names (an empty variable counts as unset).
const OWN_DATABASE = { DATABASE_URL: '', SMTP_URL: '' };

/** A message as contact-api's operator command exports it. */
export interface StoredMessage {
  id: string;
  name: string;
  email: string;
  message: string;
}

/** The real contact service (contact-api's build) in a process of its own, with its own SQLite database. */
export interface RunningContactApi {
  url: string;
  /** The messages stored so far, as `messages export --format json` lists them. */
  stored(): StoredMessage[];
  stop(): Promise<void>;
}

/** A port the kernel handed out a moment ago. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts contact-api (`contact-api/dist/server.js`) on a free loopback port with a database in a
 * new folder, taking a message as soon as its token is issued (`CONTACT_TOKEN_MIN_AGE_MS=0`), and
 * resolves once its health check answers.
 * @param env further settings (`CONTACT_RATE_LIMIT_MAX`, `TRUST_PROXY`).
 * @throws Error when it exits first (not built) or does not answer within 20 s.
 */
export async function startContactApi(env: Record<string, string> = {}): Promise<RunningContactApi> {
  const dataDir = mkdtempSync(join(tmpdir(), 'worldatlas-contact-db-'));
  const port = await freePort();
  const child = spawn(process.execPath, [join(CONTACT_API_DIST, 'server.js')], {
    env: { ...process.env, ...OWN_DATABASE, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, CONTACT_TOKEN_SECRET: 'mf-contact-tests-secret-0123456789abcdef', CONTACT_TOKEN_MIN_AGE_MS: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`contact-api exited (${child.exitCode}): run "npm run build -w contact-api" first`);
    if (attempt > 200) throw new Error(`contact-api did not answer on ${url}`);
    if (await fetch(`${url}/healthz`).then((response) => response.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stored: () => {
      const out = execFileSync(process.execPath, [join(CONTACT_API_DIST, 'cli', 'messages.js'), 'export', '--format', 'json'], { env: { ...process.env, ...OWN_DATABASE, DATA_DIR: dataDir } });
      return JSON.parse(out.toString('utf8')) as StoredMessage[];
    },
    stop: async () => {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
