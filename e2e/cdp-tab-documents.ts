/**
 * The documents of one Chromium tab, over the DevTools protocol through the tab's target (cdp-tab.ts
 * says why): each page attached beneath the tab, prerendered ones included, is given the tab's device
 * settings and init scripts while it is paused, then let run; which document the tab shows is
 * followed, and the prerenders started and the problems seen in any of them are recorded.
 */
import type CDP from 'chrome-remote-interface';
import { setTimeout as sleep } from 'node:timers/promises';

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

/** What Chromium reported of one prerender: its URL and its last status (`Pending`, `Running`, `Ready`, `Success`, `Failure`), with the reason of a failure. */
export interface PrerenderReport {
  url: string;
  status: string;
  reason?: string;
}

/** A DevTools message of one session: the protocol's method and parameters. */
type Message = { method: string; params: Record<string, unknown>; sessionId?: string };
/** What Chromium says of a target (a tab, a page, a prerendered page). */
export type TargetInfo = { targetId: string; type: string; url: string; subtype?: string; browserContextId?: string };

/** Sends a DevTools command on `client` (to the session `sessionId`, else to the browser) and resolves with its result. */
export const send = (client: CDP.Client, method: string, params: object = {}, sessionId?: string): Promise<Record<string, unknown>> =>
  (client.send as (method: string, params: object, sessionId?: string) => Promise<Record<string, unknown>>)(method, params, sessionId);

/** One tab's documents: the current one, the prerendered ones beneath it, and what they reported. Tab (cdp-tab.ts) acts in them. */
export class TabDocuments {
  /** The session of the document the tab shows. */
  private current: string | undefined;
  /** Target of each attached page session, prerendered ones included. */
  private readonly targets = new Map<string, string>();
  private readonly listeners = new Set<(message: Message) => void>();
  /** Prerenders started from this tab's documents, by URL: their last report. */
  readonly prerenders = new Map<string, PrerenderReport>();
  /** Uncaught exceptions and console errors in any of this tab's documents. */
  readonly problems: string[] = [];

  protected constructor(
    private readonly client: CDP.Client,
    private readonly tabSession: string,
    private readonly browserContextId: string,
    private readonly options: TabOptions,
  ) {}

  /**
   * Attaches to the tab: every page beneath it is set up, then let run.
   * @throws Error when no page attaches; then nothing is left behind (listener, browser context).
   */
  protected async attachPages(): Promise<void> {
    this.client.on('event', this.onMessage as (message: CDP.EventMessage) => void);
    try {
      const first = this.next((message) => message.method === 'Target.attachedToTarget' && message.sessionId === this.tabSession, 'the tab attached no page', 10_000);
      first.catch(() => undefined); // awaited below, unless the command before it fails
      await this.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true }, this.tabSession);
      await first;
      await this.until(() => this.current !== undefined, 10_000, 'the tab attached no page');
    } catch (error) {
      // Nothing is left behind: neither this tab's listener nor its browser context.
      await this.close();
      throw error;
    }
  }

  /**
   * Sends a command to one of this tab's sessions. A command in flight when its document goes away
   * (a prerender's activation replaces the page clicked) is never answered: it fails when its
   * session detaches, and any after 30 s.
   */
  protected send(method: string, params: object = {}, sessionId?: string): Promise<Record<string, unknown>> {
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
  protected next(matches: (message: Message) => boolean, what: string, timeoutMs = 30_000): Promise<Message> {
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

  /** The session of the document the tab shows, once it shows one. @throws Error after 10 s without one. */
  protected async session(): Promise<string> {
    await this.until(() => this.current !== undefined, 10_000, 'the tab shows no document');
    return this.current as string;
  }

  /** Closes the tab and its browser context. */
  async close(): Promise<void> {
    (this.client as unknown as NodeJS.EventEmitter).removeListener('event', this.onMessage);
    await this.send('Target.disposeBrowserContext', { browserContextId: this.browserContextId }).catch(() => undefined);
  }
}
