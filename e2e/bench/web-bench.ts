/**
 * `npm run bench:web`: loads `/` and `/country` of the production build in headless Chromium on
 * loopback (the stack started as `npm run serve` does) and prints the JavaScript transferred
 * (compressed bytes on the wire, empty cache) and the time until the hero heading is visible on `/`,
 * until all 250 country cards are rendered on a cold load of `/country`, and after clicking Country
 * on `/` (the remote and the list load then). Median of BENCH_RUNS runs (5).
 * Budgets on this machine: ≤ 250 KB of JS for `/`; cards rendered ≤ 1 s after navigation.
 */
import { chromium, type Page } from '@playwright/test';
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import waitOn from 'wait-on';
import { CHROMIUM_LAUNCH_OPTIONS } from '../chromium';

const BASE = 'http://127.0.0.1:3000';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

interface Sample {
  jsBytes: number;
  ms: number;
}

/**
 * Runs `go` in a fresh page (after `before`, if any, has loaded); returns the compressed JS bytes
 * received from the start of `go` and the ms until `ready` resolves.
 */
async function measure(page: Page, go: (page: Page) => Promise<unknown>, ready: (page: Page) => Promise<unknown>, before?: string): Promise<Sample> {
  if (before) {
    await page.goto(`${BASE}${before}`);
    await page.waitForLoadState('networkidle');
  }
  const client = await page.context().newCDPSession(page);
  await client.send('Network.enable');
  const scripts = new Set<string>();
  let jsBytes = 0;
  client.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.add(event.requestId);
  });
  client.on('Network.loadingFinished', (event) => {
    if (scripts.has(event.requestId)) jsBytes += event.encodedDataLength;
  });
  const start = Date.now();
  await go(page);
  await ready(page);
  const ms = Date.now() - start;
  await page.waitForLoadState('networkidle');
  return { jsBytes, ms };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main(): Promise<void> {
  const root = join(__dirname, '..', '..');
  const stack: ChildProcess = spawn('npm', ['run', 'serve'], { cwd: root, stdio: 'ignore', detached: true });
  try {
    // Every server the pages load from, as `npm run serve` checks them before it says it is ready.
    await waitOn({
      resources: [
        'http-get://127.0.0.1:3000/runtime-config.json',
        'http-get://127.0.0.1:3001/mf-manifest.json',
        'http-get://127.0.0.1:3002/mf-manifest.json',
        'http-get://127.0.0.1:3003/mf-manifest.json',
        'http-get://127.0.0.1:4000/healthz',
      ],
      timeout: 30_000,
      interval: 150,
    });
    const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
    const open = (path: string) => (page: Page) => page.goto(`${BASE}${path}`, { waitUntil: 'commit' });
    const heroVisible = (page: Page) => page.getByRole('heading', { level: 1, name: 'Explore the World, One Country at a Time.' }).waitFor();
    const cardsRendered = (page: Page) =>
      page.waitForFunction(() => document.querySelectorAll('article').length === 250, undefined, { polling: 'raf' });
    const cases = [
      { label: 'load / (hero visible)', go: open('/'), ready: heroVisible },
      { label: 'load /country (250 cards)', go: open('/country'), ready: cardsRendered },
      {
        label: 'click Country on / (250 cards)',
        before: '/',
        go: (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Country', exact: true }).click(),
        ready: cardsRendered,
      },
    ];
    console.log(`WorldAtlas web budgets, production build on loopback, median of ${RUNS} cold loads\n`);
    for (const { label, go, ready, before } of cases) {
      const samples: Sample[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        samples.push(await measure(await context.newPage(), go, ready, before));
        await context.close();
      }
      const kb = median(samples.map((sample) => sample.jsBytes)) / 1024;
      console.log(`${label.padEnd(32)} JS ${kb.toFixed(1)} KB compressed | ${median(samples.map((sample) => sample.ms))} ms after navigation`);
    }
    await browser.close();
  } finally {
    if (stack.pid) process.kill(-stack.pid, 'SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
