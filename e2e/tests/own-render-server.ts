import type { APIRequestContext } from '@playwright/test';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../jest/free-port';

// Servers a test runs for itself: a render server whose configuration differs from the suite's, for
// the states only the server sees (the API down while it renders, a remote it cannot reach).

const ROOT = join(__dirname, '..', '..');

/** Resolves with the first match of `pattern` in the process's standard output. @throws Error when it exits first or after 30 s. */
export function printed(child: ChildProcess, pattern: RegExp): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`not seen in 30 s: ${pattern}\n${output}`)), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    });
    child.once('exit', (code) => reject(new Error(`exited (${code}) before printing ${pattern}\n${output}`)));
  });
}

/** The runtime configuration the site runs with: the remotes' manifest URLs by name, and the API's base URL. */
export interface SiteConfig {
  remotes: Record<string, string>;
  apiBaseUrl: string;
}

/** A render server a test started: its origin, and how to stop it. */
export interface OwnRenderServer {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  /** SIGTERM; resolves once it has exited and its configuration file is removed. */
  stop: () => Promise<void>;
}

/**
 * Starts the built shell's render server (as `npm start -w shell` runs it) on a free port, with the
 * suite's runtime configuration as `change` makes it (another API, a remote elsewhere), and with no
 * page cache: the other tests keep the suite's server. Stop it with `stop()`.
 */
export async function startRenderServer(request: APIRequestContext, change: (config: SiteConfig) => SiteConfig): Promise<OwnRenderServer> {
  const suite = (await (await request.get('/runtime-config.json')).json()) as SiteConfig;
  const dir = mkdtempSync(join(tmpdir(), 'worldatlas-render-'));
  const configFile = join(dir, 'runtime-config.json');
  writeFileSync(configFile, JSON.stringify(change(suite)));
  const server = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'shell', 'render-server', 'server.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', RUNTIME_CONFIG: configFile, PAGE_CACHE_MB: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      const removed = () => {
        rmSync(dir, { recursive: true, force: true });
        resolve();
      };
      if (server.exitCode !== null || server.signalCode !== null) return removed();
      server.once('exit', removed).kill('SIGTERM');
    });
  try {
    const [, url = ''] = await printed(server, /pages rendered at (http:\/\/127\.0\.0\.1:\d+)/);
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** An origin on 127.0.0.1 where nothing listens (a port free a moment ago): a server that is down. */
export const deadOrigin = async () => `http://127.0.0.1:${await freePort()}`;
