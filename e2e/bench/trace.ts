/**
 * `npm run bench:trace -- /country [more paths]`: the timeline of one cold load of each path of the
 * running site (start it first: `npm start`), from a Chromium trace in the benchmark's headless
 * browser. One line per event, in ms since the document's request: each request the page made (sent,
 * response, finished, priority), each main-thread task over 8 ms with the scripts it evaluated or
 * called and the rendering steps over 4 ms (style, layout, paint), React's commits (the frames'
 * `Commit`), DOMContentLoaded, load and the LCP candidates. What it shows is the order: which request
 * waits for which task, and what fills a long task. BENCH_TRACE_RUNS (1) loads each;
 * BENCH_TRACE_PHONE=1 loads them as the benchmark's phone row (390×844, the CPU slowed down 4×);
 * BENCH_TRACE_AFTER_MS (500) is how long the trace goes on after the network is idle (islands that
 * start after the load need a few seconds on the phone row).
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../chromium';
import { openBenchPage, shortUrl, SITE } from './running-site';

const RUNS = Number(process.env.BENCH_TRACE_RUNS ?? 1);
const PHONE = process.env.BENCH_TRACE_PHONE === '1';
const AFTER_MS = Number(process.env.BENCH_TRACE_AFTER_MS ?? 500);
const LONG_TASK_US = 8000;
const LONG_CALL_US = 4000;

interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

/** The timeline lines of one trace, each `[time µs, text]`, in ms from the first request of `site`. */
function timeline(events: TraceEvent[]): string[] {
  const requests = new Map<string, { url: string; priority: string; sent: number; response?: number; finished?: number }>();
  for (const event of events) {
    const data = event.args?.data ?? {};
    const id = String(data.requestId);
    if (event.name === 'ResourceSendRequest' && String(data.url).startsWith(SITE.replace(/:\d+$/, ''))) {
      requests.set(id, { url: shortUrl(data.url), priority: String(data.priority), sent: event.ts });
    }
    const request = requests.get(id);
    if (request && event.name === 'ResourceReceiveResponse') request.response = event.ts;
    if (request && event.name === 'ResourceFinish') request.finished = event.ts;
  }
  const start = Math.min(...[...requests.values()].map((request) => request.sent));
  const at = (ts: number) => ((ts - start) / 1000).toFixed(0).padStart(6);
  const lines: [number, string][] = [...requests.values()].map((request) => [
    request.sent,
    `${at(request.sent)} request ${request.url} (${request.priority}): response ${request.response ? at(request.response).trim() : '-'}, done ${request.finished ? at(request.finished).trim() : '-'}`,
  ]);
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && events.some((other) => other.pid === event.pid && other.name === 'ParseHTML'));
  for (const event of events) {
    if (!main || event.pid !== main.pid || event.tid !== main.tid || event.ts < start) continue;
    const ms = ((event.dur ?? 0) / 1000).toFixed(0);
    if (event.name === 'RunTask' && (event.dur ?? 0) > LONG_TASK_US) lines.push([event.ts, `${at(event.ts)} task ${ms} ms`]);
    if (['EvaluateScript', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'ParseHTML', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize'].includes(event.name) && (event.dur ?? 0) > LONG_CALL_US) {
      lines.push([event.ts + 1, `${at(event.ts)}   ${event.name} ${ms} ms ${shortUrl(event.args?.data?.url ?? event.args?.data?.functionName)}`]);
    }
    if (event.name === 'Commit') lines.push([event.ts, `${at(event.ts)}   frame committed`]);
    if (['MarkDOMContent', 'MarkLoad', 'largestContentfulPaint::Candidate', 'firstContentfulPaint'].includes(event.name)) lines.push([event.ts, `${at(event.ts)} ** ${event.name}`]);
  }
  return lines.sort((a, b) => a[0] - b[0]).map(([, text]) => text);
}

async function main(): Promise<void> {
  const paths = process.argv.slice(2);
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  for (const path of paths.length > 0 ? paths : ['/', '/country', '/country/Nepal']) {
    for (let run = 1; run <= RUNS; run += 1) {
      const { context, page } = await openBenchPage(browser, PHONE);
      await browser.startTracing(page, { categories: ['devtools.timeline', 'loading', 'disabled-by-default-devtools.timeline'] });
      await page.goto(`${SITE}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(AFTER_MS);
      const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      console.log(`\n${path}, load ${run}:\n${timeline(traceEvents).join('\n')}`);
      await context.close();
    }
  }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
