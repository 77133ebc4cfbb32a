/**
 * The render server's part of `npm run bench:web`: what a page costs the shell's server, and how many
 * it answers at 64 connections next to nginx serving the static copy of the same page.
 *
 * Two render servers of the current build are started on free ports, pointed at the site the
 * benchmark runs (same remotes, same API: its runtime configuration file): one keeping no pages
 * (PAGE_CACHE_MB=0: every request renders), one with the page cache as deployed. CPU is read from /proc (user + system, the
 * server's own process; the API's work for the page is not in it), so a figure is CPU ms, not
 * wall time. Servers run on one CPU and the load generator (wrk when installed, else autocannon)
 * on the other, where `taskset` exists (countries-api/bench/harness.ts, shared with the API's bench).
 * {@link printServerFigures} prints them in the benchmark's report.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { cpuMicros, HAS_WRK, HOST, load, type LoadResult, median, PINNED, SERVER_CPU, startNode, stop, waitFor } from '../../countries-api/bench/harness';
import { freePort } from '../../jest/free-port';
import { fixed } from './web-report';

/** What a browser asks a page with. */
const PAGE_HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip', 'accept-language': 'en-US' };

/** What the server part measures, and where. */
export interface ServerBenchOptions {
  /** The repository's root: the shell's server and build are under `shell/`. */
  root: string;
  /** The runtime configuration file of the running site (its remotes and API), for the render servers' RUNTIME_CONFIG. */
  runtimeConfigFile: string;
  /** The folder of the static copies, and the copy of `pagePath` in it (e.g. `/country.html`). */
  staticDir: string;
  staticPath: string;
  /** The page measured, e.g. `/country`, and another one rendered uncached, e.g. `/country/Nepal`. */
  pagePath: string;
  otherPath: string;
  /** Uncached renders measured per page. */
  renders: number;
  /** Length of each load run, s. */
  seconds: number;
}

/** The figures, for the report and the targets. */
export interface ServerFigures {
  firstRenderMs: number;
  /** Per path: CPU ms per uncached render and the median wall ms. */
  uncached: Array<{ path: string; cpuMs: number; wallMs: number }>;
  /** CPU ms per cached page, requests one after another. */
  cachedCpuMs: number;
  renderServer: LoadResult & { cpuMsPerPage: number };
  nginx?: LoadResult;
  tool: string;
}

/** GETs `url` as a browser asks a page, reads the whole body, and returns the wall ms. @throws Error on a status other than 200. */
async function timedGet(url: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(url, { headers: PAGE_HEADERS });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - start;
}

/**
 * Starts a render server (`shell/render-server/server.ts` under `root`) on a free port with `env` (e.g.
 * RUNTIME_CONFIG, PAGE_CACHE_MB); resolves once it answers.
 */
async function startRenderServer(root: string, env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  // An earlier checkout (the bench's "before") keeps the render server in shell/server.
  const entry = [join(root, 'shell', 'render-server', 'server.ts'), join(root, 'shell', 'server', 'server.ts')].find((file) => existsSync(file)) ?? '';
  const child = startNode(['--import', 'tsx', entry], { ...process.env, ...env, PORT: String(port), HOST, RELEASE_CHECK_SECONDS: '3600' });
  const url = `http://${HOST}:${port}`;
  await waitFor(`${url}/healthz`, 30_000);
  return { child, url };
}

/** nginx serving `dir` with its gzip copies (`gzip_static`), one worker, on a free port, once `path` answers; undefined when nginx does not start (not installed). */
async function startNginx(dir: string, path: string): Promise<{ child: ChildProcess; url: string; prefix: string } | undefined> {
  const port = await freePort();
  const prefix = mkdtempSync(join(tmpdir(), 'worldatlas-bench-nginx-'));
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    // The worker reads the copies as the user who made them (their folder is private to that user).
    `user ${userInfo().username};
worker_processes 1;
daemon off;
pid ${join(prefix, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${prefix};
  proxy_temp_path ${prefix};
  fastcgi_temp_path ${prefix};
  uwsgi_temp_path ${prefix};
  scgi_temp_path ${prefix};
  gzip_static on;
  server { listen ${HOST}:${port}; root ${dir}; }
}
`,
  );
  const args = ['-e', 'stderr', '-p', prefix, '-c', conf];
  const child = PINNED ? spawn('taskset', ['-c', String(SERVER_CPU), 'nginx', ...args], { stdio: 'ignore' }) : spawn('nginx', args, { stdio: 'ignore' });
  const started = await new Promise<boolean>((resolve) => {
    child.once('error', () => resolve(false));
    waitFor(`http://${HOST}:${port}${path}`, 10_000).then(
      () => resolve(true),
      () => resolve(false),
    );
  });
  if (!started) {
    child.kill('SIGTERM');
    rmSync(prefix, { recursive: true, force: true });
    return undefined;
  }
  return { child, url: `http://${HOST}:${port}`, prefix };
}

/**
 * Measures the render server (see the file's comment) against the running site's remotes and API.
 * @returns the figures; nginx's are missing when nginx is not installed.
 * @throws Error when a render server does not start or a page does not answer 200.
 */
export async function serverFigures(options: ServerBenchOptions): Promise<ServerFigures> {
  const { root, pagePath, otherPath, renders, seconds } = options;
  const uncachedServer = await startRenderServer(root, { RUNTIME_CONFIG: options.runtimeConfigFile, PAGE_CACHE_MB: '0' });
  const pid = uncachedServer.child.pid ?? 0;
  let firstRenderMs: number;
  const uncached: ServerFigures['uncached'] = [];
  try {
    // The first page loads the remotes' server code.
    firstRenderMs = await timedGet(`${uncachedServer.url}${pagePath}`);
    await timedGet(`${uncachedServer.url}${otherPath}`);
    for (const path of [pagePath, otherPath]) {
      const walls: number[] = [];
      const cpuBefore = cpuMicros(pid);
      for (let run = 0; run < renders; run += 1) walls.push(await timedGet(`${uncachedServer.url}${path}`));
      uncached.push({ path, cpuMs: (cpuMicros(pid) - cpuBefore) / 1000 / renders, wallMs: median(walls) });
    }
  } finally {
    await stop(uncachedServer.child);
  }

  const copy = join(options.staticDir, options.staticPath);
  writeFileSync(`${copy}.gz`, gzipSync(readFileSync(copy), { level: 9 }));
  const cachedServer = await startRenderServer(root, { RUNTIME_CONFIG: options.runtimeConfigFile });
  const cachedPid = cachedServer.child.pid ?? 0;
  const nginx = await startNginx(options.staticDir, options.staticPath);
  try {
    const pageUrl = `${cachedServer.url}${pagePath}`;
    await timedGet(pageUrl);
    const sequential = 500;
    const cpuBefore = cpuMicros(cachedPid);
    for (let run = 0; run < sequential; run += 1) await timedGet(pageUrl);
    const cachedCpuMs = (cpuMicros(cachedPid) - cpuBefore) / 1000 / sequential;

    const cpuBeforeLoad = cpuMicros(cachedPid);
    const loaded = await load(pageUrl, { connections: 64, seconds, headers: PAGE_HEADERS });
    const renderServer = { ...loaded, cpuMsPerPage: (cpuMicros(cachedPid) - cpuBeforeLoad) / 1000 / Math.max(1, loaded.requests) };

    let nginxResult: LoadResult | undefined;
    if (nginx) {
      nginxResult = await load(`${nginx.url}${options.staticPath}`, { connections: 64, seconds, headers: PAGE_HEADERS });
    }
    return { firstRenderMs, uncached, cachedCpuMs, renderServer, nginx: nginxResult, tool: HAS_WRK ? 'wrk' : 'autocannon' };
  } finally {
    await stop(cachedServer.child);
    if (nginx) {
      await stop(nginx.child);
      rmSync(nginx.prefix, { recursive: true, force: true });
    }
  }
}

/** Prints `server`'s figures in the web benchmark's report. */
export function printServerFigures(server: ServerFigures): void {
  console.log(`\nRender server (${server.tool}; CPU from /proc: the server process alone, the API's share not in it):`);
  console.log(`  first page after start (loads the remotes' server code): ${fixed(server.firstRenderMs)} ms`);
  for (const { path, cpuMs, wallMs } of server.uncached) console.log(`  uncached render of ${path.padEnd(15)} ${fixed(cpuMs, 1).padStart(6)} CPU ms, ${fixed(wallMs, 1)} ms wall (median of 20)`);
  console.log(`  cached /country, one request after another: ${fixed(server.cachedCpuMs, 2)} CPU ms per page`);
  const { renderServer: rs, nginx } = server;
  console.log(`  64 connections, 10 s, gzip: render server (cached /country) ${fixed(rs.rps)} pages/s, p50 ${fixed(rs.p50Ms, 1)} ms, p99 ${fixed(rs.p99Ms, 1)} ms, ${fixed(rs.cpuMsPerPage, 2)} CPU ms per page, ${rs.errors + rs.non2xx} errors`);
  if (nginx) {
    console.log(`                             nginx (static copy)        ${fixed(nginx.rps)} pages/s, p50 ${fixed(nginx.p50Ms, 1)} ms, p99 ${fixed(nginx.p99Ms, 1)} ms, ${nginx.errors + nginx.non2xx} errors`);
    console.log(`                             render server / nginx       ${fixed(rs.rps / nginx.rps, 2)}× pages/s, ${fixed(rs.p99Ms / nginx.p99Ms, 2)}× p99`);
  } else console.log('  nginx is not installed: no static figures to compare with');
}
