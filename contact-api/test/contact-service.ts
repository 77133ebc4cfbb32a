import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../jest/free-port';

// The contact service as other workspaces' tests use it (the render server's, mf-contact's): the
// real build in a process of its own. This service's own tests use server-process.ts.

/** contact-api's build: `npm run build -w contact-api` makes it. */
const DIST = join(__dirname, '..', 'dist');

// Its own SQLite file and no e-mail, whatever the machine's environment names (an empty variable counts as unset).
const OWN_DATABASE = { DATABASE_URL: '', SMTP_URL: '' };

/** A message as the operator command `messages export --format json` lists it. */
interface StoredMessage {
  id: string;
  name: string;
  email: string;
  message: string;
}

/** The running contact service. */
export interface RunningContactApi {
  url: string;
  /** The folder of its SQLite database. */
  dataDir: string;
  /** The messages stored so far, read with the operator command. */
  stored(): StoredMessage[];
  /** Stops it (SIGTERM: it drains) and removes its database. */
  stop(): Promise<void>;
}

/**
 * Starts contact-api (`dist/server.js`) on 127.0.0.1 and a free port with a database in a new
 * folder, taking a form's message as soon as its token is issued (the minimum age that keeps robots
 * out is 0 here), and resolves once its health check answers. It logs warnings and errors only,
 * unless CONTACT_LOG_LEVEL names another level (then its log lines are printed).
 * @param env further settings (`CONTACT_RATE_LIMIT_MAX`, `TRUST_PROXY`, …).
 * @throws Error when it exits first (not built) or does not answer within 20 s.
 */
export async function startContactApi(env: Record<string, string> = {}): Promise<RunningContactApi> {
  const dataDir = mkdtempSync(join(tmpdir(), 'worldatlas-contact-'));
  const port = await freePort();
  const logLevel = process.env.CONTACT_LOG_LEVEL;
  const child: ChildProcess = spawn(process.execPath, [join(DIST, 'server.js')], {
    env: {
      ...process.env,
      ...OWN_DATABASE,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      CONTACT_TOKEN_SECRET: 'contact-service-tests-secret-0123456789',
      CONTACT_TOKEN_MIN_AGE_MS: '0',
      LOG_LEVEL: logLevel ?? 'warn',
      ...env,
    },
    stdio: ['ignore', logLevel ? 'inherit' : 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`contact-api exited (${child.exitCode}): run "npm run build -w contact-api" first`);
    if (attempt > 200) {
      child.kill('SIGKILL');
      throw new Error(`contact-api did not answer on ${url}`);
    }
    if (await fetch(`${url}/healthz`).then((response) => response.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    dataDir,
    stored: () => {
      const out = execFileSync(process.execPath, [join(DIST, 'cli', 'messages.js'), 'export', '--format', 'json'], { env: { ...process.env, ...OWN_DATABASE, DATA_DIR: dataDir } });
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
