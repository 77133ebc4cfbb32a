/**
 * A Chromium driven over the DevTools protocol through its tab targets, for what Playwright cannot
 * show: a page prerendered by Speculation Rules and activated by a click.
 *
 * Chromium refuses to prerender while a DevTools client is attached to a page directly rather than
 * through the page's tab (`PrerenderingDisabledByDevTools`), and Playwright attaches to pages
 * directly. Here each tab is attached as a tab: its pages, the prerendered ones included, are
 * attached automatically beneath it, each paused until it has this tab's init scripts and device
 * settings, so a prerendered document is observed from its start like any other; when a click
 * activates one, it becomes the tab's current document. Following a tab's documents is
 * cdp-tab-documents.ts; here, the browser, and what a test does in a tab.
 */
import CDP from 'chrome-remote-interface';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import { setTimeout as sleep } from 'node:timers/promises';
import { send, TabDocuments, type TabOptions, type TargetInfo } from './cdp-tab-documents';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium';

export type { TabOptions } from './cdp-tab-documents';

/** A page point in CSS pixels of the viewport. */
export interface Point {
  x: number;
  y: number;
}

/** One Chromium, headless, launched with the suite's flags. Close it with {@link TabBrowser.close}. */
export class TabBrowser {
  private constructor(
    private readonly chrome: LaunchedChrome,
    private readonly client: CDP.Client,
  ) {}

  /** Launches Debian's Chromium (chromium.ts) and connects to it as a browser-wide DevTools client. */
  static async launch(): Promise<TabBrowser> {
    const chrome = await launch({ chromePath: CHROMIUM_LAUNCH_OPTIONS.executablePath, chromeFlags: ['--headless=new', ...(CHROMIUM_LAUNCH_OPTIONS.args ?? [])] });
    try {
      const { webSocketDebuggerUrl } = await CDP.Version({ port: chrome.port });
      const client = await CDP({ target: webSocketDebuggerUrl, local: true });
      return new TabBrowser(chrome, client);
    } catch (error) {
      chrome.kill();
      throw error;
    }
  }

  /** A tab in a fresh browser context (its own cache, cookies and storage), on about:blank. */
  async newTab(options: TabOptions): Promise<Tab> {
    const { browserContextId } = (await send(this.client, 'Target.createBrowserContext', { disposeOnDetach: true })) as { browserContextId: string };
    let sessionId: string;
    try {
      await send(this.client, 'Target.createTarget', { url: 'about:blank', browserContextId });
      const { targetInfos } = (await send(this.client, 'Target.getTargets', { filter: [{ type: 'tab' }] })) as { targetInfos: TargetInfo[] };
      const tab = targetInfos.find((info) => info.type === 'tab' && info.browserContextId === browserContextId);
      if (!tab) throw new Error('Chromium opened no tab in the new browser context');
      ({ sessionId } = (await send(this.client, 'Target.attachToTarget', { targetId: tab.targetId, flatten: true })) as { sessionId: string });
    } catch (error) {
      await send(this.client, 'Target.disposeBrowserContext', { browserContextId }).catch(() => undefined);
      throw error;
    }
    return Tab.attach(this.client, sessionId, browserContextId, options);
  }

  /** Disconnects and stops Chromium. */
  async close(): Promise<void> {
    await this.client.close().catch(() => undefined);
    this.chrome.kill();
  }
}

/** One tab: its documents (cdp-tab-documents.ts), and what a test does in the one it shows: navigate, read, point, click, tap and type. */
export class Tab extends TabDocuments {
  /**
   * Attaches to the tab behind `tabSession`: every page beneath it is set up, then let run.
   * @throws Error when no page attaches (its browser context is then disposed of).
   */
  static async attach(client: CDP.Client, tabSession: string, browserContextId: string, options: TabOptions): Promise<Tab> {
    const tab = new Tab(client, tabSession, browserContextId, options);
    await tab.attachPages();
    return tab;
  }

  /** Opens `url` in the tab and resolves at its load event. @throws Error when the navigation fails. */
  async goto(url: string): Promise<void> {
    const session = await this.session();
    const loaded = this.next((message) => message.method === 'Page.loadEventFired' && message.sessionId === session, `${url} did not load`);
    loaded.catch(() => undefined); // awaited below, unless the navigation fails
    const { errorText } = (await this.send('Page.navigate', { url }, session)) as { errorText?: string };
    if (errorText) throw new Error(`${url}: ${errorText}`);
    await loaded;
  }

  /**
   * The value of `expression` (a promise's value once it settles) in the tab's current document;
   * asked again when the document changes under the question.
   * @throws Error when the expression throws.
   */
  async evaluate<T>(expression: string): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const session = await this.session();
      try {
        const { result, exceptionDetails } = (await this.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true }, session)) as {
          result: { value?: T };
          exceptionDetails?: { text: string; exception?: { description?: string } };
        };
        if (exceptionDetails) throw new EvaluationError(`${expression}: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
        return result.value as T;
      } catch (error) {
        if (error instanceof EvaluationError || attempt >= 50) throw error;
        await sleep(20);
      }
    }
  }

  /** Waits until `expression` is truthy in the current document (polled). @throws Error after `timeoutMs`. */
  async waitFor(expression: string, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await this.evaluate<boolean>(`Boolean(${expression})`).catch(() => false))) {
      if (Date.now() > deadline) throw new Error(`still false after ${timeoutMs} ms: ${expression}`);
      await sleep(50);
    }
  }

  /**
   * The centre of the first element matching `selector` (and containing `text`, when given),
   * scrolled into view. @throws Error when none matches.
   */
  async centreOf(selector: string, text = ''): Promise<Point> {
    const point = await this.evaluate<Point | null>(`(() => {
      const element = [...document.querySelectorAll(${JSON.stringify(selector)})].find((candidate) => candidate.textContent.includes(${JSON.stringify(text)}));
      if (!element) return null;
      element.scrollIntoView({ block: 'center' });
      const box = element.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    })()`);
    if (!point) throw new Error(`nothing matches ${selector}${text ? ` with "${text}"` : ''}`);
    return point;
  }

  /** Moves the mouse to `point` and leaves it resting there. */
  async hover(point: Point): Promise<void> {
    await this.send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...point }, await this.session());
  }

  /** A left click at `point`: press and release. */
  async click(point: Point): Promise<void> {
    const session = await this.session();
    await this.send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...point }, session);
    await this.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...point, button: 'left', clickCount: 1 }, session);
    // The release may reach a document that a prerender's activation has just replaced.
    await this.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...point, button: 'left', clickCount: 1 }, session).catch(() => undefined);
  }

  /** A finger's tap at `point`, down for `holdMs`. */
  async tap(point: Point, holdMs: number): Promise<void> {
    const session = await this.session();
    await this.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] }, session);
    await sleep(holdMs);
    await this.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }, session).catch(() => undefined);
  }

  /** Types `text` into the focused field, one key event per character. */
  async type(text: string): Promise<void> {
    const session = await this.session();
    for (const character of text) {
      await this.send('Input.dispatchKeyEvent', { type: 'keyDown', text: character, key: character }, session);
      await this.send('Input.dispatchKeyEvent', { type: 'keyUp', key: character }, session);
    }
  }

  /**
   * Waits until a prerender of `url` is `Ready` to be shown.
   * @throws Error with Chromium's reason when it failed, or after `timeoutMs`.
   */
  async prerendered(url: string, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const report = this.prerenders.get(url);
      if (report?.status === 'Ready') return;
      if (report?.status === 'Failure') throw new Error(`the prerender of ${url} failed: ${report.reason}`);
      if (Date.now() > deadline) throw new Error(`no prerender of ${url} ready after ${timeoutMs} ms (${report ? report.status : 'never started'})`);
      await sleep(20);
    }
  }
}

/** An expression that threw in the page (not a document that went away under the question). */
class EvaluationError extends Error {}
