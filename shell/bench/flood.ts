/**
 * `npm run bench:flood -w shell` (part of the root `npm run bench:load`), after `npm run build`: the
 * render server under floods of pages it has not rendered, while a reader reads the site. On
 * 127.0.0.1, free ports: countries-api (trusting the render server's X-Forwarded-For, as deployed),
 * the three remotes' builds on the static server, and for each flood a render server as its image
 * runs it (the image's NODE_OPTIONS, shell/Dockerfile: V8's heap bounds; BENCH_SHELL_NODE_OPTIONS
 * replaces them), trusting 127.0.0.1's X-Forwarded-For so each flood request can come from an
 * address of its own. Before each flood a crawler reads every page of the site map (from 10
 * addresses), so the cache holds every page everyone reads, as on a server that has run a while.
 *
 * Two floods, BENCH_FLOOD_CONNECTIONS (64) connections for BENCH_FLOOD_SECONDS (30) s each
 * (autocannon), every request a new one:
 * - the mix: junk parameters on real pages (`/country?cb=<n>`), unknown paths, unknown country
 *   names (each a render and an API miss), list queries the list reads (each a render), and 2 KB
 *   Accept-Language headers; half from one address, half from a new address each (many visitors);
 * - map searches: 200 addresses in turn, each asking for the map with a search never made before
 *   (`/country?view=map&q=<n>`, the list's heaviest page), as many as each visitor's limit lets through.
 * Meanwhile the reader asks for `/`, `/about`, `/country` and `/country/Nepal` in turn, from an
 * address of its own, one at a time, reading each for BENCH_FLOOD_READER_PAUSE_MS (1500) before the
 * next, as a person does: a page the reader comes back to is not kept fresh by the reader alone.
 *
 * Prints, per flood, how many of the crawled pages the cache still held after the crawl, the flood's
 * answers by status, the reader's p50/p99 (ms) and share of cache hits, and the render server's RSS
 * (MiB) before, at its peak and after. Exits 1 when a reader's page is not
 * a 200, fewer than BENCH_FLOOD_READER_HITS (95 %) of its pages are cache hits, its p99 passes
 * BENCH_FLOOD_READER_P99_MS (250), or the peak RSS passes 60 % of the pod's memory limit
 * (deploy/k8s/base/shell.yaml, 512 MiB).
 */
import autocannon from 'autocannon';
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { freePort } from '../../jest/free-port';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type RunningSite, serveAllRemotes, startSite } from '../render-server/test-site';

const ROOT = join(__dirname, '..', '..');
const SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.BENCH_FLOOD_CONNECTIONS ?? 64);
const READER_P99_MS = Number(process.env.BENCH_FLOOD_READER_P99_MS ?? 250);
/** The pod's memory limit (deploy/k8s/base/shell.yaml), MiB, and the share of it the peak may take. */
const POD_LIMIT_MIB = 512;
const MAX_RSS_SHARE = 0.6;
/** The share of the reader's pages that must be cache hits. */
const READER_HITS = Number(process.env.BENCH_FLOOD_READER_HITS ?? 0.95);
/** How many visitors the map searches come from. */
const MAP_SEARCH_ADDRESSES = 200;
/** The V8 heap bounds of the shell's image (shell/Dockerfile's NODE_OPTIONS). */
const IMAGE_NODE_OPTIONS = /NODE_OPTIONS="([^"]*)"/.exec(readFileSync(join(ROOT, 'shell', 'Dockerfile'), 'utf8'))?.[1] ?? '';
const NODE_OPTIONS = process.env.BENCH_SHELL_NODE_OPTIONS ?? IMAGE_NODE_OPTIONS;
/** The addresses the crawler reads from: each stays within its per-visitor limit. */
const CRAWLER_ADDRESSES = 10;
const READER_PAGES = ['/', '/about', '/country', '/country/Nepal'];
const READER_PAUSE_MS = Number(process.env.BENCH_FLOOD_READER_PAUSE_MS ?? 1500);
const MIB = 1024 * 1024;

/** Resident memory of process `pid`, bytes (Linux /proc). */
function rss(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(line?.[1] ?? 0) * 1024;
}

/** Starts countries-api's build on a free port, trusting 127.0.0.1's X-Forwarded-For (the render server's). */
async function startApi(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, 'countries-api', 'dist', 'server.js')], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; !(await fetch(`${url}/healthz`).then((response) => response.ok, () => false)); attempt += 1) {
    if (attempt > 150) throw new Error('countries-api did not start: run "npm run build" first');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, child };
}

let unique = 0;
const next = () => `${process.pid}-${(unique += 1)}`;
/** A request of the flood: a path and headers never sent before. */
type FloodRequest = () => { path: string; headers: Record<string, string> };

/** The mix's next request: junk on real pages, unknown paths and countries, list queries, long Accept-Languages. */
const mix: FloodRequest = () => {
  const n = next();
  const paths = [`/country?cb=${n}`, `/no-such-page-${n}`, `/country/zz${n}`, `/country?q=${n}&region=Asia`, `/about?utm=${n}`];
  const path = paths[unique % paths.length] ?? '/';
  // Half from one address (which the per-visitor limit stops), half from a new address each.
  const address = unique % 2 === 0 ? '203.0.113.66' : `10.${(unique >> 16) & 255}.${(unique >> 8) & 255}.${unique & 255}`;
  const language = unique % 7 === 0 ? Array.from({ length: 150 }, (_, index) => `x${n}-${index}`).join(',') : 'en-US';
  return { path, headers: { 'x-forwarded-for': address, 'accept-language': language } };
};

/** The next map search: a search never made before, from the next of {@link MAP_SEARCH_ADDRESSES} visitors. */
const mapSearch: FloodRequest = () => {
  const n = next();
  const visitor = unique % MAP_SEARCH_ADDRESSES;
  return { path: `/country?view=map&q=${n}`, headers: { 'x-forwarded-for': `10.200.${visitor >> 8}.${visitor & 255}`, 'accept-language': 'en-US' } };
};

const FLOODS: { name: string; request: FloodRequest }[] = [
  { name: 'the mix of junk, unknown pages, list queries and long Accept-Languages', request: mix },
  { name: `unique map searches from ${MAP_SEARCH_ADDRESSES} addresses`, request: mapSearch },
];

/** Reads the reader's pages in turn until `until` (ms, performance clock): each latency (ms), the pages that were not a 200, and those that were not a cache hit. */
async function read(site: RunningSite, until: number): Promise<{ latencies: number[]; failures: string[]; misses: string[] }> {
  const latencies: number[] = [];
  const failures: string[] = [];
  const misses: string[] = [];
  for (let index = 0; performance.now() < until; index += 1) {
    const path = READER_PAGES[index % READER_PAGES.length] ?? '/';
    const started = performance.now();
    const response = await fetch(`${site.url}${path}`, { headers: { 'x-forwarded-for': '198.51.100.1', 'accept-encoding': 'gzip' } });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    if (response.status !== 200) failures.push(`${path}: ${response.status}`);
    if (response.headers.get('x-cache') !== 'HIT') misses.push(path);
    await new Promise((resolve) => setTimeout(resolve, READER_PAUSE_MS));
  }
  return { latencies, failures, misses };
}

/** Reads every page of the site map, a few at a time: how many there are, and how many the cache still holds once all were read. */
async function crawl(site: RunningSite): Promise<{ pages: number; held: number }> {
  const xml = await (await fetch(`${site.url}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>[a-z]+:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => (match[1] ?? '/').replaceAll('&#38;', '&'));
  const read = (path: string, index: number) => fetch(`${site.url}${path}`, { headers: { 'x-forwarded-for': `192.0.2.${index % CRAWLER_ADDRESSES}`, 'accept-encoding': 'gzip' } });
  for (let start = 0; start < paths.length; start += 4) await Promise.all(paths.slice(start, start + 4).map(async (path, offset) => (await read(path, start + offset)).arrayBuffer()));
  let held = 0;
  for (const [index, path] of paths.entries()) {
    const response = await read(path, index);
    await response.arrayBuffer();
    if (response.headers.get('x-cache') === 'HIT') held += 1;
  }
  return { pages: paths.length, held };
}

const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;

/** Runs `flood` against a render server of its own while the reader reads; prints its figures and returns what failed. */
async function run(flood: (typeof FLOODS)[number], remotes: Record<string, string>, apiUrl: string): Promise<string[]> {
  const site = await startSite(remotes, { TRUST_PROXY: '127.0.0.1', NODE_OPTIONS }, apiUrl);
  try {
    const crawled = await crawl(site);
    for (const path of READER_PAGES) await (await fetch(`${site.url}${path}`, { headers: { 'x-forwarded-for': '198.51.100.1' } })).arrayBuffer();
    const before = rss(site.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rss(site.pid))), 250);
    const until = performance.now() + SECONDS * 1000;
    const [answers, reader] = await Promise.all([
      autocannon({ url: site.url, connections: CONNECTIONS, duration: SECONDS, requests: [{ setupRequest: (request) => ({ ...request, ...flood.request() }) }] }),
      read(site, until),
    ]);
    clearInterval(sampler);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const after = rss(site.pid);
    const statuses = Object.entries((answers as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {})
      .map(([status, { count }]) => `${status}: ${count}`)
      .join(', ');
    const p99 = percentile(reader.latencies, 0.99);
    const hits = reader.latencies.length - reader.misses.length;
    const hitShare = reader.latencies.length > 0 ? hits / reader.latencies.length : 0;
    console.log(`render server flooded with ${flood.name}: ${CONNECTIONS} connections for ${SECONDS} s (NODE_OPTIONS ${NODE_OPTIONS || 'none'})`);
    console.log(`  before: a crawler read the site map's ${crawled.pages} pages; the cache held ${crawled.held} of them after`);
    console.log(`  flood: ${answers.requests.total} requests, ${Math.round(answers.requests.average)} /s, answers ${statuses}; ${answers.errors} errors, ${answers.timeouts} time-outs`);
    console.log(`  reader: ${reader.latencies.length} pages, p50 ${percentile(reader.latencies, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, ${hits} cache hits (${(hitShare * 100).toFixed(1)} %)`);
    console.log(`  RSS: ${(before / MIB).toFixed(0)} MiB before, ${(peak / MIB).toFixed(0)} MiB at peak (${((peak / MIB / POD_LIMIT_MIB) * 100).toFixed(0)} % of the pod's ${POD_LIMIT_MIB} MiB), ${(after / MIB).toFixed(0)} MiB 3 s after`);
    const failed: string[] = [];
    if (reader.failures.length > 0) failed.push(`the reader's pages were not all 200: ${reader.failures.slice(0, 5).join('; ')}`);
    if (hitShare < READER_HITS) failed.push(`${(hitShare * 100).toFixed(1)} % of the reader's pages were cache hits, under ${READER_HITS * 100} % (missed: ${[...new Set(reader.misses)].join(', ')})`);
    if (p99 > READER_P99_MS) failed.push(`the reader's p99 ${p99.toFixed(1)} ms passes ${READER_P99_MS} ms`);
    if (peak > POD_LIMIT_MIB * MAX_RSS_SHARE * MIB) failed.push(`the peak RSS passes ${MAX_RSS_SHARE * 100} % of ${POD_LIMIT_MIB} MiB`);
    return failed;
  } finally {
    await site.stop();
  }
}

async function main(): Promise<void> {
  const api = await startApi();
  const remotes = await serveAllRemotes();
  const failed: string[] = [];
  try {
    for (const flood of FLOODS) failed.push(...(await run(flood, remotes.manifests(), api.url)));
  } finally {
    await remotes.stop();
    api.child.kill('SIGTERM');
  }
  for (const failure of failed) console.error(`FAIL: ${failure}`);
  process.exit(failed.length > 0 ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
