import { type APIRequestContext, type Page, type Request, test as base, expect } from '@playwright/test';
import { siteOrigins } from '../webserver/site-ports';
import { ProblemGuard } from './problem-guard';

/**
 * The origins of the site this run serves (the shell, each remote, the API), on the ports
 * playwright.config.ts chose: expectations name these, never the `npm start` ports.
 */
export const SITE = siteOrigins();

/** `text` with the characters a RegExp treats as syntax escaped. */
export const asPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Each of {@link SITE}'s origins as a RegExp fragment, for the problems a test expects. */
export const PATTERN = Object.fromEntries(Object.entries(SITE).map(([name, origin]) => [name, asPattern(origin)])) as Record<keyof typeof SITE, string>;

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
  // A page of the shell, which the server renders, shows before it is live: a test acts on it, as a
  // visitor does, once React has taken it over. `page.goto(url, { waitUntil: 'commit' })` does not
  // wait (a test holding the page's code back), nor does a page without scripts or a remote's own page.
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const whenLive = async <T,>(response: T, waitUntil: string | undefined) => {
      const shellPage = (await page.locator('script#runtime-config').count()) > 0;
      if (javaScriptEnabled !== false && waitUntil !== 'commit' && shellPage) await live(page);
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

/** Waits until React has taken the page over: hydration of the page the server rendered is done (`<html data-live>`). */
export const live = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-live', '');

/**
 * Opens `path` as a visitor arriving from another page of the site (`from`, rendered on the server
 * and hydrated): React Router's own navigation, as a link or Back makes it, so the page's parts load
 * their code and data in the browser, which a test may hold back or fail. The first page of a visit
 * arrives rendered, with its data.
 */
export async function openInApp(page: Page, path: string, from = '/'): Promise<void> {
  await page.goto(from);
  await live(page);
  await navigateInApp(page, path);
}

/** Moves the live page to `path` with React Router's own navigation, as a link or Back makes it. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

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

/**
 * Opens /country from another page of the site with the countries API answering 503 to the list call, declares what that leaves
 * behind (the 503, Chromium's report of it, the list's console.error), and waits for the message.
 */
export async function openListWithApiDown(page: Page, problems: Problems) {
  problems.expect(
    new RegExp(String.raw`^HTTP 503: ${PATTERN.api}\/v3\.1\/all\?`),
    /^console\.error: Failed to load resource: the server responded with a status of 503/,
    /^console\.error: The country list could not be loaded ApiRequestError/,
  );
  await page.route('**/v3.1/all?*', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"status":503}' }));
  await openInApp(page, '/country');
  await expect(page.getByRole('alert')).toContainText('The countries could not be loaded');
}

/** Makes every request to `origin` fail as an unreachable server would, while `blocked()` says so. */
export async function block(page: Page, origin: string, blocked: () => boolean = () => true) {
  await page.route(`${origin}/**`, (route) => (blocked() ? route.abort('connectionrefused') : route.continue()));
}

/**
 * What an unreachable remote leaves behind: the failed manifest request, Chromium's report of it,
 * and the federation runtime's RUNTIME-003 error, which the shell's boundary reports with the section's name.
 */
export const unreachable = (origin: string, remote: string) => {
  const manifest = `${origin}/mf-manifest.json`.replace(/\./g, '\\.');
  return [
    new RegExp(`^request failed: ${manifest} \\(net::ERR_CONNECTION_REFUSED\\)$`),
    new RegExp(`^console\\.error: Failed to load resource: net::ERR_CONNECTION_REFUSED \\[${manifest}\\]$`),
    new RegExp(`^console\\.error: The [a-z ]+ section could not be loaded Error: \\[ Federation Runtime \\]: Failed to get manifest\\. #RUNTIME-003\\nargs: \\{"manifestUrl":"${manifest}","moduleName":"${remote}"`),
  ];
};
