/**
 * `npm run bench:web`: the production build against the same pages as plain static HTML, and
 * optionally against another checkout of the site, in one run, in the same headless Chromium, on
 * loopback. Rows:
 * - `site`: this checkout's whole stack (countries-api, the remotes, the shell's render server),
 *   the servers `npm run serve` runs, started by its `e2e/webserver/site.ts` on free ports
 *   (site-stack.ts);
 * - `static`: the site's own pages saved as plain HTML without JavaScript (static-baseline.ts),
 *   served by the static server on a free port: the physical limit;
 * - `before`, with BENCH_BEFORE=path/to/checkout: that checkout's whole stack, started the same way
 *   by its own `e2e/webserver/site.ts` (build it there first), for before/after figures.
 *
 * Per route and row, medians of BENCH_RUNS (5) interleaved cold loads in fresh browser contexts:
 * ready (the route's content in a frame), first frame, FCP, LCP, CLS, TBT, the time in long tasks
 * after FCP, long tasks, JavaScript on the wire (gzip bytes of script responses), and the ratios to
 * the static page. On a page whose islands wait for the visitor (the compare page's picker), also the
 * JavaScript on the wire once the visitor has used them and they have started. On a desktop window, then on a phone (390×844, 4× CPU; BENCH_PHONE=0 leaves it
 * out). For the list: a search keystroke until the first frame with the new card count, and INP.
 * A click on a link until the next page is painted (clickToPaint in page-metrics.ts), on four
 * journeys, in tabs of a Chromium Playwright does not drive, where Speculation Rules prerender as
 * they do for visitors (cdp-tab.ts). The render server's CPU per page and its pages/s next to nginx (server-bench.ts;
 * BENCH_SERVER=0 leaves it out), Lighthouse performance with the mobile and desktop presets of
 * every route of `site` and `before` (BENCH_LIGHTHOUSE=0 leaves it out), and what each package and
 * app costs on each route (gzip, from the source maps; BENCH_BUNDLES=0 leaves it out). Last, the
 * targets, each `met` or `MISSED` with its figure (and the before checkout's beside it).
 * BENCH_SAMPLES=path/to/file.json also writes every load's and click's figures there, by row, to see
 * the spread behind the medians.
 */
import { type Browser, chromium, type Page } from '@playwright/test';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildStaticServer } from '../../packages/static-server/src/index';
import { FAILED_ATTRIBUTE, HYDRATED_ATTRIBUTE, ISLAND_ATTRIBUTE, PENDING_ISLANDS_SELECTOR } from '../../packages/islands/src/attributes';
import { REMOTES } from '../../scripts/remotes';
import { type Tab, TabBrowser } from '../cdp-tab';
import { CHROMIUM_LAUNCH_OPTIONS } from '../chromium';
import { bundleBreakdown } from './bundle-report';
import { type LighthousePreset, type LighthouseResult, lighthouseScores } from './lighthouse';
import { type ClickFigure, clickToPaint, IN_PAGE_SCRIPT, keystrokeToFrame, type LinkToClick, type LoadMetrics, observeLoad, type ReadyCondition, readInp, readLoad, waitReady } from './page-metrics';
import { BENCH_CONTEXT_OPTIONS, openBenchPage, PHONE_CONTEXT_OPTIONS, PHONE_CPU_SLOWDOWN } from './running-site';
import { serverFigures } from './server-bench';
import { type RunningStack, startStack } from './site-stack';
import { saveStaticCopies } from './static-baseline';

const ROOT = join(__dirname, '..', '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BEFORE = process.env.BENCH_BEFORE ? resolve(process.env.BENCH_BEFORE) : undefined;
const PHONE = process.env.BENCH_PHONE !== '0';
const CARD = 'article';
/** Progress, on standard error, so the figures on standard output stay a clean report. */
const log = (text: string) => process.stderr.write(`bench: ${text}\n`);

/** A route: its path on the site and on the baseline, and when it counts as ready. */
interface Route {
  label: string;
  path: string;
  staticPath: string;
  ready: ReadyCondition;
  /** A page the `before` checkout may not have: that row skips it (its figures show as NaN). */
  newPage?: boolean;
  /** What a visitor does to start the islands that wait for them: the script that costs is measured too. */
  use?: (page: Page) => Promise<void>;
}

/** Whether `row` measures `route`: every row but `before` for a new page. */
const measures = (row: { name: string }, route: Route) => !(row.name === 'before' && route.newPage);

const ROUTES: readonly Route[] = [
  { label: '/', path: '/', staticPath: '/home.html', ready: { heading: 'Explore the World, One Country at a Time.' } },
  { label: '/about', path: '/about', staticPath: '/about.html', ready: { heading: 'Interesting Facts', count: { selector: 'h2', count: 8 } } },
  { label: '/country', path: '/country', staticPath: '/country.html', ready: { heading: 'Countries of the world', count: { selector: CARD, count: 250 } } },
  { label: '/country/Nepal', path: '/country/Nepal', staticPath: '/country-nepal.html', ready: { heading: 'Nepal', term: 'Population' } },
  // Every country a link on the map (with an href: a muted country is an `<a>` without one).
  { label: '/country?view=map', path: '/country?view=map', staticPath: '/country-map.html', ready: { heading: 'Countries of the world', count: { selector: 'svg[role="group"] a[href]', count: 250 } } },
  { label: '/contact', path: '/contact', staticPath: '/contact.html', ready: { heading: 'Contact Us' } },
  {
    label: '/compare',
    path: '/compare?countries=NPL,CHE',
    staticPath: '/compare.html',
    ready: { heading: 'Nepal vs Switzerland' },
    newPage: true,
    use: (page) => page.getByRole('combobox', { name: 'Country to add' }).focus(),
  },
];
const routeOf = (label: string): Route => ROUTES.find((route) => route.label === label) as Route;

/** A click on a link: the page it starts on, the link, and the next page's level-1 heading. */
interface Journey {
  label: string;
  from: Route;
  link: LinkToClick;
  heading: string;
}

const JOURNEYS: readonly Journey[] = [
  { label: '/ → /country (Start Exploring)', from: routeOf('/'), link: { selector: 'a', text: 'Start Exploring' }, heading: 'Countries of the world' },
  { label: '/about → /contact (footer)', from: routeOf('/about'), link: { selector: 'footer a[href="/contact"]' }, heading: 'Contact Us' },
  { label: '/country → Afghanistan (Read More)', from: routeOf('/country'), link: { selector: 'a[href="/country/Afghanistan"]', text: 'Read More' }, heading: 'Afghanistan' },
  { label: 'Nepal → /country (Go Back)', from: routeOf('/country/Nepal'), link: { selector: 'a', text: 'Go Back' }, heading: 'Countries of the world' },
];
/** How long the pointer rests on a link before the click (desktop), and a tap's touch (phone), ms. */
const HOVER_MS = 300;
const TAP_MS = 100;

/** How a load is made: a desktop window, or a phone's size with its CPU slowed down. */
type Device = 'desktop' | 'phone';
const DEVICES: readonly Device[] = PHONE ? ['desktop', 'phone'] : ['desktop'];

interface Sample extends LoadMetrics {
  jsKb: number;
  /** JavaScript on the wire once the visitor has used the islands that wait for them (Route.use). */
  usedJsKb?: number;
  scripts: string[];
  keystroke?: number;
  inp?: number;
}

/** A fresh context for `device`, with in-page.js in its page and a CDP session (the phone's CPU slowed down). */
async function openPage(browser: Browser, device: Device, ready?: ReadyCondition) {
  const opened = await openBenchPage(browser, device === 'phone');
  await observeLoad(opened.page, ready);
  return opened;
}

/** Opens `url` and waits until it is ready, its network idle, and half a second more (hydration, late tasks). */
async function settle(page: Page, url: string, ready: ReadyCondition): Promise<void> {
  await page.goto(url, { waitUntil: 'commit' });
  await waitReady(page, ready);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

/** Islands that have neither started nor failed, those waiting for the visitor included. */
const NOT_STARTED_SELECTOR = `[${ISLAND_ATTRIBUTE}]:not([${HYDRATED_ATTRIBUTE}]):not([${FAILED_ATTRIBUTE}])`;

/** Does what a visitor does in `use`, then waits until every island of the page has started (or failed) and half a second more. */
async function startWaitingIslands(page: Page, use: NonNullable<Route['use']>): Promise<void> {
  await use(page);
  await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 0, NOT_STARTED_SELECTOR, { timeout: 30_000 });
  await page.waitForTimeout(500);
}

/**
 * One cold load of `url` in a fresh context: the page's figures and the scripts it received; with
 * `use`, then what the page's waiting islands cost once used.
 */
async function load(browser: Browser, url: string, ready: ReadyCondition, search: boolean, device: Device, use?: Route['use']): Promise<Sample> {
  const { context, page, cdp } = await openPage(browser, device, ready);
  await cdp.send('Network.enable');
  // A script's bytes on the wire: all bytes received for it less its headers' (the response's count when it began).
  const scripts = new Map<string, { url: string; headerBytes: number }>();
  let jsBytes = 0;
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.set(event.requestId, { url: event.response.url, headerBytes: event.response.encodedDataLength });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const script = scripts.get(event.requestId);
    if (script) jsBytes += Math.max(0, event.encodedDataLength - script.headerBytes);
  });
  try {
    await settle(page, url, ready);
    const sample: Sample = { ...(await readLoad(page)), jsKb: jsBytes / 1024, scripts: [...scripts.values()].map((script) => script.url) };
    if (search) Object.assign(sample, await searchFigures(page));
    if (use) {
      await startWaitingIslands(page, use);
      sample.usedJsKb = jsBytes / 1024;
      sample.scripts = [...scripts.values()].map((script) => script.url);
    }
    return sample;
  } finally {
    await context.close();
  }
}

/** Focuses the search box, types "n" then "e", and returns the slower keystroke-to-frame time and INP. */
async function searchFigures(page: Page): Promise<{ keystroke: number; inp: number }> {
  await page.getByPlaceholder('search').focus();
  const first = await keystrokeToFrame(page, 'n', CARD);
  const second = await keystrokeToFrame(page, 'e', CARD);
  await page.waitForTimeout(300);
  return { keystroke: Math.max(first, second), inp: await readInp(page) };
}

/**
 * One journey from a cold load of its first page in a fresh tab of `browser` (a fresh browser
 * context): the page ready, its islands started and a second more, then the click until the next
 * page is painted. A tab, not a Playwright page, so that Speculation Rules prerender as they do
 * for visitors (cdp-tab.ts).
 */
async function journey(browser: TabBrowser, url: string, trip: Journey, device: Device): Promise<ClickFigure> {
  const viewport = (device === 'phone' ? PHONE_CONTEXT_OPTIONS : BENCH_CONTEXT_OPTIONS).viewport as { width: number; height: number };
  const tab: Tab = await browser.newTab({ viewport, mobile: device === 'phone', cpuSlowdown: device === 'phone' ? PHONE_CPU_SLOWDOWN : undefined, initScripts: [IN_PAGE_SCRIPT] });
  try {
    await tab.goto(url);
    await tab.evaluate(`window.__benchReady(${JSON.stringify(trip.from.ready)})`);
    await tab.waitFor(`document.querySelectorAll('${PENDING_ISLANDS_SELECTOR}').length === 0`, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return await clickToPaint(tab, trip.link, trip.heading, device === 'desktop' ? { mouse: { hoverMs: HOVER_MS } } : { touch: { holdMs: TAP_MS } });
  } finally {
    await tab.close();
  }
}

/** `measure`, once more when it throws (a page that did not get ready on a busy machine); the second failure is thrown. */
async function twice<T>(what: string, measure: () => Promise<T>): Promise<T> {
  try {
    return await measure();
  } catch (error) {
    log(`${what} failed, once more: ${String(error).split('\n')[0]}`);
    return measure();
  }
}

const median = (values: readonly number[]) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const fixed = (value: number, digits = 0) => (Number.isNaN(value) ? '–' : value.toFixed(digits));
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

type Medians = Record<'ready' | 'firstFrame' | 'fcp' | 'lcp' | 'cls' | 'tbt' | 'longTaskMs' | 'longTasks' | 'longestTask' | 'jsKb' | 'usedJsKb' | 'keystroke' | 'inp', number>;
const MEDIAN_KEYS: ReadonlyArray<keyof Medians> = ['ready', 'firstFrame', 'fcp', 'lcp', 'cls', 'tbt', 'longTaskMs', 'longTasks', 'longestTask', 'jsKb', 'usedJsKb', 'keystroke', 'inp'];

function mediansOf(samples: readonly Sample[]): Medians {
  return Object.fromEntries(MEDIAN_KEYS.map((key) => [key, median(samples.map((sample) => sample[key] ?? NaN))])) as Medians;
}

const TABLE_HEADING = `${'route / row'.padEnd(24)}  ready  frame    FCP    LCP    CLS    TBT  long ms  long/max   JS kB`;
const tableLine = (label: string, m: Medians) =>
  [
    `  ${label}`.padEnd(24),
    fixed(m.ready).padStart(6),
    fixed(m.firstFrame).padStart(6),
    fixed(m.fcp).padStart(6),
    fixed(m.lcp).padStart(6),
    fixed(m.cls, 3).padStart(6),
    fixed(m.tbt).padStart(6),
    fixed(m.longTaskMs).padStart(8),
    `${fixed(m.longTasks)}/${fixed(m.longestTask)}`.padStart(9),
    fixed(m.jsKb, 1).padStart(7),
  ].join(' ');
const ratioLine = (label: string, m: Medians, base: Medians) =>
  `${`  ${label}`.padEnd(24)} ${fixed(m.ready / base.ready, 2).padStart(5)}×        ${fixed(m.fcp / base.fcp, 2).padStart(5)}× ${fixed(m.lcp / base.lcp, 2).padStart(5)}×`;

/** The most common way the clicks' pages came, with its share when they differ. */
function servedOf(figures: readonly ClickFigure[]): string {
  const counts = new Map<string, number>();
  for (const { served } of figures) counts.set(served, (counts.get(served) ?? 0) + 1);
  const [top, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['–', 0];
  return count === figures.length ? top : `${top} ${count}/${figures.length}`;
}

/** Serves the static copies in `dir` on a free port, with the site's runtime configuration (its CSP allows the API's images). */
async function serveStatic(dir: string, runtimeConfig: RunningStack['runtimeConfig']) {
  const server = await buildStaticServer({ root: dir, runtimeConfig });
  await server.listen({ host: '127.0.0.1', port: 0 });
  return { server, url: `http://127.0.0.1:${(server.server.address() as AddressInfo).port}` };
}

/** A checkout's stack needs its builds: the message when they are missing. */
function checkBuilt(root: string, name: string): void {
  // The remotes this checkout has: an older one may lack a newer remote (its pages are then skipped in its row).
  const remotes = REMOTES.filter(({ folder }) => existsSync(join(root, folder)));
  const builds = ['countries-api/dist/server.js', 'shell/dist/server/main.js', ...remotes.map(({ folder }) => `${folder}/dist/mf-manifest.json`)];
  const missing = builds.filter((file) => !existsSync(join(root, file)));
  if (missing.length) throw new Error(`${name}: ${root} is not built (no ${missing.join(', ')}): run npm install and npm run build there first`);
}

/**
 * Asks every route of `stack` as a browser asks a page.
 * @throws Error naming the routes that do not answer 200, with the start of each page's text.
 */
async function checkRoutes(stack: RunningStack, name: string): Promise<void> {
  const failures: string[] = [];
  for (const route of ROUTES.filter((candidate) => measures({ name }, candidate))) {
    const response = await fetch(`${stack.url}${route.path}`, { headers: { accept: 'text/html' } });
    const text = await response.text();
    if (response.status === 200) continue;
    const main = /<main[^]*?<\/main>/.exec(text)?.[0] ?? text;
    failures.push(`${route.path} answered ${response.status}: ${main.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 200)}`);
  }
  if (failures.length) throw new Error(`${name}: ${failures.join('; ')}`);
}

const cleanups: Array<() => Promise<unknown>> = [];
async function cleanUp(): Promise<void> {
  for (const clean of cleanups.splice(0).reverse()) await clean().catch((error: unknown) => log(`clean-up: ${String(error)}`));
}
// Ctrl-C reaches this process, not the stacks (groups of their own): stop them on the way out.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cleanUp().finally(() => process.exit(130)));

async function main(): Promise<void> {
  checkBuilt(ROOT, 'site');
  if (BEFORE) checkBuilt(BEFORE, 'BENCH_BEFORE');
  log('starting the site' + (BEFORE ? ' and the before checkout' : ''));
  // Both at once; whichever started is stopped at the end, even when the other did not start.
  const started = await Promise.allSettled([startStack(ROOT, 'site'), BEFORE ? startStack(BEFORE, 'before') : undefined]);
  for (const result of started) if (result.status === 'fulfilled' && result.value) cleanups.push(result.value.stop);
  const [site, before] = started.map((result) => {
    if (result.status === 'rejected') throw result.reason;
    return result.value;
  }) as [RunningStack, RunningStack | undefined];
  await checkRoutes(site, 'site');
  if (before) await checkRoutes(before, 'before');
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  cleanups.push(() => browser.close());
  // The clicks' browser: one Playwright does not drive, so Speculation Rules prerender (cdp-tab.ts).
  const tabs = await TabBrowser.launch();
  cleanups.push(() => tabs.close());
  log('saving the static copies');
  const baselineDir = await saveStaticCopies(browser, site.url, ROUTES);
  cleanups.push(async () => rmSync(baselineDir, { recursive: true, force: true }));
  const baseline = await serveStatic(baselineDir, site.runtimeConfig);
  cleanups.push(() => baseline.server.close());

  /** The rows each route is loaded in. */
  const rows = [
    { name: 'site', url: (route: Route) => `${site.url}${route.path}` },
    { name: 'static', url: (route: Route) => `${baseline.url}${route.staticPath}` },
    ...(before ? [{ name: 'before', url: (route: Route) => `${before.url}${route.path}` }] : []),
  ];
  /** The rows with links to follow and a list to search (the static copy has no code and links to the site). */
  const liveRows = rows.filter(({ name }) => name !== 'static');
  const samples = new Map<string, Sample[]>();
  const clicks = new Map<string, ClickFigure[]>();
  const add = <T>(map: Map<string, T[]>, key: string, value: T) => map.set(key, [...(map.get(key) ?? []), value]);

  // Interleaved: each run loads every route in every row, so all rows share the machine's moods.
  for (const device of DEVICES) {
    for (let run = 0; run < RUNS; run += 1) {
      for (const route of ROUTES) {
        for (const row of rows.filter((candidate) => measures(candidate, route))) {
          const key = `${device} ${row.name} ${route.label}`;
          const use = row.name === 'static' ? undefined : route.use;
          add(samples, key, await twice(key, () => load(browser, row.url(route), route.ready, route.label === '/country' && row.name !== 'static', device, use)));
        }
        log(`${device} run ${run + 1}/${RUNS}: ${route.label}`);
      }
    }
    for (let run = 0; run < RUNS; run += 1) {
      for (const trip of JOURNEYS) {
        for (const row of liveRows) {
          const key = `${device} ${row.name} ${trip.label}`;
          add(clicks, key, await twice(key, () => journey(tabs, row.url(trip.from), trip, device)));
        }
        log(`${device} click run ${run + 1}/${RUNS}: ${trip.label}`);
      }
    }
  }
  if (process.env.BENCH_SAMPLES) writeFileSync(process.env.BENCH_SAMPLES, JSON.stringify({ loads: Object.fromEntries(samples), clicks: Object.fromEntries(clicks) }, null, 1));
  const medians = (device: Device, row: string, route: string) => mediansOf(samples.get(`${device} ${row} ${route}`) ?? []);
  const clickMs = (device: Device, row: string, trip: string) => median((clicks.get(`${device} ${row} ${trip}`) ?? []).map(({ ms }) => ms));

  console.log(`WorldAtlas web benchmark: production builds on loopback, headless Chromium, median of ${RUNS} interleaved cold loads`);
  console.log(`site: this checkout (${ROOT}); static: its pages saved as plain HTML${before ? `; before: ${BEFORE}` : ''}`);
  for (const device of DEVICES) {
    const viewport = (device === 'phone' ? PHONE_CONTEXT_OPTIONS : BENCH_CONTEXT_OPTIONS).viewport;
    console.log(`\n${device === 'phone' ? `Phone: ${viewport?.width}×${viewport?.height}, ${PHONE_CPU_SLOWDOWN}× CPU throttling` : `Desktop: ${viewport?.width}×${viewport?.height}`} (ms; TBT and long ms: long tasks after FCP)`);
    console.log(TABLE_HEADING);
    for (const route of ROUTES) {
      console.log(route.label);
      for (const row of rows) console.log(tableLine(row.name, medians(device, row.name, route.label)));
      const base = medians(device, 'static', route.label);
      for (const row of liveRows) console.log(ratioLine(`${row.name} ÷ static`, medians(device, row.name, route.label), base));
    }
  }

  console.log('\n/country search: keystroke → first frame with the new card count, ms (INP, ms)');
  for (const row of liveRows) {
    console.log(`  ${row.name.padEnd(8)} ${DEVICES.map((device) => `${device} ${fixed(medians(device, row.name, '/country').keystroke)} (INP ${fixed(medians(device, row.name, '/country').inp)})`).join('   ')}`);
  }

  console.log(`\nClick on a link → next page painted, ms (median; how the page came). Desktop: the pointer rests on the link ${HOVER_MS} ms, then clicks; phone: a ${TAP_MS} ms tap`);
  const columns = DEVICES.flatMap((device) => liveRows.map((row) => ({ device, row: row.name })));
  console.log(`${'journey'.padEnd(38)}${columns.map(({ device, row }) => `${device} ${row}`.padEnd(24)).join('')}`);
  for (const trip of JOURNEYS) {
    const cells = columns.map(({ device, row }) => `${fixed(clickMs(device, row, trip.label))} ${servedOf(clicks.get(`${device} ${row} ${trip.label}`) ?? [])}`.padEnd(24));
    console.log(`${trip.label.padEnd(38)}${cells.join('')}`);
  }
  const allClicks = (device: Device, row: string) => median(JOURNEYS.flatMap((trip) => (clicks.get(`${device} ${row} ${trip.label}`) ?? []).map(({ ms }) => ms)));
  console.log(`${'every click'.padEnd(38)}${columns.map(({ device, row }) => fixed(allClicks(device, row)).padEnd(24)).join('')}`);

  if (process.env.BENCH_SERVER !== '0') {
    log('render server');
    const runtimeConfigDir = mkdtempSync(join(tmpdir(), 'worldatlas-bench-config-'));
    cleanups.push(async () => rmSync(runtimeConfigDir, { recursive: true, force: true }));
    const runtimeConfigFile = join(runtimeConfigDir, 'runtime-config.json');
    writeFileSync(runtimeConfigFile, JSON.stringify(site.runtimeConfig));
    const server = await serverFigures({ root: ROOT, runtimeConfigFile, staticDir: baselineDir, staticPath: '/country.html', pagePath: '/country', otherPath: '/country/Nepal', renders: 20, seconds: 10 });
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

  const lighthouse = new Map<string, LighthouseResult>();
  const LIGHTHOUSE_PRESETS: readonly LighthousePreset[] = ['mobile', 'desktop'];
  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    console.log('\nLighthouse 12 performance (simulated throttling; mobile: its default preset, slow 4G and 4× CPU; desktop: its desktop preset)');
    for (const row of liveRows) {
      log(`Lighthouse, ${row.name}`);
      const results = await lighthouseScores(
        ROUTES.filter((route) => measures(row, route)).map((route) => row.url(route)),
        LIGHTHOUSE_PRESETS,
      );
      for (const result of results) {
        const route = ROUTES.find((candidate) => row.url(candidate) === result.url) as Route;
        lighthouse.set(`${row.name} ${result.preset} ${route.label}`, result);
        const { fcp, lcp, tbt, cls, si, tti } = result.metrics;
        console.log(
          `  ${route.label.padEnd(18)} ${row.name.padEnd(7)} ${result.preset.padEnd(8)} ${String(result.score).padStart(3)}   FCP ${fixed(fcp)} ms, LCP ${fixed(lcp)} ms, TBT ${fixed(tbt)} ms, CLS ${fixed(cls, 3)}, SI ${fixed(si)} ms, TTI ${fixed(tti)} ms`,
        );
      }
    }
  }

  if (process.env.BENCH_BUNDLES !== '0') {
    console.log('\nJavaScript per route, gzip kB by package and by app (source maps; sizes of parts gzipped alone run a little high):');
    const scriptsOf = (row: string, route: Route) => [...new Set((samples.get(`desktop ${row} ${route.label}`) ?? []).flatMap((sample) => sample.scripts))];
    for (const route of ROUTES) {
      const { groups, apps } = await bundleBreakdown(ROOT, scriptsOf('site', route), site.appByPort);
      const byApp = (map: Map<string, number>) => [...map].map(([app, kb]) => `${app} ${kb.toFixed(1)}`).join(', ') || 'none';
      console.log(`  ${route.label}: ${byApp(apps)}`);
      for (const [group, kb] of [...groups].sort((a, b) => b[1] - a[1])) console.log(`      ${group.padEnd(40)} ${kb.toFixed(1).padStart(6)}`);
      if (before && BEFORE && !route.newPage) console.log(`      before, by app: ${byApp((await bundleBreakdown(BEFORE, scriptsOf('before', route), before.appByPort)).apps)}`);
    }
  }

  // The targets: each with the site's figure and, when measured, the before checkout's.
  const targets: string[] = [];
  const beside = (figure: (row: string) => string) => (before ? `   [before ${figure('before')}]` : '');
  const target = (what: string, value: (row: string) => number, unit: string, limit: string, met: (value: number) => boolean, digits = 0) =>
    targets.push(`${what}: ${fixed(value('site'), digits)}${unit} (${limit}) ${verdict(met(value('site')))}${beside((row) => `${fixed(value(row), digits)}${unit}`)}`);
  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    for (const route of ROUTES) {
      const least = route.label === '/compare' ? 98 : 95;
      target(`Lighthouse mobile ${route.label}`, (row) => lighthouse.get(`${row} mobile ${route.label}`)?.score ?? NaN, '', `≥ ${least}`, (score) => score >= least);
    }
  } else targets.push('Lighthouse mobile: not measured (BENCH_LIGHTHOUSE=0)');
  if (PHONE) {
    for (const [label, limit] of [['/', 50], ['/about', 50], ['/contact', 50], ['/country/Nepal', 50], ['/country', 200], ['/country?view=map', 200]] as const) {
      target(`phone TBT ${label}`, (row) => medians('phone', row, label).tbt, ' ms', `≤ ${limit}`, (tbt) => tbt <= limit);
    }
  } else targets.push('phone TBT: not measured (BENCH_PHONE=0)');
  for (const [label, limit] of [['/', 30], ['/about', 30], ['/country/Nepal', 30], ['/contact', 90], ['/country', 120], ['/compare', 30]] as const) {
    target(`JavaScript ${label}`, (row) => medians('desktop', row, label).jsKb, ' kB gzip', `≤ ${limit}`, (kb) => kb <= limit, 1);
  }
  target('JavaScript /compare once the picker is used', (row) => medians('desktop', row, '/compare').usedJsKb, ' kB gzip', '≤ 30', (kb) => kb <= 30, 1);
  for (const route of ROUTES) {
    const base = medians('desktop', 'static', route.label).fcp;
    target(`desktop FCP ${route.label}`, (row) => medians('desktop', row, route.label).fcp / base, '× static', '≤ 1.3×', (ratio) => ratio <= 1.3, 3);
  }
  if (PHONE) {
    const phoneBase = medians('phone', 'static', '/compare').fcp;
    target('phone FCP /compare', (row) => medians('phone', row, '/compare').fcp / phoneBase, '× static', '≤ 1.3×', (ratio) => ratio <= 1.3, 3);
  }
  const mapBase = medians('desktop', 'static', '/country?view=map').ready;
  target('desktop map view ready', (row) => medians('desktop', row, '/country?view=map').ready / mapBase, '× static', '≤ 1.5×', (ratio) => ratio <= 1.5, 3);
  // Every journey's median within the limit: the slowest journey is the figure.
  const slowestClick = (device: Device) => (row: string) => Math.max(...JOURNEYS.map((trip) => clickMs(device, row, trip.label)));
  target('click → next page painted, desktop (slowest journey)', slowestClick('desktop'), ' ms', '≤ 150', (ms) => ms <= 150);
  if (PHONE) target('click → next page painted, phone (slowest journey)', slowestClick('phone'), ' ms', '≤ 400', (ms) => ms <= 400);
  else targets.push('click → next page painted, phone: not measured (BENCH_PHONE=0)');
  target('search keystroke → first frame, desktop', (row) => medians('desktop', row, '/country').keystroke, ' ms', '≤ 50', (ms) => ms <= 50);
  if (PHONE) target('search keystroke → first frame, phone', (row) => medians('phone', row, '/country').keystroke, ' ms', '≤ 150', (ms) => ms <= 150);
  else targets.push('search keystroke → first frame, phone: not measured (BENCH_PHONE=0)');

  console.log(`\nTargets (site${before ? '; the before checkout in brackets' : ''}):\n  ${targets.join('\n  ')}`);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanUp());
