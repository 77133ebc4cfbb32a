import { join } from 'node:path';
import { type ServerProcess, startServerProcess } from '@worldatlas/service-kit/test/server-process';
import type { DatabaseTarget } from '../src/store/database';
import { SECRET } from './helper';

export type { ServerProcess } from '@worldatlas/service-kit/test/server-process';

/** The built server, as `npm start -w contact-api` and the image run it. */
const SERVER = join(__dirname, '..', 'dist', 'server.js');

/** The environment that points the server at `target`. */
function databaseEnv(target: DatabaseTarget): Record<string, string> {
  return target.kind === 'sqlite' ? { DATA_DIR: target.file.replace(/\/contact\.sqlite$/, '') } : { DATABASE_URL: target.url };
}

/**
 * Starts the built server on 127.0.0.1 and a free port, on `target`, with the test secret and no
 * minimum token age, `env` added; resolves once it logs that it serves.
 * @throws Error when it exits first or is not serving in 20 s
 */
export function startServer(target: DatabaseTarget, env: Record<string, string> = {}): Promise<ServerProcess> {
  const testEnv = { CONTACT_TOKEN_SECRET: SECRET, CONTACT_TOKEN_MIN_AGE_MS: '0', ...databaseEnv(target), ...env };
  return startServerProcess({ script: SERVER, name: 'contact-api', env: testEnv, timeoutMs: 20_000 });
}
