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
 * Per route and row (the routes BENCH_ROUTES names, or all), medians of BENCH_RUNS (5) interleaved cold loads in fresh browser contexts:
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
 *
 * What it measures: web-plan.ts; the loads and clicks: web-loads.ts; the report: web-report.ts,
 * server-bench.ts, lighthouse.ts, bundle-report.ts; the targets: web-targets.ts.
 */
import { chromium } from '@playwright/test';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildStaticServer } from '../../packages/static-server/src/index';
import { REMOTES } from '../../scripts/remotes';
import { TabBrowser } from '../cdp-tab';
import { CHROMIUM_LAUNCH_OPTIONS } from '../chromium';
import { printBundles } from './bundle-report';
import { lighthouseOfRows } from './lighthouse';
import { printServerFigures, serverFigures } from './server-bench';
import { type RunningStack, startStack } from './site-stack';
import { saveStaticCopies } from './static-baseline';
import { measureAll } from './web-loads';
import { measures, type Route, ROUTES, RUNS } from './web-plan';
import { figuresOf, log, printClicks, printLoads, printSearch } from './web-report';
import { printTargets } from './web-targets';

const ROOT = join(__dirname, '..', '..');
const BEFORE = process.env.BENCH_BEFORE ? resolve(process.env.BENCH_BEFORE) : undefined;

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
  const measured = await measureAll(browser, tabs, rows, liveRows);
  if (process.env.BENCH_SAMPLES) writeFileSync(process.env.BENCH_SAMPLES, JSON.stringify({ loads: Object.fromEntries(measured.samples), clicks: Object.fromEntries(measured.clicks) }, null, 1));
  const figures = figuresOf(measured);

  console.log(`WorldAtlas web benchmark: production builds on loopback, headless Chromium, median of ${RUNS} interleaved cold loads`);
  console.log(`site: this checkout (${ROOT}); static: its pages saved as plain HTML${before ? `; before: ${BEFORE}` : ''}`);
  printLoads(figures, rows, liveRows);
  printSearch(figures, liveRows);
  printClicks(figures, measured, liveRows);

  if (process.env.BENCH_SERVER !== '0') {
    log('render server');
    const runtimeConfigDir = mkdtempSync(join(tmpdir(), 'worldatlas-bench-config-'));
    cleanups.push(async () => rmSync(runtimeConfigDir, { recursive: true, force: true }));
    const runtimeConfigFile = join(runtimeConfigDir, 'runtime-config.json');
    writeFileSync(runtimeConfigFile, JSON.stringify(site.runtimeConfig));
    const server = await serverFigures({ root: ROOT, runtimeConfigFile, staticDir: baselineDir, staticPath: '/country.html', pagePath: '/country', otherPath: '/country/Nepal', renders: 20, seconds: 10 });
    printServerFigures(server);
  }

  const lighthouse = process.env.BENCH_LIGHTHOUSE !== '0' ? await lighthouseOfRows(liveRows) : undefined;
  if (process.env.BENCH_BUNDLES !== '0') await printBundles(measured, { root: ROOT, appByPort: site.appByPort }, before && BEFORE ? { root: BEFORE, appByPort: before.appByPort } : undefined);
  printTargets(figures, lighthouse, before !== undefined);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanUp());
