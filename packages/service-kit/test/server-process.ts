import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { freePort } from '../../../jest/free-port';

/** A running built server: its process, port and URL, the JSON lines it has logged so far, and its exit code once it exits. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** `http://127.0.0.1:{port}`. */
  url: string;
  /** Every line of standard output parsed as JSON (pino's lines), in order, growing while it runs. */
  logs: Array<Record<string, unknown>>;
  stderr: () => string;
  exited: Promise<number | null>;
}

/** How to start a built server: see {@link startServerProcess}. */
export interface ServerProcessOptions {
  /** The built server file (`dist/server.js`). */
  script: string;
  /** Its name, as its build command and its "serving" log line say it (`countries-api`). */
  name: string;
  /** Added to this process's environment (HOST and PORT are set). */
  env?: Record<string, string>;
  /** Ready once it logs `{name} serving…` (the default), or once `GET /healthz` answers at all (for a log level that hides that line). */
  readyWhen?: 'logged' | 'answering';
  /** How long it may take to be ready, ms (15 000). */
  timeoutMs?: number;
}

/** Whether `GET /healthz` on `port` answers at all. */
const answers = (port: number) =>
  fetch(`http://127.0.0.1:${port}/healthz`).then(
    () => true,
    () => false,
  );

/**
 * Starts a built server (`node script`) on 127.0.0.1 and a free port, and resolves once it is ready.
 * @throws Error when it is not built, exits first, or is not ready within the time; it is then killed
 */
export async function startServerProcess({ script, name, env = {}, readyWhen = 'logged', timeoutMs = 15_000 }: ServerProcessOptions): Promise<ServerProcess> {
  if (!existsSync(script)) throw new Error(`${name} is not built: run "npm run build -w ${name}" first`);
  const port = await freePort();
  const child = spawn(process.execPath, [script], { env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env }, stdio: 'pipe' });
  const logs: Array<Record<string, unknown>> = [];
  let stderr = '';
  let pending = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines.filter(Boolean)) {
        logs.push(JSON.parse(line) as Record<string, unknown>);
        if (String(logs.at(-1)?.msg).startsWith(`${name} serving`)) resolve();
      }
    });
    void exited.then((code) => reject(new Error(`server exited (${code}) before serving: ${stderr}`)));
    setTimeout(() => reject(new Error(`server not serving after ${timeoutMs / 1000} s: ${stderr}`)), timeoutMs).unref();
    const poll = async (): Promise<void> => {
      if (await answers(port)) resolve();
      else if (child.exitCode === null) setTimeout(() => void poll(), 50);
    };
    if (readyWhen === 'answering') void poll();
  });
  try {
    await ready;
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { child, port, url: `http://127.0.0.1:${port}`, logs, stderr: () => stderr, exited };
}

/** Stops `server` with SIGTERM when it still runs, and resolves once it has exited. */
export async function stopServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return;
  server.child.kill('SIGTERM');
  await server.exited;
}
