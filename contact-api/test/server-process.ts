import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseTarget } from '../src/store/database';
import { freePort } from '../../jest/free-port';
import { SECRET } from './helper';

/** The built server, as `npm start -w contact-api` and the image run it. */
export const SERVER = join(__dirname, '..', 'dist', 'server.js');

/** A running `dist/server.js`: its process, port, the JSON lines it has logged so far, and its exit code once it exits. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** Every line of standard output parsed as JSON (pino's lines), in order, growing while it runs. */
  logs: Array<Record<string, unknown>>;
  stderr: () => string;
  exited: Promise<number | null>;
}

/** The environment that points the server at `target`. */
export function databaseEnv(target: DatabaseTarget): Record<string, string> {
  return target.kind === 'sqlite' ? { DATA_DIR: target.file.replace(/\/contact\.sqlite$/, '') } : { DATABASE_URL: target.url };
}

/**
 * Starts the built server on 127.0.0.1 and a free port, on `target`, with the test secret and no
 * minimum token age, `env` added; resolves once it logs that it serves.
 * @throws Error when it exits first or is not serving in 20 s
 */
export async function startServer(target: DatabaseTarget, env: Record<string, string> = {}): Promise<ServerProcess> {
  if (!existsSync(SERVER)) throw new Error('contact-api is not built: run "npm run build -w contact-api" first');
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), CONTACT_TOKEN_SECRET: SECRET, CONTACT_TOKEN_MIN_AGE_MS: '0', ...databaseEnv(target), ...env },
    stdio: 'pipe',
  });
  const logs: Array<Record<string, unknown>> = [];
  let stderr = '';
  let pending = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const serving = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines.filter(Boolean)) {
        logs.push(JSON.parse(line) as Record<string, unknown>);
        if (String(logs.at(-1)?.msg).startsWith('contact-api serving')) resolve();
      }
    });
    void exited.then((code) => reject(new Error(`server exited (${code}) before serving: ${stderr}`)));
    setTimeout(() => reject(new Error(`server not serving after 20 s: ${stderr}`)), 20_000).unref();
  });
  try {
    await serving;
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { child, port, url: `http://127.0.0.1:${port}`, logs, stderr: () => stderr, exited };
}
