import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../../jest/free-port';

/** The built server, as `npm start -w countries-api` runs it. */
export const SERVER = join(__dirname, '..', 'dist', 'server.js');

/** A running `dist/server.js`: its process, port, the JSON lines it has logged so far, and its exit code once it exits. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Every line of standard output parsed as JSON (pino's lines), in order, growing while it runs. */
  logs: Array<Record<string, unknown>>;
  stderr: () => string;
  exited: Promise<number | null>;
}

/** Whether `GET /healthz` on `port` answers at all. */
const answers = (port: number) =>
  fetch(`http://127.0.0.1:${port}/healthz`).then(
    () => true,
    () => false,
  );

/**
 * Starts the built server on 127.0.0.1 and a free port with `env` added to this environment, and
 * resolves once it logs that it serves, or with `readyWhen: 'answering'` once `/healthz` answers
 * (for a log level that hides that line). @throws Error when it exits or is not ready in 15 s.
 */
export async function startServer(env: Record<string, string> = {}, readyWhen: 'logged' | 'answering' = 'logged'): Promise<ServerProcess> {
  if (!existsSync(SERVER)) throw new Error('countries-api is not built: run "npm run build -w countries-api" first');
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER], { env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env }, stdio: 'pipe' });
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
        if (String(logs.at(-1)?.msg).startsWith('countries-api serving')) resolve();
      }
    });
    void exited.then((code) => reject(new Error(`server exited (${code}) before serving: ${stderr}`)));
    setTimeout(() => reject(new Error(`server not serving after 15 s: ${stderr}`)), 15_000).unref();
    const poll = async (): Promise<void> => {
      if (await answers(port)) resolve();
      else if (child.exitCode === null) setTimeout(() => void poll(), 50);
    };
    if (readyWhen === 'answering') void poll();
  });
  try {
    await serving;
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { child, port, logs, stderr: () => stderr, exited };
}

/** Stops `server` with SIGTERM when it still runs, and resolves once it has exited. */
export async function stopServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return;
  server.child.kill('SIGTERM');
  await server.exited;
}
