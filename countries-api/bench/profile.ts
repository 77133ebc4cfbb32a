/**
 * `npm run bench:profile -w countries-api`: where countries-api's CPU time goes under load. Starts the
 * built server with `node --cpu-prof` (as deployed: rate limit above the load, metrics listener on),
 * loads one call at a time with wrk (BENCH_CONNECTIONS, 64 by default, for BENCH_SECONDS, 10), stops
 * it, and prints the self time of the profile grouped by package (node_modules/<name>, Node's own
 * `node:` modules, the API's dist/, V8's garbage collector and idle time) and the functions that take
 * the most. The .cpuprofile files stay in BENCH_PROFILE_DIR (a temporary folder by default) for
 * Chrome DevTools. PROFILE_SERVER=path/to/server.js profiles another build; `-- --bare` profiles the
 * bare node:http server sending the API's bytes instead, for comparison; `-- list` or `-- detail`
 * profiles one call only.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../jest/free-port';
import { BARE_SERVER, BROWSER_ACCEPT_ENCODING, fetchRaw, HOST, load, pinLoadGenerator, startNode, stop, waitFor } from './harness';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SERVER = resolve(process.env.PROFILE_SERVER ?? join(__dirname, '..', 'dist', 'server.js'));
const CALLS = {
  list: '/v3.1/all?fields=name,population,region,capital,flags',
  detail: '/v3.1/name/nepal?fullText=true&fields=name,population,region,subregion,capital,tld,currencies,languages,borders,flags',
};

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Who a frame's code belongs to: a package, Node, the API, or V8's pseudo-frames. */
function owner(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1] ?? url;
  if (url.startsWith('node:')) return 'node: (Node core)';
  if (url.includes('/dist/')) return 'countries-api';
  return url;
}

/** Self time (µs) per owner and per function of a .cpuprofile, and the total. */
function summarize(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    const delta = profile.timeDeltas[index] ?? 0;
    if (!node) return;
    const { functionName, url, lineNumber } = node.callFrame;
    const who = owner(url, functionName);
    total += delta;
    byOwner.set(who, (byOwner.get(who) ?? 0) + delta);
    const name = `${functionName || '(anonymous)'} ${who}${url ? `:${lineNumber + 1}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + delta);
  });
  return { total, byOwner, byFunction };
}

function printTop(title: string, entries: Map<string, number>, total: number, busy: number, count: number): void {
  console.log(`  ${title}`);
  const sorted = [...entries].sort((a, b) => b[1] - a[1]).slice(0, count);
  for (const [name, micros] of sorted) {
    const share = name === '(idle)' ? '' : `${((100 * micros) / busy).toFixed(1).padStart(5)} % of busy`;
    console.log(`    ${((100 * micros) / total).toFixed(1).padStart(5)} %  ${share.padEnd(14)} ${name}`);
  }
}

const HEADERS = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };

/** Starts the API, unprofiled, for the bytes the bare server is to send; returns the bare server's arguments. */
async function bareArgs(path: string, port: number): Promise<string[]> {
  const apiPort = await freePort();
  const api = startNode([SERVER], { ...process.env, HOST, PORT: String(apiPort), RATE_LIMIT_MAX: String(1e9) });
  try {
    await waitFor(`http://${HOST}:${apiPort}/healthz`);
    const { body, encoding } = await fetchRaw(`http://${HOST}:${apiPort}${path}`, HEADERS);
    const bodyFile = join(tmpdir(), `profile-body-${process.pid}.json`);
    writeFileSync(bodyFile, body);
    return ['-e', BARE_SERVER, bodyFile, encoding, String(port)];
  } finally {
    await stop(api);
  }
}

async function profileCall(name: string, path: string, bare: boolean): Promise<void> {
  const dir = process.env.BENCH_PROFILE_DIR ?? mkdtempSync(join(tmpdir(), 'countries-api-profile-'));
  const [port, metricsPort] = [await freePort(), await freePort()];
  const env = { ...process.env, HOST, PORT: String(port), RATE_LIMIT_MAX: String(1e9), METRICS_PORT: String(metricsPort) };
  const profiling = ['--cpu-prof', `--cpu-prof-dir=${dir}`, `--cpu-prof-name=${name}-${port}.cpuprofile`];
  const child = startNode([...profiling, ...(bare ? await bareArgs(path, port) : [SERVER])], env);
  try {
    const url = `http://${HOST}:${port}${path}`;
    await waitFor(bare ? url : `http://${HOST}:${port}/healthz`);
    const result = await load(url, { connections: CONNECTIONS, seconds: SECONDS, headers: HEADERS });
    console.log(`\n${bare ? 'bare node:http' : 'countries-api'}, ${name}: ${path}`);
    console.log(`  ${result.rps.toFixed(0)} req/s, p50 ${result.p50Ms.toFixed(2)} ms, p99 ${result.p99Ms.toFixed(2)} ms (${CONNECTIONS} connections, profiling)`);
  } finally {
    await stop(child);
  }
  const file = readdirSync(dir).find((entry) => entry === `${name}-${port}.cpuprofile`);
  if (!file) throw new Error(`no profile written in ${dir}`);
  const { total, byOwner, byFunction } = summarize(JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile);
  const busy = total - (byOwner.get('(idle)') ?? 0);
  console.log(`  profile ${join(dir, file)}: ${(total / 1e6).toFixed(1)} s sampled, ${((100 * busy) / total).toFixed(1)} % busy`);
  printTop('self time by owner', byOwner, total, busy, 14);
  printTop('self time by function', byFunction, total, busy, 25);
}

async function main(): Promise<void> {
  pinLoadGenerator();
  const args = process.argv.slice(2);
  const bare = args.includes('--bare');
  const only = args.filter((arg) => arg !== '--bare');
  for (const [name, path] of Object.entries(CALLS)) if (only.length === 0 || only.includes(name)) await profileCall(name, path, bare);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
