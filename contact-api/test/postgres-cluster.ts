import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../jest/free-port';

/** A PostgreSQL server of our own, in a temporary folder, on 127.0.0.1. */
export interface PostgresCluster {
  /** The `postgres` database as its superuser `postgres` (trust authentication, loopback only). */
  url: string;
  /** Stops the server and deletes its folder. */
  stop(): void;
}

/** PG_BIN, else the newest Debian PostgreSQL under /usr/lib/postgresql/<version>/bin. */
function binaries(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a)) : [];
  const bin = versions.map((version) => join(root, version, 'bin')).find((dir) => existsSync(join(dir, 'initdb')));
  if (!bin) throw new Error('PostgreSQL is not installed: `apt-get install postgresql` (or set PG_BIN to the folder holding initdb and pg_ctl)');
  return bin;
}

/**
 * The command line that runs `program` as an unprivileged user: initdb and the server refuse to run
 * as root, which CI is. As root, the `postgres` user Debian's package creates (setpriv, no login
 * session); anyone else runs it as themselves.
 */
function unprivileged(program: string, args: string[]): [string, string[], { uid: number; gid: number } | null] {
  if (process.getuid?.() !== 0) return [program, args, null];
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return ['setpriv', [`--reuid=${uid}`, `--regid=${gid}`, '--clear-groups', program, ...args], { uid, gid }];
}

function run(program: string, args: string[]): void {
  const [command, commandArgs] = unprivileged(program, args);
  const result = spawnSync(command, commandArgs, { encoding: 'utf8', cwd: tmpdir() });
  if (result.status !== 0) throw new Error(`${program} ${args[0]} failed (${result.status ?? result.signal}): ${result.stderr || result.stdout}`);
}

/**
 * Makes and starts a PostgreSQL cluster for tests: `initdb` in a new temporary folder, the server on
 * a free port of 127.0.0.1 (its socket in that folder too), as an unprivileged user when run as
 * root. fsync is off: the tests kill contact-api, never this server, and it saves seconds.
 * @throws Error when PostgreSQL is not installed or does not start (its log is in the message)
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = binaries();
  const dir = mkdtempSync(join(tmpdir(), 'contact-api-postgres-'));
  const [, , owner] = unprivileged('true', []);
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = join(dir, 'data');
  const port = await freePort();
  try {
    run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
    const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
    run(join(bin, 'pg_ctl'), ['start', '-D', data, '-l', join(dir, 'server.log'), '-o', settings, '-w', '-t', '60']);
  } catch (error) {
    const log = existsSync(join(dir, 'server.log')) ? readFileSync(join(dir, 'server.log'), 'utf8') : '';
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\n${log}`, { cause: error });
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run(join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'fast', '-w']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
