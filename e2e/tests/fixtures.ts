import { type APIRequestContext, type Page, type Request, test as base, expect } from '@playwright/test';
import { siteOrigins } from '../webserver/site-ports';
import { PENDING_ISLANDS_SELECTOR } from '../../packages/islands/src/attributes';
import { ProblemGuard } from './problem-guard';

/**
 * The origins of the site this run serves (the shell, each remote, the API), on the ports
 * playwright.config.ts chose: expectations name these, never the `npm start` ports.
 */
export const SITE = siteOrigins();

/** `text` with the characters a RegExp treats as syntax escaped. */
export const asPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** {@link SITE}'s origins as RegExp fragments, for the problems a test expects: the API's, and each remote's by `remote(name)`. */
export const PATTERN = { api: asPattern(SITE.api), remote: (name: string) => asPattern(SITE.remote(name)) };

/** Problems a test provokes on purpose (a blocked remote, an API answering 503, …). */
export interface Problems {
  /**
   * Declares problems this test expects, one pattern each. The test fails when a pattern matches
   * none of the problems seen by its end, and when a problem seen matches none of the patterns.
   */
  expect(...patterns: RegExp[]): void;
}

/**
 * `test` that fails on any console error, uncaught exception, failed request or HTTP error answer
 * the test did not declare with `problems.expect(/pattern/)`, in every page of the test's browser
 * context (popups and pages opened from `context` included) and in the `request` fixture; and on
 * any declared problem that never happened. See {@link ProblemGuard}.
 */
export const test = base.extend<{ problemGuard: ProblemGuard; problems: Problems }>({
  problemGuard: async ({}, use) => {
    await use(new ProblemGuard());
  },
  context: async ({ context, problemGuard }, use) => {
    problemGuard.watch(context);
    await use(context);
  },
  // A page the server renders reads before its islands run: a test acts on it, as a visitor does once
  // the page has settled, when every island has started. `page.goto(url, { waitUntil: 'commit' })`
  // does not wait (a test acting before the islands' code arrives), nor does a page without scripts.
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const whenLive = async <T,>(response: T, waitUntil: string | undefined) => {
      if (javaScriptEnabled !== false && waitUntil !== 'commit') await islandsStarted(page);
      return response;
    };
    page.goto = async (url, options) => whenLive(await goto(url, options), options?.waitUntil);
    page.reload = async (options) => whenLive(await reload(options), options?.waitUntil);
    await use(page);
  },
  request: async ({ request, problemGuard }, use) => {
    await use(problemGuard.wrap(request));
  },
  // Depends on `page` so that it ends before the page closes: loads the closing cancels are not problems.
  problems: [
    async ({ page: _page, problemGuard }, use) => {
      await use({ expect: (...patterns) => problemGuard.expect(...patterns) });
      const { missing, unexpected } = await problemGuard.finish();
      const summary = problemGuard.seen().map((problem) => `\n  ${problem.split('\n').slice(0, 2).join(' ')}`).join('');
      expect(missing, `expected problems that never happened; seen:${summary}`).toEqual([]);
      expect(unexpected, 'console errors, uncaught exceptions or failed requests the test did not expect').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until every island of the page has started (`data-hydrated`) or given up (`data-island-failed`,
 * its code unreachable: the page stays plain HTML); at once on a page without islands.
 */
export const islandsStarted = (page: Page) => expect(page.locator(PENDING_ISLANDS_SELECTOR)).toHaveCount(0);

/**
 * Declares what a page answered with 404 leaves behind: the document's status and Chromium's report
 * of it, for each of `paths` (patterns of the path after the origin).
 */
export function expectNotFoundPages(problems: Problems, ...paths: string[]): void {
  // The shell under either of its names (127.0.0.1, or localhost in the cross-origin projects).
  const shell = String.raw`http:\/\/(?:127\.0\.0\.1|localhost):${new URL(SITE.shell).port}`;
  for (const path of paths) {
    problems.expect(
      new RegExp(String.raw`^HTTP 404: ${shell}${path}$`),
      new RegExp(String.raw`^console\.error: Failed to load resource: the server responded with a status of 404 \(Not Found\) \[${shell}${path}\]$`),
    );
  }
}

/** True in the mobile project (narrow viewport: the navigation sits behind the Menu button). */
export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** Opens the navigation when it is behind the Menu button, and returns it. */
export async function openNavigation(page: Page) {
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Menu' }).click();
    return page.getByRole('navigation', { name: 'Mobile' });
  }
  return page.getByRole('navigation', { name: 'Main' });
}

/** A gate a route handler waits at until the test opens it: the test sees the waiting state first. */
export function gate(): { passed: Promise<void>; open: () => void } {
  let open = () => {};
  const passed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { passed, open };
}

/**
 * Holds every request of `page` to `url` (a glob, pattern or string, as `page.route` takes) until
 * the test opens the returned gate: the test sees the waiting state first, then lets them through.
 */
export async function holdRequests(page: Page, url: Parameters<Page['route']>[0]): Promise<{ open: () => void }> {
  const held = gate();
  await page.route(url, async (route) => {
    await held.passed;
    await route.continue();
  });
  return held;
}

/**
 * Waits until the page has rendered two more frames (React has committed what the last change
 * caused and run its effects) and then no request of the page has been under way for `quietMs`
 * (500 ms by default), so that a check that something was NOT requested has watched long enough
 * for a late request (a timer, a retry, a preload) to show.
 * @throws Error when requests keep going for `timeoutMs` (10 s).
 */
export async function networkQuiet(page: Page, quietMs = 500, timeoutMs = 10_000): Promise<void> {
  const underWay = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    underWay.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    underWay.delete(request);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const deadline = Date.now() + timeoutMs;
    while (underWay.size > 0 || Date.now() - lastChange < quietMs) {
      if (Date.now() > deadline) throw new Error(`requests still under way after ${timeoutMs} ms: ${[...underWay].map((request) => request.url()).join(', ')}`);
      await page.waitForTimeout(50);
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * GETs `path` (e.g. `/v3.1/all?fields=name`) from the countries API the site itself uses (the
 * shell's runtime-config.json names it): expectations come from the data the site shows.
 */
export async function fromApi<T>(request: APIRequestContext, path: string): Promise<T> {
  const config = (await (await request.get('/runtime-config.json')).json()) as { apiBaseUrl: string };
  const response = await request.get(`${config.apiBaseUrl}${path}`);
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

/** Makes every request to `origin` fail as an unreachable server would, while `blocked()` says so. */
export async function block(page: Page, origin: string, blocked: () => boolean = () => true) {
  await page.route(`${origin}/**`, (route) => (blocked() ? route.abort('connectionrefused') : route.continue()));
}

/**
 * What a remote unreachable from the browser leaves behind on a page with its island: the failed
 * request for its `remoteEntry.js`, Chromium's report of it, and the island loader's report, naming
 * the island, that it stays plain HTML.
 */
export const unreachable = (origin: string, island: string) => {
  const entry = asPattern(`${origin}/remoteEntry.js`);
  return [
    new RegExp(`^request failed: ${entry} \\(net::ERR_CONNECTION_REFUSED\\)$`),
    new RegExp(`^console\\.error: Failed to load resource: net::ERR_CONNECTION_REFUSED \\[${entry}\\]$`),
    new RegExp(`^console\\.error: The ${asPattern(island)} island could not start; it works as a plain page`),
  ];
};
