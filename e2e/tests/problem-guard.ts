import { type APIRequestContext, type APIResponse, type BrowserContext, type Frame, type Request, expect } from '@playwright/test';

const frameOf = (request: Request): Frame | undefined => {
  try {
    return request.frame();
  } catch {
    return undefined; // a service worker's request has no frame
  }
};

/** The page's icon, which the browser fetches for its tab on its own schedule and drops when the page closes. */
const TAB_ICON = /\/favicon\.(svg|ico)$/;

const REQUEST_METHODS = new Set(['fetch', 'get', 'post', 'put', 'patch', 'delete', 'head']);

/** What {@link ProblemGuard.verdict} finds. */
export interface ProblemVerdict {
  /** Declared patterns that no problem matched. */
  missing: string[];
  /** Problems seen that no declared pattern matches (the message without its stack). */
  unexpected: string[];
}

/**
 * Records console errors, uncaught exceptions, failed requests and HTTP error answers of every page
 * of the browser contexts it watches and of the API request contexts it wraps, and judges them
 * against the problems a test declares it provokes.
 *
 * A `net::ERR_ABORTED` is not a failure when the frame has since committed a new document (a `goto`,
 * a reload, a navigation that replaced one still loading, a link whose page was prefetched): the browser cancels the loads of the
 * document it leaves. Nor is it for a speculative load (`Sec-Purpose: prefetch…`, Speculation
 * Rules), which the browser drops when the visitor goes elsewhere, Back included, nor for the page's
 * icon (the tab's, fetched when the browser likes, also after a restore from the back/forward cache,
 * and dropped when the test closes the page). Every other abort
 * is (Chromium also reports a script answered with an error status that way).
 */
export class ProblemGuard {
  private readonly recorded: string[] = [];
  private readonly expected: RegExp[] = [];
  private recording = true;
  /** Loads the browser aborted, each with whether its document had been left: judged when read. */
  private readonly aborted: Array<{ problem: string; excused: () => boolean }> = [];

  /** Every problem seen so far, in order: those recorded, and aborted loads that were not a document being left. */
  seen(): string[] {
    return [...this.recorded, ...this.aborted.filter((load) => !load.excused()).map((load) => load.problem)];
  }

  /** Declares problems the test provokes, one pattern each. */
  expect(...patterns: RegExp[]): void {
    this.expected.push(...patterns);
  }

  /** Declared patterns that match none of the problems seen, and problems seen that match no pattern. */
  verdict(): ProblemVerdict {
    const seen = this.seen();
    return {
      missing: this.expected.filter((pattern) => !seen.some((problem) => pattern.test(problem))).map(String),
      unexpected: seen
        .filter((problem) => !this.expected.some((pattern) => pattern.test(problem)))
        .map((problem) => problem.split('\n').slice(0, 4).join('\n')),
    };
  }

  /**
   * Waits (up to `timeoutMs`) for every declared problem to be seen, since an expected console
   * message can trail the visible state the test waited for, then stops recording (what closing
   * the pages cancels is no problem) and returns the verdict.
   */
  async finish(timeoutMs = 5_000): Promise<ProblemVerdict> {
    await expect.poll(() => this.verdict().missing, { timeout: timeoutMs }).toEqual([]).catch(() => undefined);
    this.recording = false;
    return this.verdict();
  }

  private record(problem: string): void {
    if (this.recording) this.recorded.push(problem);
  }

  /** Watches every page of `context`, those opened later included. */
  watch(context: BrowserContext): void {
    // Documents committed per frame; a commit is a new document only after a navigation request
    // (a client-side route change commits a URL, not a document).
    const documents = new WeakMap<Frame, number>();
    const navigating = new WeakSet<Frame>();
    const sentIn = new WeakMap<Request, number>();
    // Known once the request's headers are (they are read as it is sent, before it can fail).
    const speculative = new WeakSet<Request>();
    const committed = (frame: Frame) => documents.set(frame, (documents.get(frame) ?? 0) + 1);
    context.on('page', (page) => {
      page.on('framenavigated', (frame) => navigating.delete(frame) && committed(frame));
      // A page served from a prefetch (Speculation Rules) comes with no navigation request: its load says it is a new document.
      page.on('domcontentloaded', () => committed(page.mainFrame()));
    });
    context.on('request', (request) => {
      const frame = frameOf(request);
      if (!frame) return;
      if (request.isNavigationRequest()) navigating.add(frame);
      sentIn.set(request, documents.get(frame) ?? 0);
      void request.allHeaders().then(
        (headers) => (headers['sec-purpose'] ?? '').startsWith('prefetch') && speculative.add(request),
        () => undefined,
      );
    });
    // The source is part of the record: "Failed to load resource" names its URL only there.
    context.on('console', (message) => message.type() === 'error' && this.record(`console.error: ${message.text()}${message.location().url ? ` [${message.location().url}]` : ''}`));
    context.on('weberror', (error) => this.record(`uncaught: ${error.error().message}`));
    context.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText ?? 'unknown';
      const problem = `request failed: ${request.url()} (${reason})`;
      const frame = frameOf(request);
      const sent = sentIn.get(request);
      if (reason !== 'net::ERR_ABORTED' || !frame || sent === undefined) return this.record(problem);
      if (this.recording) this.aborted.push({ problem, excused: () => speculative.has(request) || TAB_ICON.test(request.url()) || (documents.get(frame) ?? 0) > sent });
    });
    context.on('response', (response) => response.status() >= 400 && this.record(`HTTP ${response.status()}: ${response.url()}`));
  }

  /** `request` whose error answers and failed calls are recorded like the browser's. */
  wrap(request: APIRequestContext): APIRequestContext {
    return new Proxy(request, {
      get: (target, property, receiver) => {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof value !== 'function' || !REQUEST_METHODS.has(String(property))) return value;
        return async (...args: unknown[]) => {
          const url = typeof args[0] === 'string' ? args[0] : '(request)';
          try {
            const response = await (value as (...a: unknown[]) => Promise<APIResponse>).apply(target, args);
            if (response.status() >= 400) this.record(`HTTP ${response.status()}: ${response.url()}`);
            return response;
          } catch (error) {
            this.record(`request failed: ${url} (${error instanceof Error ? error.message : String(error)})`);
            throw error;
          }
        };
      },
    });
  }
}
