/**
 * What the benchmarks share: child servers (pinned to a CPU where `taskset` exists), the two load
 * generators (wrk when installed, autocannon otherwise or on request), and figures read from /proc.
 */
import autocannon from 'autocannon';
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import waitOn from 'wait-on';

export const HOST = '127.0.0.1';
/** What Chromium sends: the site's calls are compared as a browser makes them. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

function commandWorks(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * The bare server the API is compared with (`node -e BARE_SERVER file encoding port`): `node:http`
 * answering every request with the bytes of `file`, with Content-Encoding `encoding` when not empty.
 */
export const BARE_SERVER = `
const http = require('node:http');
const body = require('node:fs').readFileSync(process.argv[1]);
const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length };
if (process.argv[2]) headers['content-encoding'] = process.argv[2];
http.createServer((req, res) => {
  res.writeHead(200, headers);
  res.end(body);
}).listen(Number(process.argv[3]), '${HOST}');
// An orderly exit on SIGTERM, so that node --cpu-prof writes its profile.
process.on('SIGTERM', () => process.exit(0));
`;

/** Whether servers and load generator run on CPUs of their own (taskset). */
export const PINNED = commandWorks('taskset', ['-p', String(process.pid)]);
/** Whether wrk is installed (`wrk -v` exits 1 even when it works, so look for it on the PATH). */
export const HAS_WRK = commandWorks('sh', ['-c', 'command -v wrk']);
/** CPU of the servers and CPU of the load generator, when pinned. */
export const SERVER_CPU = 1;
const LOAD_CPU = 0;

/** Pins this process, every thread of it (autocannon runs here), to the load generator's CPU. */
export function pinLoadGenerator(): void {
  if (PINNED) execFileSync('taskset', ['-a', '-p', '-c', String(LOAD_CPU), String(process.pid)], { stdio: 'ignore' });
}

/** Starts `node args` with `env`, on the servers' CPU when pinning (taskset execs node, so the pid is node's). */
export function startNode(args: string[], env: NodeJS.ProcessEnv = process.env): ChildProcess {
  return PINNED
    ? spawn('taskset', ['-c', String(SERVER_CPU), process.execPath, ...args], { env, stdio: 'ignore' })
    : spawn(process.execPath, args, { env, stdio: 'ignore' });
}

/** Resolves once `url` answers 2xx. @throws Error after `timeoutMs`. */
export function waitFor(url: string, timeoutMs = 15_000): Promise<void> {
  return waitOn({ resources: [url.replace(/^http:/, 'http-get:')], timeout: timeoutMs, interval: 100 });
}

/** Sends SIGTERM and resolves when the process has exited. */
export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** One load run: requests/s, latency percentiles (ms), and failures (connection errors and time-outs; non-2xx answers). */
export interface LoadResult {
  rps: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  tool?: 'wrk' | 'autocannon';
  /** autocannon only: a fixed total rate, requests/s. */
  rate?: number;
}

/** wrk's `done` hook, printing the summary as one JSON line. */
const WRK_SCRIPT = `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK_JSON {"requests":%d,"duration_us":%d,"errors":%d,"non2xx":%d,"p50_us":%d,"p99_us":%d}\\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.timeout, e.status,
    latency:percentile(50), latency:percentile(99)))
end
`;

function loadWithWrk(url: string, options: LoadOptions): LoadResult {
  const script = join(tmpdir(), `worldatlas-bench-${process.pid}.lua`);
  writeFileSync(script, WRK_SCRIPT);
  const headers = Object.entries(options.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const args = ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '--timeout', '10s', '-s', script, ...headers, url];
  const command = PINNED ? 'taskset' : 'wrk';
  const output = execFileSync(command, PINNED ? ['-c', String(LOAD_CPU), 'wrk', ...args] : args, { encoding: 'utf8' });
  const json = output.split('\n').find((line) => line.startsWith('WRK_JSON '));
  if (!json) throw new Error(`wrk printed no summary:\n${output}`);
  const summary = JSON.parse(json.slice('WRK_JSON '.length)) as Record<string, number>;
  const requests = summary.requests ?? 0;
  return {
    rps: requests / ((summary.duration_us ?? 1) / 1e6),
    requests,
    p50Ms: (summary.p50_us ?? 0) / 1000,
    p99Ms: (summary.p99_us ?? 0) / 1000,
    errors: summary.errors ?? 0,
    non2xx: summary.non2xx ?? 0,
  };
}

async function loadWithAutocannon(url: string, options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url,
    headers: options.headers,
    connections: options.connections,
    duration: options.seconds,
    ...(options.rate && { overallRate: options.rate }),
  });
  return {
    rps: result.requests.average,
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Loads `url` for `options.seconds` with `options.connections` connections; wrk by default when installed. */
export async function load(url: string, options: LoadOptions): Promise<LoadResult> {
  const tool = options.tool ?? (HAS_WRK && !options.rate ? 'wrk' : 'autocannon');
  return tool === 'wrk' ? loadWithWrk(url, options) : loadWithAutocannon(url, options);
}

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU time (user + system, all threads) process `pid` has used so far, µs. */
export function cpuMicros(pid: number): number {
  // Fields after the command name (in parentheses, may hold spaces); utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
}

/** Resident set size of process `pid`, bytes (VmRSS in /proc/{pid}/status). */
export function rssBytes(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? 0) * 1024;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The body bytes as sent on the wire (still compressed) and their Content-Encoding ('' for none). */
export function fetchRaw(url: string, headers: Record<string, string>): Promise<{ body: Buffer; encoding: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ body: Buffer.concat(chunks), encoding: String(response.headers['content-encoding'] ?? '') }));
    }).on('error', reject);
  });
}
