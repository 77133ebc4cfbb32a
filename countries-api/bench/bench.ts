/**
 * `npm run bench -w countries-api`: countries-api against a bare Node `http` server answering a fixed
 * body of the same bytes, in the same run, on loopback, for the two calls the site makes, as a
 * browser makes them (`Accept-Encoding: gzip, deflate, br, zstd`: the list comes brotli-compressed,
 * the detail is too small to compress). Per call and server it prints:
 * - requests/s and p50/p99 latency at 64 and at 256 connections (medians of alternating rounds), and
 *   the ratios to the bare server, which sends the bytes and does nothing else;
 * - server CPU time per request during those runs (µs, /proc/{pid}/stat): the steadier figure to
 *   compare between runs, as throughput swings with whatever else the machine runs.
 * The load generator is wrk when installed (BENCH_TOOL=autocannon to use autocannon); with
 * `taskset`, servers run on CPU 1 and the load generator on CPU 0. The API runs as deployed (rate
 * limit set above the load, metrics listener on). BENCH_BASELINE=label=path/to/server.js[,…] adds
 * other builds of the API to the same run (before/after figures). BENCH_CONNECTIONS (a list,
 * `64,256`), BENCH_SECONDS, BENCH_ROUNDS and BENCH_WARMUP_SECONDS tune it.
 */
import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../jest/free-port';
import { BARE_SERVER, BROWSER_ACCEPT_ENCODING, cpuMicros, fetchRaw, HAS_WRK, HOST, load, type LoadResult, median, PINNED, pinLoadGenerator, startNode, stop, waitFor } from './harness';

const env = process.env;
const CONNECTIONS = (env.BENCH_CONNECTIONS ?? '64,256').split(',').map(Number);
const SECONDS = Number(env.BENCH_SECONDS ?? 5);
/** Alternating rounds per call; single runs vary by ±15 % here, so the median of each server is reported. */
const ROUNDS = Number(env.BENCH_ROUNDS ?? 5);
/** Unmeasured load on each server first: a fresh process measures the JIT compiler. */
const WARMUP_S = Number(env.BENCH_WARMUP_SECONDS ?? 3);
const TOOL = env.BENCH_TOOL === 'autocannon' || !HAS_WRK ? 'autocannon' : 'wrk';
const HEADERS = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
const CALLS = {
  list: '/v3.1/all?fields=name,population,region,capital,flags',
  detail: '/v3.1/name/nepal?fullText=true&fields=name,population,region,subregion,capital,tld,currencies,languages,borders,flags',
};


interface Server {
  label: string;
  child: ChildProcess;
  port: number;
}

/** The API builds to compare: this one, then BENCH_BASELINE's. */
function apiBuilds(): Array<{ label: string; script: string }> {
  const baselines = (env.BENCH_BASELINE ?? '').split(',').filter(Boolean).map((entry) => {
    const [label = '', path = ''] = entry.split('=');
    return { label, script: resolve(path) };
  });
  return [{ label: 'countries-api', script: join(__dirname, '..', 'dist', 'server.js') }, ...baselines];
}

async function startApi(label: string, script: string): Promise<Server> {
  const [port, metricsPort] = [await freePort(), await freePort()];
  // Limit far above the load: one load generator is one client address.
  const apiEnv = { ...env, HOST, PORT: String(port), RATE_LIMIT_MAX: String(1e9), METRICS_PORT: String(metricsPort) };
  const child = startNode([script], apiEnv);
  await waitFor(`http://${HOST}:${port}/healthz`);
  return { label, child, port };
}

/** A run of `connections` against `server`, with the server's CPU time per request in it (µs). */
async function measured(server: Server, path: string, connections: number, seconds = SECONDS): Promise<LoadResult & { cpuMicros: number }> {
  const pid = server.child.pid ?? 0;
  const before = cpuMicros(pid);
  const result = await load(`http://${HOST}:${server.port}${path}`, { connections, seconds, headers: HEADERS, tool: TOOL });
  if (result.errors > 0 || result.non2xx > 0) throw new Error(`${server.label} ${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { ...result, cpuMicros: (cpuMicros(pid) - before) / result.requests };
}

const fixed = (value: number, digits = 0) => value.toFixed(digits);
const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;

async function benchCall(name: string, path: string, apis: Server[]): Promise<void> {
  const { body, encoding } = await fetchRaw(`http://${HOST}:${apis[0]?.port}${path}`, HEADERS);
  const bodyFile = join(tmpdir(), `bench-body-${process.pid}.json`);
  writeFileSync(bodyFile, body);
  const barePort = await freePort();
  const bare: Server = { label: 'bare node:http', child: startNode(['-e', BARE_SERVER, bodyFile, encoding, String(barePort)]), port: barePort };
  try {
    await waitFor(`http://${HOST}:${barePort}/`);
    const servers = [...apis, bare];
    console.log(`\n${name}: ${path}\n  ${body.length} bytes${encoding ? `, ${encoding}` : ''}`);
    for (const connections of CONNECTIONS) {
      for (const server of servers) await measured(server, path, connections, WARMUP_S);
      const runs = new Map<Server, Array<LoadResult & { cpuMicros: number }>>(servers.map((server) => [server, []]));
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const server of servers) runs.get(server)?.push(await measured(server, path, connections));
      }
      const summary = (server: Server) => {
        const results = runs.get(server) ?? [];
        const of = (pick: (result: LoadResult & { cpuMicros: number }) => number) => median(results.map(pick));
        return { rps: of((r) => r.rps), p50: of((r) => r.p50Ms), p99: of((r) => r.p99Ms), cpu: of((r) => r.cpuMicros), rounds: results.map((r) => fixed(r.rps)).join(' ') };
      };
      const base = summary(bare);
      const width = Math.max(16, ...servers.map((server) => server.label.length));
      console.log(`  ${`${connections} conns`.padEnd(width)} ${'req/s'.padStart(7)} ${'vs bare'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'p99/bare'.padStart(8)} ${'CPU µs/req'.padStart(10)}  rounds (req/s)`);
      for (const server of servers) {
        const s = summary(server);
        console.log(
          `  ${server.label.padEnd(width)} ${fixed(s.rps).padStart(7)} ${percent(s.rps, base.rps).padStart(8)} ${fixed(s.p50, 2).padStart(7)} ${fixed(s.p99, 2).padStart(7)} ${`${fixed(s.p99 / base.p99, 2)}×`.padStart(8)} ${fixed(s.cpu, 1).padStart(10)}  ${s.rounds}`,
        );
      }
    }
  } finally {
    await stop(bare.child);
  }
}

async function main(): Promise<void> {
  pinLoadGenerator();
  const apis: Server[] = [];
  try {
    for (const { label, script } of apiBuilds()) apis.push(await startApi(label, script));
    console.log(
      `countries-api vs a bare node:http server sending the same bytes: ${TOOL}, ${CONNECTIONS.join(' and ')} connections, ` +
        `${WARMUP_S} s warm-up each, then the median of ${ROUNDS} alternating runs of ${SECONDS} s. ` +
        (PINNED ? 'Servers on CPU 1, load generator on CPU 0.' : 'Not pinned to CPUs (no taskset).'),
    );
    for (const [name, path] of Object.entries(CALLS)) await benchCall(name, path, apis);
  } finally {
    for (const api of apis) await stop(api.child);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
