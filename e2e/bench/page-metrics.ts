/**
 * What the web benchmark reads inside the page (in-page.js, an init script): paint, LCP,
 * layout-shift, long-task and event-timing entries observed from the start of the document, and
 * the first frame in which the route is "ready", all in ms since navigation start; and a click on
 * a link until the next page is painted.
 */
import type { Page } from '@playwright/test';
import type { Tab } from '../cdp-tab';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The figures of one page load, in ms since navigation start (CLS has no unit). */
export interface LoadMetrics {
  /**
   * The route's content painted: the first frame in which its ready condition held, and not before
   * the first contentful paint (a frame starts before it is painted, and content that came with the
   * HTML holds from the document's first frame).
   */
  ready: number;
  /** First paint (the first frame). */
  firstFrame: number;
  fcp: number;
  lcp: number;
  /** Cumulative layout shift: the largest session window, as Core Web Vitals count it. */
  cls: number;
  /**
   * Total blocking time, as Lighthouse counts it up to the end of the load: of every long task,
   * the part after FCP, less 50 ms.
   */
  tbt: number;
  /** The main thread after the paint: the time in long tasks after FCP, ms. */
  longTaskMs: number;
  /** Long tasks (over 50 ms) after navigation start. */
  longTasks: number;
  /** The longest task, ms. */
  longestTask: number;
}

/**
 * When a route counts as ready: a level-1 heading containing `heading` is laid out, and, when
 * given, `count` elements match `selector`, and a `<dt>` reads `term`.
 */
export interface ReadyCondition {
  heading: string;
  count?: { selector: string; count: number };
  term?: string;
}

/** What in-page.js keeps on `window`. */
interface Recorded {
  paints: Record<string, number>;
  lcp: number;
  shifts: Array<{ start: number; value: number }>;
  tasks: Array<{ start: number; duration: number }>;
  interactions: Record<number, number>;
  ready?: number;
}

/** A click's figure: ms from the click to the next page's paint, and how that page came (see in-page.js). */
export interface ClickFigure {
  ms: number;
  served: string;
}

declare global {
  interface Window {
    __bench?: Recorded;
    __benchReady?: (condition: ReadyCondition) => Promise<number>;
    __benchReadyCondition?: ReadyCondition;
    __benchArmKeystroke?: (selector: string) => void;
    __benchKeystroke?: Promise<number>;
    __benchArmClick?: (heading: string) => void;
    __benchClickToPaint?: () => ClickFigure | undefined;
  }
}

/** in-page.js's source, for a tab's init scripts (cdp-tab.ts). */
export const IN_PAGE_SCRIPT = readFileSync(join(__dirname, 'in-page.js'), 'utf8');

/**
 * Installs in-page.js in every document `page` opens. With `ready`, each document checks it from
 * its first frame (else from when {@link waitReady} asks, which may be frames after it held).
 */
export async function observeLoad(page: Page, ready?: ReadyCondition): Promise<void> {
  if (ready) await page.addInitScript((condition) => (window.__benchReadyCondition = condition), ready);
  await page.addInitScript({ content: IN_PAGE_SCRIPT });
}

/** Resolves once `condition` has held in a frame (checked every frame from the document's start). */
export async function waitReady(page: Page, condition: ReadyCondition, timeoutMs = 30_000): Promise<void> {
  await page.waitForFunction(() => typeof window.__benchReady === 'function', undefined, { timeout: timeoutMs });
  await Promise.race([
    page.evaluate((ready) => window.__benchReady?.(ready), condition),
    new Promise((_, reject) => setTimeout(() => reject(new Error(`not ready after ${timeoutMs} ms: ${JSON.stringify(condition)}`)), timeoutMs)),
  ]);
}

/** Largest session window of layout shifts: gaps under 1 s, windows at most 5 s (Core Web Vitals). */
function largestSessionWindow(shifts: Recorded['shifts']): number {
  let largest = 0;
  let current = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const { start, value } of shifts) {
    if (start - previous > 1000 || start - windowStart > 5000) {
      current = 0;
      windowStart = start;
    }
    current += value;
    previous = start;
    largest = Math.max(largest, current);
  }
  return largest;
}

/** The figures recorded so far in `page`'s current document. */
export async function readLoad(page: Page): Promise<LoadMetrics> {
  const recorded = await page.evaluate(() => window.__bench);
  if (!recorded || recorded.ready === undefined) throw new Error('the page recorded no ready frame');
  const fcp = recorded.paints['first-contentful-paint'] ?? NaN;
  // The part of each long task after FCP (a task under way at FCP counts from FCP on).
  const afterFcp = recorded.tasks.map((task) => task.start + task.duration - Math.max(task.start, fcp)).filter((ms) => ms > 0);
  return {
    ready: Math.max(recorded.ready, fcp),
    firstFrame: recorded.paints['first-paint'] ?? fcp,
    fcp,
    lcp: recorded.lcp,
    cls: largestSessionWindow(recorded.shifts),
    tbt: afterFcp.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0),
    longTaskMs: afterFcp.reduce((sum, ms) => sum + ms, 0),
    longTasks: recorded.tasks.length,
    longestTask: Math.max(0, ...recorded.tasks.map((task) => task.duration)),
  };
}

/** Interaction to Next Paint so far: the longest interaction (few interactions: no percentile), ms. */
export async function readInp(page: Page): Promise<number> {
  const interactions = await page.evaluate(() => Object.values(window.__bench?.interactions ?? {}));
  return Math.max(0, ...interactions);
}

/**
 * Presses `key` in the focused field and returns the ms from the key's event to the first frame
 * whose count of `selector` elements differs from the count before.
 */
export async function keystrokeToFrame(page: Page, key: string, selector: string): Promise<number> {
  await page.evaluate((cards) => window.__benchArmKeystroke?.(cards), selector);
  await page.keyboard.press(key);
  const ms = await page.evaluate(() => window.__benchKeystroke);
  if (typeof ms !== 'number') throw new Error('the keystroke was not measured');
  return ms;
}

/** How a visitor clicks: a mouse that rests on the link first, or a finger's tap. */
export type ClickWay = { mouse: { hoverMs: number } } | { touch: { holdMs: number } };

/** A link to click: the first element matching `selector` whose text contains `text`. */
export interface LinkToClick {
  selector: string;
  text?: string;
}

/**
 * Clicks `link` in `tab` as a visitor does and measures until the next page is painted: ms from the
 * click's event (`performance.timeOrigin + event.timeStamp` in the page clicked) to the next
 * document's first contentful paint (`performance.timeOrigin + FCP` there), or, for a prerendered
 * document, to its first frame after activation; when the page changes inside the same document (a
 * client-side router), to the first frame whose level-1 heading contains `heading`.
 * With `mouse`, the pointer rests on the link `hoverMs` first (Speculation Rules' `moderate`
 * eagerness starts on a hover of 200 ms); with `touch`, the finger stays down `holdMs` (touchstart
 * to touchend; the click follows the touchend). A tab (cdp-tab.ts), not a Playwright page: under
 * Playwright Chromium never prerenders.
 * @throws Error when the next page has not painted within 30 s.
 */
export async function clickToPaint(tab: Tab, link: LinkToClick, heading: string, way: ClickWay): Promise<ClickFigure> {
  await tab.evaluate(`window.__benchArmClick(${JSON.stringify(heading)})`);
  const point = await tab.centreOf(link.selector, link.text);
  if ('mouse' in way) {
    await tab.hover(point);
    await new Promise((resolve) => setTimeout(resolve, way.mouse.hoverMs));
    await tab.click(point);
  } else {
    await tab.tap(point, way.touch.holdMs);
  }
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    // Asked again until the page has painted; a document that goes away mid-question is asked again.
    const figure = await tab.evaluate<ClickFigure | undefined>('window.__benchClickToPaint?.()').catch(() => undefined);
    if (figure) return figure;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the page with "${heading}" did not paint within 30 s of the click`);
}
