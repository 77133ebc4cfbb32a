/**
 * `npm run bench:load` (root) or `npm run bench:load -w countries-api`, after `npm run build`: the
 * site's servers under a crowd. autocannon, BENCH_LOAD_SECONDS (60) per target, BENCH_LOAD_CONNECTIONS
 * (256) connections, on:
 * - countries-api's list and detail calls, as a browser asks for them (brotli accepted);
 * - mf-countries' `remoteEntry.js` and its largest content-hashed chunk, through the static server
 *   `npm start -w mf-countries` runs (packages/static-server), gzip accepted;
 * - the same two files through nginx with the web image's config (deploy/src/nginx-app.ts, one
 *   worker as in a container given one CPU or less), when Debian's nginx is installed.
 * Prints requests/s, p50/p99 latency (ms), errors (failed connections, time-outs and non-2xx
 * answers) and the server's CPU time per request (µs) per target; the peak resident memory (RSS,
 * MiB) of each static server while it was loaded (nginx: master and worker together); and the API's
 * RSS before the load, at its peak during the first run of the API targets and 3 s after it, and
 * the same for a second run. Then a flood of BENCH_LOAD_FLOOD (200 000) unique misses at 64
 * connections, half names that do not exist (`/v3.1/name/<unique>`: 404), half new URLs of an
 * existing answer (`/v3.1/name/a?fields=name&n=<unique>`), each unique part 200 characters, as a client hammering the cache would
 * send them, as deployed (PRESSURE_MAX_RSS_MB=200 under the pod's 256 MiB, and the image's
 * NODE_OPTIONS, read from countries-api/Dockerfile; BENCH_API_NODE_OPTIONS replaces them): the API's
 * RSS before, at its peak during and 3 s after, and how often `/healthz` (readiness, probed every
 * 500 ms) did not answer 200. Exits 1 on any error, when the API's RSS grew by more than 10 % from
 * the first run to the second (after or at peak), when the flood's peak RSS passes 60 % of the pod's
 * memory limit (deploy/k8s/base/countries-api.yaml), or when readiness failed during it.
 * The load comes from one address, and the API limits each address (12 000 requests a minute by
 * default): the API is started with RATE_LIMIT_MAX and RATE_LIMIT_MISS_MAX far above the load, so the bench measures
 * serving, not 429s (plugins/external/rate-limit.test.ts covers the limits, and
 * rate-limit-visitors.test.ts replays a classroom's and a page server's use from one address). Every server listens on
 * 127.0.0.1 on a free port; with `taskset`, the servers run on CPU 1 and autocannon on CPU 0.
 */
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NginxApp } from '../../deploy/src/nginx-app';
import { siteConfigEnv } from '../../scripts/site';
import { freePort } from '../../jest/free-port';
import { BROWSER_ACCEPT_ENCODING, cpuMicros, HOST, load, type LoadResult, PINNED, pinLoadGenerator, rssBytes, SERVER_CPU, startNode, stop, waitFor } from './harness';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 256);
const MAX_RSS_GROWTH = 0.1;
const FLOOD = Number(process.env.BENCH_LOAD_FLOOD ?? 200_000);
const ROOT = join(__dirname, '..', '..');
/** The API's shedding threshold as deployed (deploy/k8s/base/config.yaml), under the pod's memory limit. */
const DEPLOYED_MAX_RSS_MB = 200;
/** The pod's memory limit (deploy/k8s/base/countries-api.yaml), MiB, and the share of it the flood's peak may take. */
const POD_LIMIT_MIB = Number(/limits: \{[^}]*memory: (\d+)Mi/.exec(readFileSync(join(ROOT, 'deploy', 'k8s', 'base', 'countries-api.yaml'), 'utf8'))?.[1] ?? 0);
const MAX_RSS_SHARE = 0.6;
/** The V8 heap bounds the API's image runs with (countries-api/Dockerfile's NODE_OPTIONS); BENCH_API_NODE_OPTIONS replaces them. */
const IMAGE_NODE_OPTIONS = /NODE_OPTIONS="([^"]*)"/.exec(readFileSync(join(ROOT, 'countries-api', 'Dockerfile'), 'utf8'))?.[1] ?? '';
const API_NODE_OPTIONS = process.env.BENCH_API_NODE_OPTIONS ?? IMAGE_NODE_OPTIONS;
const API_SERVER = join(ROOT, 'countries-api', 'dist', 'server.js');
const REMOTE_DIST = join(ROOT, 'mf-countries', 'dist');
const STATIC_CLI = join(ROOT, 'packages', 'static-server', 'src', 'cli.ts');
const MIB = 1024 * 1024;
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';

interface Target {
  name: string;
  url: string;
  headers: Record<string, string>;
}

/** The largest content-hashed script of the remote's build: the chunk a visitor waits for longest. */
function largestChunk(): string {
  const chunks = readdirSync(REMOTE_DIST).filter((file) => /\.[0-9a-f]{8}\.js$/.test(file));
  const largest = chunks.sort((a, b) => statSync(join(REMOTE_DIST, b)).size - statSync(join(REMOTE_DIST, a)).size)[0];
  if (!largest) throw new Error(`no content-hashed chunk in ${REMOTE_DIST}`);
  return largest;
}

const mib = (bytes: number) => (bytes / MIB).toFixed(1);

/** A row: requests/s, p50/p99 (ms), errors, and the server's CPU time per request (µs, all its processes). */
function report(target: Target, result: LoadResult, cpuMicrosPerRequest: number): void {
  const errors = result.errors + result.non2xx;
  console.log(
    `  ${target.name.padEnd(26)} ${result.rps.toFixed(0).padStart(7)} ${result.p50Ms.toFixed(1).padStart(7)} ${result.p99Ms.toFixed(1).padStart(7)} ${String(errors).padStart(7)} ${cpuMicrosPerRequest.toFixed(0).padStart(10)}`,
  );
}

/** CPU time (µs) and resident memory (bytes) of a server's processes together. */
const cpuOf = (pids: number[]) => pids.reduce((sum, pid) => sum + cpuMicros(pid), 0);
const rssOf = (pids: number[]) => pids.reduce((sum, pid) => sum + rssBytes(pid), 0);

/** Loads each target in turn; returns the results and the peak RSS of the server's processes `pids` together while they ran (bytes). */
async function run(label: string, targets: Target[], pids: number[]): Promise<{ results: LoadResult[]; peakRss: number }> {
  console.log(`\n${label}: ${CONNECTIONS} connections, ${SECONDS} s each\n  ${'target'.padEnd(26)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(7)} ${'CPU µs/req'.padStart(10)}`);
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssOf(pids))), 500);
  const results: LoadResult[] = [];
  try {
    for (const target of targets) {
      const cpuBefore = cpuOf(pids);
      const result = await load(target.url, { connections: CONNECTIONS, seconds: SECONDS, headers: target.headers, tool: 'autocannon' });
      report(target, result, (cpuOf(pids) - cpuBefore) / result.requests);
      results.push(result);
    }
  } finally {
    clearInterval(sampler);
  }
  return { results, peakRss };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 3000));

/**
 * Sends `FLOOD` unique misses to the API at `base` (see the file's comment) while sampling its RSS
 * and probing `/healthz`; returns the RSS before, at peak and 3 s after (bytes), the probes that did
 * not answer 200, and the load's errors (failed connections and time-outs; 404s are expected).
 */
async function flood(base: string, pid: number): Promise<{ before: number; peak: number; after: number; probes: number; unready: number; errors: number; seconds: number }> {
  const before = rssBytes(pid);
  let peak = before;
  let probes = 0;
  let unready = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(pid))), 250);
  const prober = setInterval(() => {
    probes += 1;
    fetch(`${base}/healthz`).then(
      (response) => (unready += response.status === 200 ? 0 : 1),
      () => (unready += 1),
    );
  }, 500);
  let sent = 0;
  const started = Date.now();
  try {
    const result = await autocannon({
      url: base,
      connections: 64,
      amount: FLOOD,
      requests: [
        {
          setupRequest: (request) => {
            sent += 1;
            const unique = String(sent).padStart(200, 'q');
            return { ...request, path: sent % 2 === 0 ? `/v3.1/name/${unique}` : `/v3.1/name/a?fields=name&n=${unique}` };
          },
        },
      ],
    });
    await settle();
    return { before, peak, after: rssBytes(pid), probes, unready, errors: result.errors + result.timeouts, seconds: (Date.now() - started) / 1000 };
  } finally {
    clearInterval(sampler);
    clearInterval(prober);
  }
}

/** The static targets (remoteEntry.js and `chunk`) on the server at `base`. */
function staticTargets(base: string, chunk: string): Target[] {
  const headers = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
  return [
    { name: 'remoteEntry.js', url: `${base}/remoteEntry.js`, headers },
    { name: `chunk ${chunk}`, url: `${base}/${chunk}`, headers },
  ];
}

/**
 * Serves mf-countries with nginx as its image does, on the servers' CPU; null when nginx is not installed.
 * @returns the app (stop it) and its processes: the master, then the worker.
 */
async function startNginx(): Promise<{ app: NginxApp; pids: number[] } | null> {
  if (!existsSync(NGINX)) return null;
  const app = new NginxApp({
    app: 'mf-countries',
    deployEnv: siteConfigEnv(),
    // Its working folder, removed by stop().
    dir: mkdtempSync(join(tmpdir(), 'worldatlas-bench-load-nginx-')),
  });
  await app.start();
  const master = app.pid ?? 0;
  const workers = execFileSync('pgrep', ['-P', String(master)], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number);
  const pids = [master, ...workers];
  if (PINNED) for (const pid of pids) execFileSync('taskset', ['-p', '-c', String(SERVER_CPU), String(pid)], { stdio: 'ignore' });
  return { app, pids };
}

async function main(): Promise<void> {
  if (!existsSync(API_SERVER) || !existsSync(join(REMOTE_DIST, 'remoteEntry.js'))) throw new Error('not built: run "npm run build" first');
  pinLoadGenerator();
  const [apiPort, staticPort] = [await freePort(), await freePort()];
  const api = startNode([API_SERVER], { ...process.env, HOST, PORT: String(apiPort), RATE_LIMIT_MAX: String(1e9), RATE_LIMIT_MISS_MAX: String(1e9), PRESSURE_MAX_RSS_MB: String(DEPLOYED_MAX_RSS_MB), NODE_OPTIONS: API_NODE_OPTIONS, LOG_LEVEL: 'warn' });
  const remote = startNode(['--import', 'tsx', STATIC_CLI, REMOTE_DIST, '--port', String(staticPort)]);
  try {
    await waitFor(`http://${HOST}:${apiPort}/healthz`, 30_000);
    await waitFor(`http://${HOST}:${staticPort}/remoteEntry.js`, 30_000);
    const apiPid = api.pid ?? 0;
    const apiBase = `http://${HOST}:${apiPort}`;
    const browser = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
    const apiTargets: Target[] = [
      { name: 'API list (/v3.1/all)', url: `${apiBase}/v3.1/all?fields=name,population,region,capital,flags`, headers: browser },
      { name: 'API detail (/v3.1/name)', url: `${apiBase}/v3.1/name/nepal?fullText=true&fields=name,population,region,subregion,capital,tld,currencies,languages,borders,flags`, headers: browser },
    ];
    const chunk = largestChunk();

    // RSS is read at the same point of each run (3 s after its API load ends), so the two compare.
    const before = rssBytes(apiPid);
    const first = await run('run 1', apiTargets, [apiPid]);
    await settle();
    const afterFirst = rssBytes(apiPid);
    const statics = await run('static server (mf-countries)', staticTargets(`http://${HOST}:${staticPort}`, chunk), [remote.pid ?? 0]);
    console.log(`  static server RSS: peak ${mib(statics.peakRss)} MiB`);
    const nginx = await startNginx();
    let nginxResults: LoadResult[] = [];
    if (nginx) {
      try {
        const served = await run('nginx (mf-countries image config, one worker)', staticTargets(nginx.app.url, chunk), nginx.pids);
        console.log(`  nginx RSS (master and worker): peak ${mib(served.peakRss)} MiB`);
        nginxResults = served.results;
      } finally {
        await nginx.app.stop();
      }
    } else {
      console.log(`\nnginx: not run (${NGINX} not found)`);
    }
    const second = await run('run 2 (API again)', apiTargets, [apiPid]);
    await settle();
    const afterSecond = rssBytes(apiPid);
    const growth = afterSecond / afterFirst - 1;
    const peakGrowth = second.peakRss / first.peakRss - 1;

    console.log(
      `\ncountries-api RSS: before ${mib(before)} MiB; run 1 peak ${mib(first.peakRss)} MiB, after ${mib(afterFirst)} MiB; ` +
        `run 2 peak ${mib(second.peakRss)} MiB, after ${mib(afterSecond)} MiB. Growth from run 1 to run 2: ` +
        `${(100 * growth).toFixed(1)} % after, ${(100 * peakGrowth).toFixed(1)} % at peak (limit ${100 * MAX_RSS_GROWTH} %)`,
    );
    const flooded = await flood(apiBase, apiPid);
    console.log(
      `\nflood: ${FLOOD} unique misses in ${flooded.seconds.toFixed(0)} s, ${flooded.errors} errors; countries-api RSS before ${mib(flooded.before)} MiB, ` +
        `peak ${mib(flooded.peak)} MiB (${((100 * flooded.peak) / (POD_LIMIT_MIB * MIB)).toFixed(0)} % of the pod's ${POD_LIMIT_MIB} MiB), after ${mib(flooded.after)} MiB ` +
        `(shedding at ${DEPLOYED_MAX_RSS_MB} MiB; NODE_OPTIONS ${API_NODE_OPTIONS}); /healthz not 200 in ${flooded.unready} of ${flooded.probes} probes`,
    );
    const errors = [...first.results, ...statics.results, ...nginxResults, ...second.results].reduce((sum, result) => sum + result.errors + result.non2xx, 0) + flooded.errors;
    const floodFailed = flooded.peak > POD_LIMIT_MIB * MAX_RSS_SHARE * MIB || flooded.unready > 0;
    if (errors > 0 || growth > MAX_RSS_GROWTH || peakGrowth > MAX_RSS_GROWTH || floodFailed) {
      console.error(`bench:load failed: ${errors} errors, RSS growth ${(100 * growth).toFixed(1)} %, flood peak ${mib(flooded.peak)} MiB (at most ${MAX_RSS_SHARE * 100} % of ${POD_LIMIT_MIB} MiB), ${flooded.unready} unready probes`);
      process.exitCode = 1;
    }
  } finally {
    await Promise.all([stop(api), stop(remote)]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
