import type { RuntimeConfig } from '@worldatlas/contracts';
import { buildStaticServer } from '@worldatlas/static-server';
import { type ChildProcess, spawn } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningContactApi, startContactApi } from '../../contact-api/test/contact-service';
import { REMOTES } from '../../scripts/remotes';

/** The repository's root: the built apps are in each app's `dist/`. */
export const ROOT = join(__dirname, '..', '..');
/** The real countries-api the project's global setup started. */
export const API = process.env.TEST_API_BASE_URL ?? 'http://127.0.0.1:4000';

/** A remote's built files served as its deploy serves them, on a free loopback port. */
export interface ServedRemote {
  /** The folder served: a copy of the build, which a test may change (a redeploy, a broken release). */
  dir: string;
  manifestUrl: string;
  server: FastifyInstance;
}

/** Serves `dir` as a remote's deploy does (a remote's CSP is not read: it serves no page). */
async function listen(dir: string, port: number): Promise<FastifyInstance> {
  const server = await buildStaticServer({ root: dir, runtimeConfig: { remotes: {}, apiBaseUrl: API } });
  await server.listen({ host: '127.0.0.1', port });
  return server;
}

/** Serves a copy of `<app>/dist` (a remote's folder) on a free port. */
export async function serveRemote(app: string): Promise<ServedRemote> {
  const dir = mkdtempSync(join(tmpdir(), `worldatlas-${app}-`));
  cpSync(join(ROOT, app, 'dist'), dir, { recursive: true });
  const server = await listen(dir, 0);
  const { port } = server.server.address() as AddressInfo;
  return { dir, manifestUrl: `http://127.0.0.1:${port}/mf-manifest.json`, server };
}

/** Redeploys `remote` at the same URL, as its deploy would: its server stops, `change` edits its files, a new server serves them on the same port. */
export async function redeploy(remote: ServedRemote, change: (dir: string) => void): Promise<void> {
  const { port } = remote.server.server.address() as AddressInfo;
  await remote.server.close();
  change(remote.dir);
  remote.server = await listen(remote.dir, port);
}

/** Stops `remote`'s server and removes its folder. */
export async function stopRemote(remote: ServedRemote): Promise<void> {
  await remote.server.close();
  rmSync(remote.dir, { recursive: true, force: true });
}

/** The site's remotes, each served from a copy of its build ({@link serveRemote}). */
export interface ServedRemotes {
  /** The remote whose federation name is `name` (`countries`). @throws Error when the registry has no such remote. */
  remote(name: string): ServedRemote;
  /** The runtime configuration's `remotes`: each remote's manifest URL, by name. */
  manifests(): RuntimeConfig['remotes'];
  /** Stops their servers and removes their folders. */
  stop(): Promise<void>;
}

/** Serves every remote of the registry (remotes.json) on free ports, as a test file's `beforeAll` does. */
export async function serveAllRemotes(): Promise<ServedRemotes> {
  const served = new Map(await Promise.all(REMOTES.map(async ({ name, folder }) => [name, await serveRemote(folder)] as const)));
  return {
    remote: (name) => {
      const remote = served.get(name);
      if (!remote) throw new Error(`remotes.json has no remote "${name}"`);
      return remote;
    },
    manifests: () => Object.fromEntries([...served].map(([name, remote]) => [name, remote.manifestUrl])),
    stop: async () => {
      await Promise.all([...served.values()].map(stopRemote));
    },
  };
}

/**
 * Serves every remote of the registry around the calling test file: before its first test, stopped
 * after its last (Jest's beforeAll and afterAll).
 * @returns their manifest URLs by name (the runtime configuration's `remotes`); it throws before they are served.
 */
export function serveAllRemotesAroundFile(): () => RuntimeConfig['remotes'] {
  let remotes: ServedRemotes | undefined;
  beforeAll(async () => {
    remotes = await serveAllRemotes();
  });
  afterAll(() => remotes?.stop());
  return () => {
    if (!remotes) throw new Error('the remotes are served from the test file\'s beforeAll on');
    return remotes.manifests();
  };
}

/**
 * The site as it runs, around the calling test file (Jest's beforeAll and afterAll): every remote
 * served, a contact-api of its own, and a render server with both ({@link startSite}). `started` is
 * given the render server and the remotes once it listens; all are stopped after the file's last test.
 */
export function siteAroundFile(started: (site: RunningSite, remotes: ServedRemotes) => void): void {
  let remotes: ServedRemotes | undefined;
  let contactApi: RunningContactApi | undefined;
  let site: RunningSite | undefined;
  beforeAll(async () => {
    remotes = await serveAllRemotes();
    contactApi = await startContactApi();
    site = await startSite(remotes.manifests(), { CONTACT_API_INTERNAL_URL: contactApi.url });
    started(site, remotes);
  });
  afterAll(async () => {
    await site?.stop();
    await contactApi?.stop();
    await remotes?.stop();
  });
}

/** The render server, started as `npm start -w shell` starts it, on a free port. */
export interface RunningSite {
  url: string;
  /** Its process id. */
  pid: number;
  /** The lines it has logged so far. */
  logged: string[];
  stop(): Promise<void>;
}

/**
 * Starts the shell's render server (`shell/render-server/server.ts` on the real build) in its own process
 * with these remotes and the test's countries-api (or `apiBaseUrl`), and resolves once it listens.
 * @param env further settings (e.g. `RELEASE_CHECK_SECONDS`, `REMOTE_TIME_LIMIT_MS`).
 */
export async function startSite(remotes: RuntimeConfig['remotes'], env: Record<string, string> = {}, apiBaseUrl = API): Promise<RunningSite> {
  const folder = mkdtempSync(join(tmpdir(), 'worldatlas-render-'));
  const configFile = join(folder, 'runtime-config.json');
  writeFileSync(configFile, JSON.stringify({ remotes, apiBaseUrl }));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'server.ts')], {
    env: { ...process.env, PORT: '0', RUNTIME_CONFIG: configFile, SITE_URL: 'https://worldatlas.test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logged: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    const onLine = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        logged.push(line);
        const listening = /pages rendered at (http:\/\/\S+)/.exec(line);
        if (listening?.[1]) resolve(listening[1]);
      }
    };
    child.stdout?.on('data', onLine);
    child.stderr?.on('data', onLine);
    child.once('exit', (code) => reject(new Error(`the render server exited (${code}) before listening:\n${logged.join('\n')}`)));
  });
  return {
    url,
    pid: child.pid ?? 0,
    logged,
    stop: async () => {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** GETs `path` from the running site: its status, headers and body as text. */
export async function get(site: RunningSite, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(new URL(path, site.url), { headers, redirect: 'manual' });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/**
 * The names of the country cards a list page shows, in their order: those in `<template>`s are kept
 * out of the page until the list's island or pre-filter shows them.
 */
export function shownCards(body: string): string[] {
  const shown = body.replace(/<template>[\s\S]*?<\/template>/g, '');
  return [...shown.matchAll(/Read More<span class="[^"]*"> about ([^<]+)<\/span>/g)].map((match) => match[1] ?? '');
}

/**
 * Sends the request target `target` to the running site exactly as written (`/%2e%2e`, `*`): fetch
 * would resolve dot segments before sending. Its status, headers and body as text.
 * @param options `localAddress`, the address the connection comes from (a loopback address such as
 *   `127.0.0.2`: another visitor); `method` (GET), `headers` (a `host` one replaces the site's) and `body`.
 */
export function getRaw(
  site: RunningSite,
  target: string,
  options: { localAddress?: string; method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const { hostname, port } = new URL(site.url);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: hostname, port, path: target, method: options.method ?? 'GET', headers: options.headers, localAddress: options.localAddress }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject).end(options.body);
  });
}
