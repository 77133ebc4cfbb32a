/**
 * `npm run bench -w countries-api`: countries-api against a bare Node `http` server answering a fixed
 * body of the same bytes, in the same run, on loopback, for the two calls the site makes. Prints, per
 * call:
 * - requests/s of each (median of alternating rounds under full load) and their ratio;
 * - server CPU time per request of each (µs, from /proc/{pid}/stat during a run at a fixed rate both
 *   keep up with) and their ratio. Throughput swings with whatever else the machine runs; CPU per
 *   request hardly does, so it is the figure to compare between runs.
 * Where `taskset` exists, each server runs on CPU 1 and this process (the load generator) on CPU 0.
 * Target: countries-api ≥ 70 % of the bare server. BENCH_SECONDS, BENCH_ROUNDS, BENCH_WARMUP_SECONDS,
 * BENCH_CPU_SECONDS, BENCH_CPU_ROUNDS and BENCH_CPU_RATE tune the runs.
 */
import autocannon from 'autocannon';
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import waitOn from 'wait-on';

const HOST = '127.0.0.1';
const API_PORT = 4170;
const BARE_PORT = 4171;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
/** Alternating rounds per call; single runs vary by ±15 % here, so the median of each side is reported. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = 50;
/** Seconds of unmeasured load on each server first: a fresh process measures the JIT compiler. */
const WARMUP_S = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
/** Each fixed-rate run for CPU per request: long enough for ~50 clock ticks of server CPU. */
const CPU_SECONDS = Number(process.env.BENCH_CPU_SECONDS ?? 6);
/** Alternating fixed-rate runs per call; the median of each side is reported. */
const CPU_ROUNDS = Number(process.env.BENCH_CPU_ROUNDS ?? 3);
/** Requests/s of that run: well under what either server manages, so neither saturates. */
const CPU_RATE = Number(process.env.BENCH_CPU_RATE ?? 3000);
const LIST = '/v3.1/all?fields=name,population,region,capital,flags';
const DETAIL = '/v3.1/name/nepal?fullText=true&fields=name,population,region,subregion,capital,tld,currencies,languages,borders,flags';
/** The two calls the site makes; the list also as browsers ask for it, brotli-compressed. */
const CASES: Array<{ path: string; encoding?: string }> = [{ path: LIST }, { path: LIST, encoding: 'br' }, { path: DETAIL }];

/** Answers the bytes in argv[1], with content-encoding argv[2] when given. */
const BARE_SERVER = `
const http = require('node:http');
const body = require('node:fs').readFileSync(process.argv[1]);
const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length };
if (process.argv[2]) headers['content-encoding'] = process.argv[2];
http.createServer((req, res) => {
  res.writeHead(200, headers);
  res.end(body);
}).listen(${BARE_PORT}, '${HOST}');
`;

function hasTaskset(): boolean {
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const PINNED = hasTaskset();

/** Starts `node args`, on CPU 1 when pinning (taskset execs node, so the pid is node's). */
function startServer(args: string[], env: NodeJS.ProcessEnv = process.env): ChildProcess {
  return PINNED
    ? spawn('taskset', ['-c', '1', process.execPath, ...args], { env, stdio: 'ignore' })
    : spawn(process.execPath, args, { env, stdio: 'ignore' });
}

async function load(url: string, headers: Record<string, string>, options: Partial<autocannon.Options>): Promise<autocannon.Result> {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S, ...options });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result;
}

/** CPU time (user + system, all threads) a process has used so far, in µs. */
function cpuMicros(pid: number): number {
  // Fields after the command name, which is in parentheses and may hold spaces; utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1e6) / CLOCK_TICKS;
}

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** Server CPU µs per request while it answers `CPU_RATE` requests/s for `CPU_SECONDS`. */
async function cpuPerRequest(pid: number, url: string, headers: Record<string, string>): Promise<number> {
  const before = cpuMicros(pid);
  const result = await load(url, headers, { connections: 10, overallRate: CPU_RATE, duration: CPU_SECONDS });
  return (cpuMicros(pid) - before) / result.requests.total;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The body bytes as sent on the wire (still compressed), which fetch would decode. */
function fetchRaw(url: string, headers: Record<string, string>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks)));
    }).on('error', reject);
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;

async function benchCase(api: ChildProcess, path: string, encoding: string | undefined): Promise<void> {
  const apiUrl = `http://${HOST}:${API_PORT}${path}`;
  // The same request line for both: the bare server ignores it, but receives the same bytes.
  const bareUrl = `http://${HOST}:${BARE_PORT}${path}`;
  const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
  const body = await fetchRaw(apiUrl, headers);
  const bodyFile = join(tmpdir(), `bench-body-${process.pid}.json`);
  writeFileSync(bodyFile, body);
  const bare = startServer(['-e', BARE_SERVER, bodyFile, encoding ?? '']);
  try {
    await waitOn({ resources: [`http-get://${HOST}:${BARE_PORT}/`], timeout: 10_000, interval: 100 });
    await load(apiUrl, headers, { duration: WARMUP_S });
    await load(bareUrl, headers, { duration: WARMUP_S });
    const apiRuns: number[] = [];
    const bareRuns: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      apiRuns.push((await load(apiUrl, headers, {})).requests.average);
      bareRuns.push((await load(bareUrl, headers, {})).requests.average);
    }
    const apiCpuRuns: number[] = [];
    const bareCpuRuns: number[] = [];
    for (let round = 0; round < CPU_ROUNDS; round += 1) {
      apiCpuRuns.push(await cpuPerRequest(api.pid ?? 0, apiUrl, headers));
      bareCpuRuns.push(await cpuPerRequest(bare.pid ?? 0, bareUrl, headers));
    }
    const [apiRps, bareRps, apiCpu, bareCpu] = [median(apiRuns), median(bareRuns), median(apiCpuRuns), median(bareCpuRuns)];
    const rounds = (runs: number[], digits = 0) => runs.map((run) => run.toFixed(digits)).join(' ');
    console.log(`${path}${encoding ? ` (accept-encoding: ${encoding})` : ''}, body ${body.length} bytes`);
    console.log(`  req/s     countries-api ${apiRps.toFixed(0)} | bare ${bareRps.toFixed(0)} | ratio ${percent(apiRps, bareRps)}`);
    console.log(`            rounds: countries-api ${rounds(apiRuns)} | bare ${rounds(bareRuns)}`);
    console.log(`  CPU/req   countries-api ${apiCpu.toFixed(1)} µs | bare ${bareCpu.toFixed(1)} µs | ratio (bare/api) ${percent(bareCpu, apiCpu)}`);
    console.log(`            rounds: countries-api ${rounds(apiCpuRuns, 1)} | bare ${rounds(bareCpuRuns, 1)}`);
  } finally {
    await stop(bare);
  }
}

async function main(): Promise<void> {
  // Pin the load generator, every thread of it, away from the servers' CPU.
  if (PINNED) execFileSync('taskset', ['-a', '-p', '-c', '0', String(process.pid)], { stdio: 'ignore' });
  const api = startServer([join(__dirname, '..', 'dist', 'server.js')], { ...process.env, HOST, PORT: String(API_PORT), RATE_LIMIT_MAX: String(1e9) });
  try {
    await waitOn({ resources: [`http-get://${HOST}:${API_PORT}/healthz`], timeout: 10_000, interval: 100 });
    console.log(
      `countries-api vs a bare node:http server sending the same bytes: ${CONNECTIONS} connections, ${WARMUP_S} s warm-up each, ` +
        `then the median of ${ROUNDS} alternating runs of ${DURATION_S} s; CPU per request: median of ${CPU_ROUNDS} alternating ` +
        `runs at ${CPU_RATE} req/s for ${CPU_SECONDS} s. ` +
        (PINNED ? 'Servers on CPU 1, load generator on CPU 0.\n' : 'Not pinned to CPUs (no taskset).\n'),
    );
    for (const { path, encoding } of CASES) await benchCase(api, path, encoding);
  } finally {
    await stop(api);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
