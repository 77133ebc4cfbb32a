/**
 * `npm run bench:web`: the production build against the same pages as plain static HTML, in one
 * run, in the same headless Chromium, on loopback. The site is served as `npm run serve` serves it
 * (the shell's render server); the baseline (static-baseline.ts: the site's own pages saved without
 * JavaScript) by the same static server on a free port; and `client` is the same build rendered in
 * the browser alone (the shell's files served as a single-page app, as before server rendering),
 * for before/after figures of server rendering. BENCH_CLIENT=0 leaves it out.
 *
 * Per route and row, medians of BENCH_RUNS (5) interleaved cold loads in fresh browser contexts:
 * ready (the route's content in a frame), first frame, FCP, LCP, CLS, TBT, long tasks and
 * JavaScript received (compressed), and the ratios to the static page. For the list: a search
 * keystroke until the first frame with the new card count, and INP. Then the same at a phone's
 * size and speed (390×844, 4× CPU throttling; BENCH_PHONE=0 leaves it out), the render server's
 * CPU per page and its pages/s next to nginx (server-bench.ts; BENCH_SERVER=0 leaves it out),
 * Lighthouse performance (desktop preset) of the routes, and what each package and app costs on
 * each route (gzip, from the source maps). BENCH_LIGHTHOUSE=0 or BENCH_BUNDLES=0 leave those out.
 * BENCH_SHELL_BEFORE=path/to/dist adds another build of the host (e.g. a copy of `shell/dist` from
 * before a change), served by the same static server with the same remotes and API, to the same
 * interleaved runs: its rows are `before`, with the ratio site/before.
 * BENCH_COUNTRIES_BEFORE=path/to/dist does the same for the countries remote: that build is served
 * on a port of its own, and the `before` rows load it (through the host of BENCH_SHELL_BEFORE when
 * given, else the current one) in place of the current mf-countries.
 * BENCH_RENDER_BEFORE=path/to/folder adds a render server of another build: the folder holds a
 * copy of `shell/server/` and of the built `shell/dist/` from before a change (placed inside the
 * repository, so its imports resolve); its rows are `before`, next to the site's in the same runs.
 * BENCH_SAMPLES=path/to/file.json also writes every load's figures there, by row, to see the spread.
 */
import { type Browser, chromium, type Page } from '@playwright/test';
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import waitOn from 'wait-on';
import { buildStaticServer, readRuntimeConfig } from '../../packages/static-server/src/index';
import { CHROMIUM_LAUNCH_OPTIONS } from '../chromium';
import { bundleBreakdown } from './bundle-report';
import { lighthouseScores } from './lighthouse';
import { keystrokeToFrame, type LoadMetrics, observeLoad, type ReadyCondition, readInp, readLoad, waitReady } from './page-metrics';
import { BENCH_CONTEXT_OPTIONS, PHONE_CONTEXT_OPTIONS, PHONE_CPU_SLOWDOWN } from './running-site';
import { serverFigures, startRenderServer } from './server-bench';
import { stop } from '../../countries-api/bench/harness';
import { saveStaticCopies } from './static-baseline';

const ROOT = join(__dirname, '..', '..');
const SITE = 'http://127.0.0.1:3000';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CARD = 'article';
/** Progress, on standard error, so the figures on standard output stay a clean report. */
const log = (text: string) => process.stderr.write(`bench: ${text}\n`);

/** A route: its path on the site and on the baseline, when it counts as ready, and its ready target (× the static page). */
const ROUTES: ReadonlyArray<{ label: string; path: string; staticPath: string; ready: ReadyCondition; readyTarget: number }> = [
  { label: '/', path: '/', staticPath: '/home.html', ready: { heading: 'Explore the World, One Country at a Time.' }, readyTarget: 1.5 },
  { label: '/about', path: '/about', staticPath: '/about.html', ready: { heading: 'Interesting Facts', count: { selector: 'h2', count: 8 } }, readyTarget: 1.5 },
  { label: '/country', path: '/country', staticPath: '/country.html', ready: { heading: 'Countries of the world', count: { selector: CARD, count: 250 } }, readyTarget: 1.2 },
  { label: '/country/Nepal', path: '/country/Nepal', staticPath: '/country-nepal.html', ready: { heading: 'Nepal', term: 'Population' }, readyTarget: 1.5 },
  // Ready when every country is drawn as a link on the map. The map is drawn in the browser (its
  // shapes come with its code, after hydration): the earlier rounds' 3× stays its target.
  { label: '/country?view=map', path: '/country?view=map', staticPath: '/country-map.html', ready: { heading: 'Countries of the world', count: { selector: 'svg[role="group"] a', count: 250 } }, readyTarget: 3 },
  { label: '/contact', path: '/contact', staticPath: '/contact.html', ready: { heading: 'Contact Us' }, readyTarget: 1.5 },
];

/**
 * The phone pass: its routes, and the single-bundle build's figures at a phone's size and speed
 * (client-rendered React + Vite, one 99 kB bundle, on the same API; measured once, issue #22's
 * table), which the site's must stay below.
 */
const PHONE_ROUTES = ['/', '/country', '/country/Nepal'];
const SINGLE_BUNDLE_PHONE = { ready: { '/': 1172, '/country/Nepal': 1741, '/country': 6703 } as Record<string, number>, keystroke: 563, tbt: 1666 };

interface Sample extends LoadMetrics {
  jsKb: number;
  scripts: string[];
  keystroke?: number;
  inp?: number;
}

/** How a load is made: a desktop window, or a phone's size with its CPU slowed down. */
type Device = 'desktop' | 'phone';

/** One cold load of `url` in a fresh context: the page's figures and the scripts it received. */
async function load(browser: Browser, url: string, ready: ReadyCondition, search: boolean, device: Device = 'desktop'): Promise<Sample> {
  const context = await browser.newContext(device === 'phone' ? PHONE_CONTEXT_OPTIONS : BENCH_CONTEXT_OPTIONS);
  const page = await context.newPage();
  await observeLoad(page, ready);
  const cdp = await context.newCDPSession(page);
  if (device === 'phone') await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  const scripts = new Map<string, string>();
  let jsBytes = 0;
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.set(event.requestId, event.response.url);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (scripts.has(event.requestId)) jsBytes += event.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'commit' });
  await waitReady(page, ready);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const sample: Sample = { ...(await readLoad(page)), jsKb: jsBytes / 1024, scripts: [...scripts.values()] };
  if (search) Object.assign(sample, await searchFigures(page));
  await context.close();
  return sample;
}

/** Focuses the search box, types "n" then "e", and returns the slower keystroke-to-frame time and INP. */
async function searchFigures(page: Page): Promise<{ keystroke: number; inp: number }> {
  await page.getByPlaceholder('search').focus();
  const first = await keystrokeToFrame(page, 'n', CARD);
  const second = await keystrokeToFrame(page, 'e', CARD);
  await page.waitForTimeout(300);
  return { keystroke: Math.max(first, second), inp: await readInp(page) };
}

const median = (values: number[]) => {
  const sorted = [...values].filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const fixed = (value: number, digits = 0) => (Number.isNaN(value) ? '–' : value.toFixed(digits));
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

type Medians = Record<'ready' | 'firstFrame' | 'fcp' | 'lcp' | 'cls' | 'tbt' | 'longTasks' | 'longestTask' | 'jsKb' | 'keystroke' | 'inp', number>;

function row(label: string, samples: Sample[]): { line: string; medians: Medians } {
  const m = (key: keyof Medians) => median(samples.map((sample) => sample[key] ?? NaN));
  const medians: Medians = {
    ready: m('ready'),
    firstFrame: m('firstFrame'),
    fcp: m('fcp'),
    lcp: m('lcp'),
    cls: m('cls'),
    tbt: m('tbt'),
    longTasks: m('longTasks'),
    longestTask: m('longestTask'),
    jsKb: m('jsKb'),
    keystroke: m('keystroke'),
    inp: m('inp'),
  };
  const line = [
    label.padEnd(26),
    fixed(medians.ready).padStart(6),
    fixed(medians.firstFrame).padStart(6),
    fixed(medians.fcp).padStart(6),
    fixed(medians.lcp).padStart(6),
    fixed(medians.cls, 3).padStart(6),
    fixed(medians.tbt).padStart(5),
    `${fixed(medians.longTasks)}/${fixed(medians.longestTask)}`.padStart(8),
    fixed(medians.jsKb, 1).padStart(7),
  ].join(' ');
  return { line, medians };
}

const TABLE_HEADING = `${'route'.padEnd(26)}  ready  frame    FCP    LCP    CLS   TBT  long/max  JS kB`;
const ratioLine = (label: string, ratio: number, fcp: number, lcp: number) =>
  `${label.padEnd(26)} ${fixed(ratio, 2).padStart(6)}×        ${fixed(fcp, 2).padStart(6)}× ${fixed(lcp, 2).padStart(5)}×`;

/** Serves `dir` by the static server on a free port (`spa`: every path answers the shell's page); its URL and the server to close. */
async function serveStatic(dir: string, spa: boolean, runtimeConfig: ReturnType<typeof readRuntimeConfig>) {
  const server = await buildStaticServer({ root: dir, spa, runtimeConfig });
  await server.listen({ host: '127.0.0.1', port: 0 });
  return { server, url: `http://127.0.0.1:${(server.server.address() as AddressInfo).port}` };
}

async function main(): Promise<void> {
  const stack: ChildProcess = spawn('npm', ['run', 'serve'], { cwd: ROOT, stdio: 'ignore', detached: true });
  let baselineDir = '';
  const closers: Array<() => Promise<unknown>> = [];
  try {
    await waitOn({
      resources: [`${SITE}/runtime-config.json`, 'http-get://127.0.0.1:3001/mf-manifest.json', 'http-get://127.0.0.1:3002/mf-manifest.json', 'http-get://127.0.0.1:3003/mf-manifest.json', 'http-get://127.0.0.1:4000/healthz'].map((url) => url.replace(/^http:/, 'http-get:')),
      timeout: 60_000,
      interval: 150,
    });
    const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
    log('saving the static copies');
    baselineDir = await saveStaticCopies(
      browser,
      SITE,
      ROUTES.map(({ path, staticPath, ready }) => ({ path, staticPath, ready })),
    );
    const siteConfig = readRuntimeConfig(join(ROOT, 'shell', 'dist', 'runtime-config.json'));
    const baseline = await serveStatic(baselineDir, false, siteConfig);
    closers.push(() => baseline.server.close());
    const client = process.env.BENCH_CLIENT === '0' ? undefined : await serveStatic(join(ROOT, 'shell', 'dist'), true, siteConfig);
    if (client) closers.push(() => client.server.close());

    const countriesBeforeDir = process.env.BENCH_COUNTRIES_BEFORE;
    const countriesBefore = countriesBeforeDir ? await serveStatic(countriesBeforeDir, false, siteConfig) : undefined;
    if (countriesBefore) closers.push(() => countriesBefore.server.close());
    const beforeConfig = countriesBefore ? { ...siteConfig, remotes: { ...siteConfig.remotes, countries: `${countriesBefore.url}/mf-manifest.json` } } : siteConfig;
    const beforeDir = process.env.BENCH_SHELL_BEFORE ?? (countriesBefore && join(ROOT, 'shell', 'dist'));
    const before = beforeDir ? await serveStatic(beforeDir, true, beforeConfig) : undefined;
    if (before) closers.push(() => before.server.close());
    const renderBeforeDir = process.env.BENCH_RENDER_BEFORE;
    // Both would be rows named `before`.
    if (renderBeforeDir && before) throw new Error('BENCH_RENDER_BEFORE compares with a render server; leave BENCH_SHELL_BEFORE and BENCH_COUNTRIES_BEFORE unset');
    const renderBefore = renderBeforeDir ? await startRenderServer(ROOT, { DIST: join(renderBeforeDir, 'dist') }, join(renderBeforeDir, 'server', 'server.ts')) : undefined;
    if (renderBefore) closers.push(() => stop(renderBefore.child));

    /** The rows each route is loaded in: the site, the static copy, and the other builds asked for. */
    const variants = [
      { name: 'site', url: (route: (typeof ROUTES)[number]) => `${SITE}${route.path}` },
      { name: 'static', url: (route: (typeof ROUTES)[number]) => `${baseline.url}${route.staticPath}` },
      ...(client ? [{ name: 'client', url: (route: (typeof ROUTES)[number]) => `${client.url}${route.path}` }] : []),
      ...(before ? [{ name: 'before', url: (route: (typeof ROUTES)[number]) => `${before.url}${route.path}` }] : []),
      ...(renderBefore ? [{ name: 'before', url: (route: (typeof ROUTES)[number]) => `${renderBefore.url}${route.path}` }] : []),
    ];
    /** The rows beside the site and its static copy. */
    const others = variants.slice(2);
    const samples = new Map<string, Sample[]>();
    const add = (key: string, sample: Sample) => samples.set(key, [...(samples.get(key) ?? []), sample]);
    // Interleaved: each run loads every route in every row, so all rows share the machine's moods.
    for (let run = 0; run < RUNS; run += 1) {
      for (const route of ROUTES) {
        for (const variant of variants) {
          // The static copy has nothing to filter: its search box does nothing.
          add(`${variant.name} ${route.label}`, await load(browser, variant.url(route), route.ready, route.label === '/country' && variant.name !== 'static'));
        }
        log(`run ${run + 1}/${RUNS}: ${route.label}`);
      }
    }
    const phone = process.env.BENCH_PHONE !== '0';
    if (phone) {
      for (let run = 0; run < RUNS; run += 1) {
        for (const route of ROUTES.filter(({ label }) => PHONE_ROUTES.includes(label))) {
          for (const variant of variants.filter(({ name }) => name !== 'static')) {
            add(`phone ${variant.name} ${route.label}`, await load(browser, variant.url(route), route.ready, route.label === '/country', 'phone'));
          }
          log(`phone run ${run + 1}/${RUNS}: ${route.label}`);
        }
      }
    }
    await browser.close();
    if (process.env.BENCH_SAMPLES) writeFileSync(process.env.BENCH_SAMPLES, JSON.stringify(Object.fromEntries(samples), null, 1));

    console.log(`WorldAtlas web benchmark: production build on loopback, headless Chromium, median of ${RUNS} interleaved cold loads`);
    console.log('site: the render server; static: the same pages as plain HTML; client: the same build rendered in the browser alone (before server rendering)\n');
    console.log(TABLE_HEADING);
    const targets: string[] = [];
    const rowOf = (key: string) => row(key, samples.get(key) ?? []);
    for (const route of ROUTES) {
      const site = rowOf(`site ${route.label}`);
      const base = rowOf(`static ${route.label}`);
      console.log(site.line);
      console.log(base.line);
      const ratio = site.medians.ready / base.medians.ready;
      const fcpRatio = site.medians.fcp / base.medians.fcp;
      const lcpRatio = site.medians.lcp / base.medians.lcp;
      for (const other of others) {
        const previous = rowOf(`${other.name} ${route.label}`);
        console.log(previous.line);
        console.log(ratioLine(`${route.label} ${other.name}/static`, previous.medians.ready / base.medians.ready, previous.medians.fcp / base.medians.fcp, previous.medians.lcp / base.medians.lcp));
      }
      console.log(ratioLine(`${route.label} site/static`, ratio, fcpRatio, lcpRatio));
      targets.push(`${route.label}: ready ${fixed(ratio, 2)}× the static page (≤ ${route.readyTarget}×) ${verdict(ratio <= route.readyTarget)}, FCP ${fixed(fcpRatio, 2)}× (≤ 1.3×) ${verdict(fcpRatio <= 1.3)}, LCP ${fixed(lcpRatio, 2)}× (≤ 1.5×) ${verdict(lcpRatio <= 1.5)}`);
      targets.push(`${route.label}: TBT ${fixed(site.medians.tbt)} ms (≤ 50) ${verdict(site.medians.tbt <= 50)}, CLS ${fixed(site.medians.cls, 3)} (≤ 0.01) ${verdict(site.medians.cls <= 0.01)}`);
      if (route.label === '/') targets.push(`/: JavaScript ${fixed(site.medians.jsKb, 1)} kB gzip (≤ 160) ${verdict(site.medians.jsKb <= 160)}`);
    }
    const list = rowOf('site /country').medians;
    console.log(`\n/country search: keystroke → first frame with the new card count ${fixed(list.keystroke)} ms, INP ${fixed(list.inp)} ms`);
    for (const other of others) {
      const previous = rowOf(`${other.name} /country`).medians;
      console.log(`/country search, ${other.name}: ${fixed(previous.keystroke)} ms, INP ${fixed(previous.inp)} ms`);
    }
    targets.push(`/country: search keystroke ${fixed(list.keystroke)} ms (≤ 50) ${verdict(list.keystroke <= 50)}, INP ${fixed(list.inp)} ms (≤ 100) ${verdict(list.inp <= 100)}`);

    if (phone) {
      console.log(`\nPhone: ${PHONE_CONTEXT_OPTIONS.viewport?.width}×${PHONE_CONTEXT_OPTIONS.viewport?.height}, ${PHONE_CPU_SLOWDOWN}× CPU throttling; single bundle: issue #22's figures\n${TABLE_HEADING}`);
      for (const label of PHONE_ROUTES) {
        const site = rowOf(`phone site ${label}`);
        console.log(site.line);
        for (const other of others) console.log(rowOf(`phone ${other.name} ${label}`).line);
        const bundle = SINGLE_BUNDLE_PHONE.ready[label] ?? NaN;
        console.log(`${`${label} single bundle`.padEnd(26)} ${fixed(bundle).padStart(6)}`);
        targets.push(`phone ${label}: ready ${fixed(site.medians.ready)} ms (< ${bundle}) ${verdict(site.medians.ready < bundle)}, TBT ${fixed(site.medians.tbt)} ms (< ${SINGLE_BUNDLE_PHONE.tbt}) ${verdict(site.medians.tbt < SINGLE_BUNDLE_PHONE.tbt)}`);
      }
      const phoneList = rowOf('phone site /country').medians;
      console.log(`/country search at phone speed: keystroke ${fixed(phoneList.keystroke)} ms (single bundle ${SINGLE_BUNDLE_PHONE.keystroke}), INP ${fixed(phoneList.inp)} ms`);
      for (const other of others) console.log(`  ${other.name}: keystroke ${fixed(rowOf(`phone ${other.name} /country`).medians.keystroke)} ms`);
      targets.push(`phone /country: search keystroke ${fixed(phoneList.keystroke)} ms (< ${SINGLE_BUNDLE_PHONE.keystroke}) ${verdict(phoneList.keystroke < SINGLE_BUNDLE_PHONE.keystroke)}`);
    }

    if (process.env.BENCH_SERVER !== '0') {
      log('render server');
      const server = await serverFigures({ root: ROOT, staticDir: baselineDir, staticPath: '/country.html', pagePath: '/country', otherPath: '/country/Nepal', renders: 20, seconds: 10 });
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
      targets.push(`server: cached page ${fixed(server.cachedCpuMs, 2)} CPU ms (about 1) ${verdict(server.cachedCpuMs <= 1.5)}`);
    }

    if (process.env.BENCH_LIGHTHOUSE !== '0') {
      log('Lighthouse');
      const scores = await lighthouseScores(ROUTES.map((route) => `${SITE}${route.path}`));
      console.log('\nLighthouse performance, desktop preset (simulated throttling):');
      for (const { url, score, metrics } of scores) {
        console.log(`  ${url.replace(SITE, '').padEnd(18)} ${String(score).padStart(3)}   FCP ${fixed(metrics.fcp ?? NaN)} ms, LCP ${fixed(metrics.lcp ?? NaN)} ms, TBT ${fixed(metrics.tbt ?? NaN)} ms, CLS ${fixed(metrics.cls ?? NaN, 3)}, SI ${fixed(metrics.si ?? NaN)} ms`);
        targets.push(`Lighthouse ${url.replace(SITE, '')}: ${score} (≥ 95) ${verdict(score >= 95)}`);
      }
    }

    if (process.env.BENCH_BUNDLES !== '0') {
      console.log('\nJavaScript per route, gzip kB by package and by app (source maps; sizes of parts gzipped alone run a little high):');
      for (const route of ROUTES) {
        const scripts = [...new Set((samples.get(`site ${route.label}`) ?? []).flatMap((sample) => sample.scripts))];
        const { groups, apps } = await bundleBreakdown(ROOT, scripts);
        const byApp = [...apps].map(([app, kb]) => `${app} ${kb.toFixed(1)}`).join(', ');
        console.log(`  ${route.label}: ${byApp}`);
        for (const [group, kb] of [...groups].sort((a, b) => b[1] - a[1])) console.log(`      ${group.padEnd(40)} ${kb.toFixed(1).padStart(6)}`);
      }
    }

    console.log(`\nTargets:\n  ${targets.join('\n  ')}`);
  } finally {
    for (const close of closers) await close();
    if (stack.pid) process.kill(-stack.pid, 'SIGTERM');
    if (baselineDir) rmSync(baselineDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
