import { type APIRequestContext, type APIResponse, type BrowserContext, type Frame, type Page, type Request, test as base, expect } from '@playwright/test';

/** Problems a test provokes on purpose (a blocked remote, an API answering 503, …). */
export interface Problems {
  /**
   * Declares problems this test expects, one pattern each. The test fails when a pattern matches
   * none of the problems seen by its end, and when a problem seen matches none of the patterns.
   */
  expect(...patterns: RegExp[]): void;
}

interface ProblemLog {
  seen: string[];
  expected: RegExp[];
  recording: boolean;
  /** Loads the browser aborted, each with whether its document had been left: judged at the end of the test. */
  aborted: Array<{ problem: string; documentLeft: () => boolean }>;
}

/** Every problem seen: those recorded, and aborted loads that were not the browser leaving a document. */
const problemsSeen = (log: ProblemLog) => [...log.seen, ...log.aborted.filter((load) => !load.documentLeft()).map((load) => load.problem)];

const frameOf = (request: Request): Frame | undefined => {
  try {
    return request.frame();
  } catch {
    return undefined; // a service worker's request has no frame
  }
};

/**
 * Records console errors, uncaught exceptions, failed requests and HTTP error answers of every page
 * of `context`. A `net::ERR_ABORTED` is not a failure when the frame has since committed a new
 * document (a `goto`, a reload, a navigation that replaced one still loading): the browser cancels
 * the loads of the document it leaves. Every other abort is (Chromium also reports a script
 * answered with an error status that way).
 */
function watch(context: BrowserContext, log: ProblemLog): void {
  const record = (problem: string) => log.recording && log.seen.push(problem);
  // Documents committed per frame; a commit is a new document only after a navigation request
  // (a client-side route change commits a URL, not a document).
  const documents = new WeakMap<Frame, number>();
  const navigating = new WeakSet<Frame>();
  const sentIn = new WeakMap<Request, number>();
  context.on('page', (page) =>
    page.on('framenavigated', (frame) => navigating.delete(frame) && documents.set(frame, (documents.get(frame) ?? 0) + 1)),
  );
  context.on('request', (request) => {
    const frame = frameOf(request);
    if (!frame) return;
    if (request.isNavigationRequest()) navigating.add(frame);
    sentIn.set(request, documents.get(frame) ?? 0);
  });
  // The source is part of the record: "Failed to load resource" names its URL only there.
  context.on('console', (message) => message.type() === 'error' && record(`console.error: ${message.text()}${message.location().url ? ` [${message.location().url}]` : ''}`));
  context.on('weberror', (error) => record(`uncaught: ${error.error().message}`));
  context.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'unknown';
    const problem = `request failed: ${request.url()} (${reason})`;
    const frame = frameOf(request);
    const sent = sentIn.get(request);
    if (reason !== 'net::ERR_ABORTED' || !frame || sent === undefined) return record(problem);
    if (log.recording) log.aborted.push({ problem, documentLeft: () => (documents.get(frame) ?? 0) > sent });
  });
  context.on('response', (response) => response.status() >= 400 && record(`HTTP ${response.status()}: ${response.url()}`));
}

const REQUEST_METHODS = new Set(['fetch', 'get', 'post', 'put', 'patch', 'delete', 'head']);

/** `request` whose error answers and failed calls are recorded like the browser's. */
function watchedRequest(request: APIRequestContext, log: ProblemLog): APIRequestContext {
  return new Proxy(request, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || !REQUEST_METHODS.has(String(property))) return value;
      return async (...args: unknown[]) => {
        const url = typeof args[0] === 'string' ? args[0] : '(request)';
        try {
          const response = (await (value as (...a: unknown[]) => Promise<APIResponse>).apply(target, args)) as APIResponse;
          if (response.status() >= 400 && log.recording) log.seen.push(`HTTP ${response.status()}: ${response.url()}`);
          return response;
        } catch (error) {
          if (log.recording) log.seen.push(`request failed: ${url} (${error instanceof Error ? error.message : String(error)})`);
          throw error;
        }
      };
    },
  });
}

/**
 * `test` that fails on any console error, uncaught exception, failed request or HTTP error answer
 * the test did not declare with `problems.expect(/pattern/)`, in every page of the test's browser
 * context (popups and pages opened from `context` included) and in the `request` fixture; and on
 * any declared problem that never happened.
 */
export const test = base.extend<{ problemLog: ProblemLog; problems: Problems }>({
  problemLog: async ({}, use) => {
    await use({ seen: [], expected: [], recording: true, aborted: [] });
  },
  context: async ({ context, problemLog }, use) => {
    watch(context, problemLog);
    await use(context);
  },
  request: async ({ request, problemLog }, use) => {
    await use(watchedRequest(request, problemLog));
  },
  // Depends on `page` so that it ends before the page closes: loads the closing cancels are not problems.
  problems: [
    async ({ page: _page, problemLog }, use) => {
      await use({ expect: (...patterns) => problemLog.expected.push(...patterns) });
      const missing = () => problemLog.expected.filter((pattern) => !problemsSeen(problemLog).some((problem) => pattern.test(problem))).map(String);
      // An expected console message can trail the visible state the test waited for by a moment.
      await expect.poll(missing, { timeout: 5_000 }).toEqual([]).catch(() => undefined);
      problemLog.recording = false;
      const seen = problemsSeen(problemLog);
      const summary = seen.map((problem) => `\n  ${problem.split('\n').slice(0, 2).join(' ')}`).join('');
      expect(missing(), `expected problems that never happened; seen:${summary}`).toEqual([]);
      const unexpected = seen
        .filter((problem) => !problemLog.expected.some((pattern) => pattern.test(problem)))
        .map((problem) => problem.split('\n').slice(0, 4).join('\n')); // the message without its stack
      expect(unexpected, 'console errors, uncaught exceptions or failed requests the test did not expect').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

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
 * Waits until the page has rendered two more frames: React has committed what the last change
 * caused and run its effects, so a request they start has been sent (and reported) by then.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
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
 * Opens /country with the countries API answering 503 to the list call, declares what that leaves
 * behind (the 503, Chromium's report of it, the list's console.error), and waits for the message.
 */
export async function openListWithApiDown(page: Page, problems: Problems) {
  problems.expect(
    /^HTTP 503: http:\/\/127\.0\.0\.1:4000\/v3\.1\/all\?/,
    /^console\.error: Failed to load resource: the server responded with a status of 503/,
    /^console\.error: The country list could not be loaded ApiRequestError/,
  );
  await page.route('**/v3.1/all?*', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"status":503}' }));
  await page.goto('/country');
  await expect(page.getByRole('alert')).toContainText('The countries could not be loaded');
}
