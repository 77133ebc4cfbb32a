/**
 * `npm run bench:web`: the production build against the same pages as plain static HTML, in one
 * run, in the same headless Chromium, on loopback. The site is served as `npm run serve` serves it;
 * the baseline (static-baseline.ts: the site's own pages saved without JavaScript) by the same
 * static server on a free port.
 *
 * Per route, site and baseline, medians of BENCH_RUNS (5) interleaved cold loads in fresh browser
 * contexts: ready (the route's content in a frame), first frame, FCP, LCP, CLS, TBT, long tasks and
 * JavaScript received (compressed), and the ratio site/baseline. For the list: a search keystroke
 * until the first frame with the new card count, and INP. Then Lighthouse performance (desktop
 * preset) of the three routes, and what each package and app costs on each route (gzip, from the
 * source maps). Set BENCH_LIGHTHOUSE=0 or BENCH_BUNDLES=0 to leave those out.
 * BENCH_SHELL_BEFORE=path/to/dist adds another build of the host (e.g. a copy of `shell/dist` from
 * before a change), served by the same static server with the same remotes and API, to the same
 * interleaved runs: its rows are `before`, with the ratio site/before (before/after figures).
 * BENCH_COUNTRIES_BEFORE=path/to/dist does the same for the countries remote: that build is served
 * on a port of its own, and the `before` rows load it (through the host of BENCH_SHELL_BEFORE when
 * given, else the current one) in place of the current mf-countries.
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
import { BENCH_CONTEXT_OPTIONS } from './running-site';
import { saveStaticCopies } from './static-baseline';

const ROOT = join(__dirname, '..', '..');
const SITE = 'http://127.0.0.1:3000';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CARD = 'article';
/** Progress, on standard error, so the figures on standard output stay a clean report. */
const log = (text: string) => process.stderr.write(`bench: ${text}\n`);

/** A route: its path on the site and on the baseline, and when it counts as ready. */
const ROUTES: ReadonlyArray<{ label: string; path: string; staticPath: string; ready: ReadyCondition }> = [
  { label: '/', path: '/', staticPath: '/home.html', ready: { heading: 'Explore the World, One Country at a Time.' } },
  { label: '/country', path: '/country', staticPath: '/country.html', ready: { heading: 'Countries of the world', count: { selector: CARD, count: 250 } } },
  { label: '/country/Nepal', path: '/country/Nepal', staticPath: '/country-nepal.html', ready: { heading: 'Nepal', term: 'Population' } },
  // Ready when every country is drawn as a link on the map.
  { label: '/country?view=map', path: '/country?view=map', staticPath: '/country-map.html', ready: { heading: 'Countries of the world', count: { selector: 'svg[role="group"] a', count: 250 } } },
];

interface Sample extends LoadMetrics {
  jsKb: number;
  scripts: string[];
  keystroke?: number;
  inp?: number;
}

/** One cold load of `url` in a fresh context: the page's figures and the scripts it received. */
async function load(browser: Browser, url: string, ready: ReadyCondition, search: boolean): Promise<Sample> {
  const context = await browser.newContext(BENCH_CONTEXT_OPTIONS);
  const page = await context.newPage();
  await observeLoad(page);
  const cdp = await context.newCDPSession(page);
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

type Medians = Record<'ready' | 'firstFrame' | 'fcp' | 'lcp' | 'cls' | 'tbt' | 'longTasks' | 'longestTask' | 'jsKb', number>;

function row(label: string, samples: Sample[]): { line: string; medians: Medians } {
  const m = (key: keyof LoadMetrics | 'jsKb') => median(samples.map((sample) => sample[key]));
  const medians: Medians = { ready: m('ready'), firstFrame: m('firstFrame'), fcp: m('fcp'), lcp: m('lcp'), cls: m('cls'), tbt: m('tbt'), longTasks: m('longTasks'), longestTask: m('longestTask'), jsKb: m('jsKb') };
  const line = [
    label.padEnd(22),
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

async function main(): Promise<void> {
  const stack: ChildProcess = spawn('npm', ['run', 'serve'], { cwd: ROOT, stdio: 'ignore', detached: true });
  let baselineDir = '';
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
    const baseline = await buildStaticServer({ root: baselineDir, spa: false, runtimeConfig: readRuntimeConfig(join(ROOT, 'shell', 'dist', 'runtime-config.json')) });
    await baseline.listen({ host: '127.0.0.1', port: 0 });
    const baselineUrl = `http://127.0.0.1:${(baseline.server.address() as AddressInfo).port}`;

    const siteConfig = readRuntimeConfig(join(ROOT, 'shell', 'dist', 'runtime-config.json'));
    const countriesBeforeDir = process.env.BENCH_COUNTRIES_BEFORE;
    const countriesBefore = countriesBeforeDir ? await buildStaticServer({ root: countriesBeforeDir, spa: false, runtimeConfig: siteConfig }) : undefined;
    await countriesBefore?.listen({ host: '127.0.0.1', port: 0 });
    const beforeConfig = countriesBefore
      ? { ...siteConfig, remotes: { ...siteConfig.remotes, countries: `http://127.0.0.1:${(countriesBefore.server.address() as AddressInfo).port}/mf-manifest.json` } }
      : siteConfig;
    const beforeDir = process.env.BENCH_SHELL_BEFORE ?? (countriesBefore && join(ROOT, 'shell', 'dist'));
    const before = beforeDir ? await buildStaticServer({ root: beforeDir, spa: true, runtimeConfig: beforeConfig }) : undefined;
    await before?.listen({ host: '127.0.0.1', port: 0 });
    const beforeUrl = before && `http://127.0.0.1:${(before.server.address() as AddressInfo).port}`;

    const samples = new Map<string, Sample[]>();
    const add = (key: string, sample: Sample) => samples.set(key, [...(samples.get(key) ?? []), sample]);
    // Interleaved: each run loads every route on the site and on the baseline, so both share the machine's moods.
    for (let run = 0; run < RUNS; run += 1) {
      for (const route of ROUTES) {
        // The static copy has nothing to filter: its search box does nothing.
        add(`site ${route.label}`, await load(browser, `${SITE}${route.path}`, route.ready, route.label === '/country'));
        add(`static ${route.label}`, await load(browser, `${baselineUrl}${route.staticPath}`, route.ready, false));
        if (beforeUrl) add(`before ${route.label}`, await load(browser, `${beforeUrl}${route.path}`, route.ready, route.label === '/country'));
        log(`run ${run + 1}/${RUNS}: ${route.label}`);
      }
    }
    await browser.close();
    await baseline.close();
    await before?.close();
    await countriesBefore?.close();
    if (process.env.BENCH_SAMPLES) writeFileSync(process.env.BENCH_SAMPLES, JSON.stringify(Object.fromEntries(samples), null, 1));

    console.log(`WorldAtlas web benchmark: production build on loopback, headless Chromium, median of ${RUNS} interleaved cold loads\n`);
    console.log(`${'route'.padEnd(22)}  ready  frame    FCP    LCP    CLS   TBT  long/max  JS kB`);
    const targets: string[] = [];
    for (const route of ROUTES) {
      const site = row(`${route.label} site`, samples.get(`site ${route.label}`) ?? []);
      const base = row(`${route.label} static`, samples.get(`static ${route.label}`) ?? []);
      const ratio = site.medians.ready / base.medians.ready;
      console.log(site.line);
      console.log(base.line);
      console.log(`${`${route.label} site/static`.padEnd(22)} ${fixed(ratio, 2).padStart(6)}×`);
      if (beforeUrl) {
        const previous = row(`${route.label} before`, samples.get(`before ${route.label}`) ?? []);
        console.log(previous.line);
        console.log(`${`${route.label} site/before`.padEnd(22)} ${fixed(site.medians.ready / previous.medians.ready, 2).padStart(6)}×`);
      }
      const allowed = route.label === '/country' ? 1.5 : 3;
      targets.push(`${route.label}: ready ${fixed(ratio, 2)}× the static page (target ≤ ${allowed}×) ${ratio <= allowed ? 'met' : 'MISSED'}`);
      targets.push(`${route.label}: TBT ${fixed(site.medians.tbt)} ms (≤ 50) ${site.medians.tbt <= 50 ? 'met' : 'MISSED'}, CLS ${fixed(site.medians.cls, 3)} (≤ 0.01) ${site.medians.cls <= 0.01 ? 'met' : 'MISSED'}`);
      if (route.label === '/') targets.push(`/: JavaScript ${fixed(site.medians.jsKb, 1)} kB gzip (≤ 160) ${site.medians.jsKb <= 160 ? 'met' : 'MISSED'}`);
    }
    const listSamples = samples.get('site /country') ?? [];
    const keystroke = median(listSamples.map((sample) => sample.keystroke ?? NaN));
    const inp = median(listSamples.map((sample) => sample.inp ?? NaN));
    console.log(`\n/country search: keystroke → first frame with the new card count ${fixed(keystroke)} ms, INP ${fixed(inp)} ms`);
    if (beforeUrl) {
      const previous = samples.get('before /country') ?? [];
      console.log(`/country search, before: ${fixed(median(previous.map((sample) => sample.keystroke ?? NaN)))} ms, INP ${fixed(median(previous.map((sample) => sample.inp ?? NaN)))} ms`);
    }
    targets.push(`/country: search keystroke ${fixed(keystroke)} ms (≤ 50) ${keystroke <= 50 ? 'met' : 'MISSED'}, INP ${fixed(inp)} ms (≤ 100) ${inp <= 100 ? 'met' : 'MISSED'}`);

    if (process.env.BENCH_LIGHTHOUSE !== '0') {
      log('Lighthouse');
      const scores = await lighthouseScores(ROUTES.map((route) => `${SITE}${route.path}`));
      console.log('\nLighthouse performance, desktop preset (simulated throttling):');
      for (const { url, score, metrics } of scores) {
        console.log(`  ${url.replace(SITE, '').padEnd(16)} ${String(score).padStart(3)}   FCP ${fixed(metrics.fcp ?? NaN)} ms, LCP ${fixed(metrics.lcp ?? NaN)} ms, TBT ${fixed(metrics.tbt ?? NaN)} ms, CLS ${fixed(metrics.cls ?? NaN, 3)}, SI ${fixed(metrics.si ?? NaN)} ms`);
        targets.push(`Lighthouse ${url.replace(SITE, '')}: ${score} (≥ 95) ${score >= 95 ? 'met' : 'MISSED'}`);
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
    if (stack.pid) process.kill(-stack.pid, 'SIGTERM');
    if (baselineDir) rmSync(baselineDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
