import { join } from 'node:path';
import { type ServerProcess, startServerProcess } from '@worldatlas/service-kit/test/server-process';

export { type ServerProcess, stopServer } from '@worldatlas/service-kit/test/server-process';

/** The built server, as `npm start -w countries-api` runs it. */
export const SERVER = join(__dirname, '..', 'dist', 'server.js');

/**
 * Starts the built server on 127.0.0.1 and a free port with `env` added to this environment, and
 * resolves once it logs that it serves, or with `readyWhen: 'answering'` once `/healthz` answers
 * (for a log level that hides that line). @throws Error when it exits or is not ready in 15 s.
 */
export function startServer(env: Record<string, string> = {}, readyWhen: 'logged' | 'answering' = 'logged'): Promise<ServerProcess> {
  return startServerProcess({ script: SERVER, name: 'countries-api', env, readyWhen });
}
