/**
 * The web benchmark's measurements (web-bench.ts): one cold load of a route in a fresh browser
 * context (its figures, the scripts it received, the list's search), one click on a link in a fresh
 * tab, and the interleaved runs of both over every device, route and row.
 */
import type { Browser, Page } from '@playwright/test';
import { FAILED_ATTRIBUTE, HYDRATED_ATTRIBUTE, ISLAND_ATTRIBUTE, PENDING_ISLANDS_SELECTOR } from '../../packages/islands/src/attributes';
import type { Tab, TabBrowser } from '../cdp-tab';
import { type ClickFigure, clickToPaint, IN_PAGE_SCRIPT, keystrokeToFrame, type LoadMetrics, observeLoad, type ReadyCondition, readInp, readLoad, waitReady } from './page-metrics';
import { BENCH_CONTEXT_OPTIONS, openBenchPage, PHONE_CONTEXT_OPTIONS, PHONE_CPU_SLOWDOWN } from './running-site';
import { CARD, type Device, DEVICES, HOVER_MS, type Journey, JOURNEYS, measures, type Route, ROUTES, RUNS, TAP_MS } from './web-plan';
import { log } from './web-report';

/** One load's figures: the page's, its document and JavaScript on the wire, the scripts it received, and on the list its search. */
export interface Sample extends LoadMetrics {
  /** The page's HTML document on the wire, kB (compressed as served, headers not counted). */
  htmlKb: number;
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
  // A script's or the document's bytes on the wire: all bytes received for it less its headers' (the response's count when it began).
  const scripts = new Map<string, { url: string; headerBytes: number }>();
  const documents = new Map<string, number>();
  let jsBytes = 0;
  let htmlBytes = 0;
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.set(event.requestId, { url: event.response.url, headerBytes: event.response.encodedDataLength });
    if (event.type === 'Document') documents.set(event.requestId, event.response.encodedDataLength);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const script = scripts.get(event.requestId);
    if (script) jsBytes += Math.max(0, event.encodedDataLength - script.headerBytes);
    const headerBytes = documents.get(event.requestId);
    if (headerBytes !== undefined) htmlBytes += Math.max(0, event.encodedDataLength - headerBytes);
  });
  try {
    await settle(page, url, ready);
    const sample: Sample = { ...(await readLoad(page)), htmlKb: htmlBytes / 1024, jsKb: jsBytes / 1024, scripts: [...scripts.values()].map((script) => script.url) };
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

/** `rows` starting at the `run`th, wrapping round: the order of run `run`. */
const inTurn = <T>(rows: readonly T[], run: number): T[] => [...rows.slice(run % rows.length), ...rows.slice(0, run % rows.length)];

/** A row of the report: the site, its static copy or the before checkout, and where a route is in it. */
export interface Row {
  name: string;
  url: (route: Route) => string;
}

/** Every load and click of the run, by `device row route` and `device row journey`. */
export interface Measured {
  samples: Map<string, Sample[]>;
  clicks: Map<string, ClickFigure[]>;
}

/**
 * Loads every route in every row RUNS times on each device, then clicks each journey's link in each
 * of `liveRows` (the rows with links to follow and a list to search) RUNS times.
 */
export async function measureAll(browser: Browser, tabs: TabBrowser, rows: readonly Row[], liveRows: readonly Row[]): Promise<Measured> {
  const samples = new Map<string, Sample[]>();
  const clicks = new Map<string, ClickFigure[]>();
  const add = <T>(map: Map<string, T[]>, key: string, value: T) => map.set(key, [...(map.get(key) ?? []), value]);

  // Interleaved: each run loads every route in every row, so all rows share the machine's moods;
  // and each run starts with the next row, so no row always follows the previous route's heaviest load.
  for (const device of DEVICES) {
    for (let run = 0; run < RUNS; run += 1) {
      for (const route of ROUTES) {
        for (const row of inTurn(rows.filter((candidate) => measures(candidate, route)), run)) {
          const key = `${device} ${row.name} ${route.label}`;
          const use = row.name === 'static' ? undefined : route.use;
          add(samples, key, await twice(key, () => load(browser, row.url(route), route.ready, route.label === '/country' && row.name !== 'static', device, use)));
        }
        log(`${device} run ${run + 1}/${RUNS}: ${route.label}`);
      }
    }
    for (let run = 0; run < RUNS; run += 1) {
      for (const trip of JOURNEYS) {
        for (const row of inTurn(liveRows, run)) {
          const key = `${device} ${row.name} ${trip.label}`;
          add(clicks, key, await twice(key, () => journey(tabs, row.url(trip.from), trip, device)));
        }
        log(`${device} click run ${run + 1}/${RUNS}: ${trip.label}`);
      }
    }
  }
  return { samples, clicks };
}
