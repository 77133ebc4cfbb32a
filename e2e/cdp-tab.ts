/**
 * A Chromium driven over the DevTools protocol through its tab targets, for what Playwright cannot
 * show: a page prerendered by Speculation Rules and activated by a click.
 *
 * Chromium refuses to prerender while a DevTools client is attached to a page directly rather than
 * through the page's tab (`PrerenderingDisabledByDevTools`), and Playwright attaches to pages
 * directly. Here each tab is attached as a tab: its pages, the prerendered ones included, are
 * attached automatically beneath it, each paused until it has this tab's init scripts and device
 * settings, so a prerendered document is observed from its start like any other; when a click
 * activates one, it becomes the tab's current document.
 */
import CDP from 'chrome-remote-interface';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium';

/** A tab's window and device: a desktop window, or a phone's screen, touch and slowed-down CPU. */
export interface TabOptions {
  viewport: { width: number; height: number };
  /** A phone: device pixel ratio 3, touch events, mobile layout. */
  mobile?: boolean;
  /** CPU slowdown factor (4 = four times slower); none by default. */
  cpuSlowdown?: number;
  /** Scripts each document runs before its own, prerendered documents included. */
  initScripts?: readonly string[];
}

/** A page point in CSS pixels of the viewport. */
export interface Point {
  x: number;
  y: number;
}

/** What Chromium reported of one prerender: its URL and its last status (`Pending`, `Running`, `Ready`, `Success`, `Failure`), with the reason of a failure. */
export interface PrerenderReport {
  url: string;
  status: string;
  reason?: string;
}

/** A DevTools message of one session: the protocol's method and parameters. */
type Message = { method: string; params: Record<string, unknown>; sessionId?: string };
type TargetInfo = { targetId: string; type: string; url: string; subtype?: string; browserContextId?: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends a DevTools command on `client` (to the session `sessionId`, else to the browser) and resolves with its result. */
const send = (client: CDP.Client, method: string, params: object = {}, sessionId?: string): Promise<Record<string, unknown>> =>
  (client.send as (method: string, params: object, sessionId?: string) => Promise<Record<string, unknown>>)(method, params, sessionId);

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

/** One tab: its current document, the prerendered ones beneath it, and a mouse and a finger. */
export class Tab {
  /** The session of the document the tab shows. */
  private current: string | undefined;
  /** Target of each attached page session, prerendered ones included. */
  private readonly targets = new Map<string, string>();
  private readonly listeners = new Set<(message: Message) => void>();
  /** Prerenders started from this tab's documents, by URL: their last report. */
  readonly prerenders = new Map<string, PrerenderReport>();
  /** Uncaught exceptions and console errors in any of this tab's documents. */
  readonly problems: string[] = [];

  private constructor(
    private readonly client: CDP.Client,
    private readonly tabSession: string,
    private readonly browserContextId: string,
    private readonly options: TabOptions,
  ) {}

  /** Attaches to the tab behind `tabSession`: every page beneath it is set up, then let run. */
  static async attach(client: CDP.Client, tabSession: string, browserContextId: string, options: TabOptions): Promise<Tab> {
    const tab = new Tab(client, tabSession, browserContextId, options);
    client.on('event', tab.onMessage as (message: CDP.EventMessage) => void);
    try {
      const first = tab.next((message) => message.method === 'Target.attachedToTarget' && message.sessionId === tabSession, 'the tab attached no page', 10_000);
      first.catch(() => undefined); // awaited below, unless the command before it fails
      await tab.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true }, tabSession);
      await first;
      await tab.until(() => tab.current !== undefined, 10_000, 'the tab attached no page');
      return tab;
    } catch (error) {
      // Nothing is left behind: neither this tab's listener nor its browser context.
      await tab.close();
      throw error;
    }
  }

  /**
   * Sends a command to one of this tab's sessions. A command in flight when its document goes away
   * (a prerender's activation replaces the page clicked) is never answered: it fails when its
   * session detaches, and any after 30 s.
   */
  private send(method: string, params: object = {}, sessionId?: string): Promise<Record<string, unknown>> {
    let stop = () => {};
    const abandoned = new Promise<never>((_, reject) => {
      const timer = setTimeout(() => reject(new Error(`${method}: no answer within 30 s`)), 30_000);
      const gone = (message: Message) => {
        if (message.method === 'Target.detachedFromTarget' && message.params.sessionId === sessionId) reject(new Error(`${method}: the document went away`));
      };
      if (sessionId !== undefined && sessionId !== this.tabSession) this.listeners.add(gone);
      stop = () => {
        clearTimeout(timer);
        this.listeners.delete(gone);
      };
    });
    return Promise.race([send(this.client, method, params, sessionId), abandoned]).finally(stop);
  }

  private readonly onMessage = (message: Message): void => {
    const { method, params, sessionId } = message;
    const ours = sessionId !== undefined && this.targets.has(sessionId);
    if (method === 'Target.attachedToTarget' && sessionId === this.tabSession) {
      const info = params.targetInfo as TargetInfo;
      const session = params.sessionId as string;
      if (info.type === 'page') void this.setUp(session, info);
    } else if (method === 'Target.targetInfoChanged') {
      // An activated prerender loses its subtype: it is the tab's document from now on.
      const info = params.targetInfo as TargetInfo;
      for (const [session, target] of this.targets) if (target === info.targetId && info.subtype === undefined && info.type === 'page') this.current = session;
    } else if (method === 'Target.detachedFromTarget' && sessionId === this.tabSession) {
      const session = params.sessionId as string;
      this.targets.delete(session);
      if (this.current === session) this.current = undefined;
    } else if (method === 'Preload.prerenderStatusUpdated' && ours) {
      const key = params.key as { url: string };
      this.prerenders.set(key.url, { url: key.url, status: params.status as string, reason: params.prerenderStatus as string | undefined });
    } else if (method === 'Runtime.exceptionThrown' && ours) {
      const details = params.exceptionDetails as { text: string; exception?: { description?: string } };
      this.problems.push(`uncaught: ${details.exception?.description ?? details.text}`);
    } else if (method === 'Log.entryAdded' && ours) {
      const entry = params.entry as { level: string; text: string; url?: string };
      if (entry.level === 'error') this.problems.push(`console: ${entry.text}${entry.url ? ` (${entry.url})` : ''}`);
    } else if (method === 'Runtime.consoleAPICalled' && params.type === 'error' && ours) {
      const args = params.args as Array<{ value?: unknown; description?: string }>;
      this.problems.push(`console.error: ${args.map((arg) => arg.description ?? String(arg.value)).join(' ')}`);
    }
    for (const listener of [...this.listeners]) listener(message);
  };

  /**
   * Gives a page that just attached (paused) this tab's settings and scripts, then lets it run. A
   * paused prerender answers nothing until it runs, so the settings are sent, not awaited, before
   * the command that lets it run: a target handles its commands in order, so each setting holds
   * from the document's start.
   */
  private async setUp(session: string, info: TargetInfo): Promise<void> {
    this.targets.set(session, info.targetId);
    const { viewport, mobile, cpuSlowdown, initScripts = [] } = this.options;
    const settings = [
      this.send('Page.enable', {}, session),
      this.send('Runtime.enable', {}, session),
      this.send('Log.enable', {}, session),
      this.send('Preload.enable', {}, session),
      this.send('Emulation.setDeviceMetricsOverride', { ...viewport, deviceScaleFactor: mobile ? 3 : 1, mobile: mobile === true }, session),
      ...(mobile ? [this.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 }, session)] : []),
      ...(cpuSlowdown ? [this.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown }, session)] : []),
      ...initScripts.map((source) => this.send('Page.addScriptToEvaluateOnNewDocument', { source }, session)),
      this.send('Runtime.runIfWaitingForDebugger', {}, session),
    ];
    const failed = (await Promise.allSettled(settings)).find((result) => result.status === 'rejected');
    // A page that went away while it was set up needs nothing; one that stays must be set up whole.
    if (failed && this.targets.has(session)) this.problems.push(`setting up ${info.url || info.targetId}: ${String(failed.reason)}`);
    if (info.subtype !== 'prerender') this.current = session;
  }

  /**
   * Resolves with the first message `matches` accepts from now on.
   * @throws Error naming `what` when none comes within `timeoutMs`.
   */
  private next(matches: (message: Message) => boolean, what: string, timeoutMs = 30_000): Promise<Message> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.listeners.delete(listener);
        reject(new Error(`${what} within ${timeoutMs} ms`));
      }, timeoutMs);
      const listener = (message: Message) => {
        if (!matches(message)) return;
        clearTimeout(timer);
        this.listeners.delete(listener);
        resolve(message);
      };
      this.listeners.add(listener);
    });
  }

  /** Polls `condition` every 20 ms. @throws Error with `what` when it does not hold within `timeoutMs`. */
  private async until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error(what);
      await sleep(20);
    }
  }

  private async session(): Promise<string> {
    await this.until(() => this.current !== undefined, 10_000, 'the tab shows no document');
    return this.current as string;
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

  /** Closes the tab and its browser context. */
  async close(): Promise<void> {
    (this.client as unknown as NodeJS.EventEmitter).removeListener('event', this.onMessage);
    await this.send('Target.disposeBrowserContext', { browserContextId: this.browserContextId }).catch(() => undefined);
  }
}

/** An expression that threw in the page (not a document that went away under the question). */
class EvaluationError extends Error {}
