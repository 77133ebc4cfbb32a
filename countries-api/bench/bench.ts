/**
 * `npm run bench -w countries-api`: requests/s of countries-api against a bare Node `http` server
 * answering a fixed body of the same bytes, in the same run, on loopback. Each server runs in its
 * own process; autocannon drives it from this one: a warm-up run each, then measured runs alternating
 * between the two. Prints the median requests/s of each and their ratio. BENCH_SECONDS,
 * BENCH_ROUNDS and BENCH_WARMUP_SECONDS tune the runs.
 * Target: countries-api ≥ 70 % of the bare server.
 */
import autocannon from 'autocannon';
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const HOST = '127.0.0.1';
const API_PORT = 4170;
const BARE_PORT = 4171;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
/** Alternating rounds per case; the median of each side is reported, as single runs vary by ±15 % here. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;
/** Seconds of unmeasured load on each server before its measured rounds. */
const WARMUP_S = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
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

async function waitUntilUp(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

async function measure(url: string, headers: Record<string, string>, duration = DURATION_S): Promise<number> {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
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
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function main(): Promise<void> {
  const api = spawn(process.execPath, [join(__dirname, '..', 'dist', 'server.js')], {
    env: { ...process.env, HOST, PORT: String(API_PORT) },
    stdio: 'ignore',
  });
  try {
    await waitUntilUp(`http://${HOST}:${API_PORT}/healthz`);
    console.log(
      `countries-api vs a bare node:http server sending the same bytes: ${CONNECTIONS} connections, ` +
        `${WARMUP_S} s warm-up each, then the median of ${ROUNDS} alternating runs of ${DURATION_S} s each\n`,
    );
    for (const { path, encoding } of CASES) {
      const apiUrl = `http://${HOST}:${API_PORT}${path}`;
      // The same request line for both: the bare server ignores it, but receives the same bytes.
      const bareUrl = `http://${HOST}:${BARE_PORT}${path}`;
      const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
      const body = await fetchRaw(apiUrl, headers);
      const bodyFile = join(tmpdir(), `bench-body-${process.pid}.json`);
      writeFileSync(bodyFile, body);
      const bare = spawn(process.execPath, ['-e', BARE_SERVER, bodyFile, encoding ?? ''], { stdio: 'ignore' });
      try {
        await waitUntilUp(`http://${HOST}:${BARE_PORT}/`);
        // Unmeasured warm-up: the first seconds of a fresh process measure the JIT compiler, not the server.
        await measure(apiUrl, headers, WARMUP_S);
        await measure(bareUrl, headers, WARMUP_S);
        const apiRuns: number[] = [];
        const bareRuns: number[] = [];
        for (let round = 0; round < ROUNDS; round += 1) {
          apiRuns.push(await measure(apiUrl, headers));
          bareRuns.push(await measure(bareUrl, headers));
        }
        const [apiRps, bareRps] = [median(apiRuns), median(bareRuns)];
        console.log(`${path}${encoding ? ` (accept-encoding: ${encoding})` : ''}`);
        console.log(`  body ${body.length} bytes | countries-api ${apiRps.toFixed(0)} req/s | bare ${bareRps.toFixed(0)} req/s | ratio ${((100 * apiRps) / bareRps).toFixed(1)} %`);
      } finally {
        await stop(bare);
      }
    }
  } finally {
    await stop(api);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
