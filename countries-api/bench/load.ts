/**
 * `npm run bench:load` (root) or `npm run bench:load -w countries-api`, after `npm run build`: the
 * site's servers under a crowd. autocannon, BENCH_LOAD_SECONDS (60) per target, BENCH_LOAD_CONNECTIONS
 * (256) connections, on:
 * - countries-api's list and detail calls, as a browser asks for them (brotli accepted);
 * - mf-countries' `remoteEntry.js` and its largest content-hashed chunk, through the static server
 *   `npm start -w mf-countries` runs (packages/static-server), gzip accepted.
 * Prints requests/s, p50/p99 latency (ms) and errors (failed connections, time-outs and non-2xx
 * answers) per target, and the API's resident memory (RSS, MiB) before the load, at its peak during
 * the first run of the API targets and 3 s after it, and the same for a second run; exits 1 on any
 * error or when RSS grew by more than 10 % from the first run to the second (after or at peak).
 * The load comes from one address, and the API limits each address (600 requests a minute by
 * default): the API is started with RATE_LIMIT_MAX far above the load, so the bench measures
 * serving, not 429s (plugins/external/rate-limit.test.ts covers the limit). Every server listens on
 * 127.0.0.1 on a free port; with `taskset`, the servers run on CPU 1 and autocannon on CPU 0.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../test/free-port';
import { BROWSER_ACCEPT_ENCODING, HOST, load, type LoadResult, pinLoadGenerator, rssBytes, startNode, stop, waitFor } from './harness';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 256);
const MAX_RSS_GROWTH = 0.1;
const ROOT = join(__dirname, '..', '..');
const API_SERVER = join(ROOT, 'countries-api', 'dist', 'server.js');
const REMOTE_DIST = join(ROOT, 'mf-countries', 'dist');
const STATIC_CLI = join(ROOT, 'packages', 'static-server', 'src', 'cli.ts');
const MIB = 1024 * 1024;

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

function report(target: Target, result: LoadResult): void {
  const errors = result.errors + result.non2xx;
  console.log(
    `  ${target.name.padEnd(26)} ${result.rps.toFixed(0).padStart(7)} ${result.p50Ms.toFixed(1).padStart(7)} ${result.p99Ms.toFixed(1).padStart(7)} ${String(errors).padStart(7)}`,
  );
}

/** Loads each target in turn; returns the results and the API's peak RSS while they ran (bytes). */
async function run(label: string, targets: Target[], apiPid: number): Promise<{ results: LoadResult[]; peakRss: number }> {
  console.log(`\n${label}: ${CONNECTIONS} connections, ${SECONDS} s each\n  ${'target'.padEnd(26)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(7)}`);
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssBytes(apiPid))), 500);
  const results: LoadResult[] = [];
  try {
    for (const target of targets) {
      const result = await load(target.url, { connections: CONNECTIONS, seconds: SECONDS, headers: target.headers, tool: 'autocannon' });
      report(target, result);
      results.push(result);
    }
  } finally {
    clearInterval(sampler);
  }
  return { results, peakRss };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 3000));

async function main(): Promise<void> {
  if (!existsSync(API_SERVER) || !existsSync(join(REMOTE_DIST, 'remoteEntry.js'))) throw new Error('not built: run "npm run build" first');
  pinLoadGenerator();
  const [apiPort, staticPort] = [await freePort(), await freePort()];
  const api = startNode([API_SERVER], { ...process.env, HOST, PORT: String(apiPort), RATE_LIMIT_MAX: String(1e9), LOG_LEVEL: 'warn' });
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
    const staticTargets: Target[] = [
      { name: 'remoteEntry.js', url: `http://${HOST}:${staticPort}/remoteEntry.js`, headers: browser },
      { name: `chunk ${chunk}`, url: `http://${HOST}:${staticPort}/${chunk}`, headers: browser },
    ];

    // RSS is read at the same point of each run (3 s after its API load ends), so the two compare.
    const before = rssBytes(apiPid);
    const first = await run('run 1', apiTargets, apiPid);
    await settle();
    const afterFirst = rssBytes(apiPid);
    const statics = await run('static server (mf-countries)', staticTargets, apiPid);
    const second = await run('run 2 (API again)', apiTargets, apiPid);
    await settle();
    const afterSecond = rssBytes(apiPid);
    const growth = afterSecond / afterFirst - 1;
    const peakGrowth = second.peakRss / first.peakRss - 1;

    console.log(
      `\ncountries-api RSS: before ${mib(before)} MiB; run 1 peak ${mib(first.peakRss)} MiB, after ${mib(afterFirst)} MiB; ` +
        `run 2 peak ${mib(second.peakRss)} MiB, after ${mib(afterSecond)} MiB. Growth from run 1 to run 2: ` +
        `${(100 * growth).toFixed(1)} % after, ${(100 * peakGrowth).toFixed(1)} % at peak (limit ${100 * MAX_RSS_GROWTH} %)`,
    );
    const errors = [...first.results, ...statics.results, ...second.results].reduce((sum, result) => sum + result.errors + result.non2xx, 0);
    if (errors > 0 || growth > MAX_RSS_GROWTH || peakGrowth > MAX_RSS_GROWTH) {
      console.error(`bench:load failed: ${errors} errors, RSS growth ${(100 * growth).toFixed(1)} %`);
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
