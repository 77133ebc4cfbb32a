import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@worldatlas/contracts';
import { serverCodeCheck } from '@worldatlas/webpack-config/src/runtime/server-code-check';
import { createHash } from 'node:crypto';

/** Where a remote publishes its server build, beside its browser build: `…/facts/mf-manifest.json` → `…/facts/server/remoteEntry.js`. */
export const serverEntryUrl = (manifestUrl: string) => new URL('server/remoteEntry.js', manifestUrl).href;

/** How long a page waits for a remote's server code, in ms, before rendering its page as unavailable. */
export const REMOTE_TIME_LIMIT_MS = 3_000;
/** How long a remote that failed is left out of pages, in ms, before the server tries it again. */
export const RETRY_AFTER_MS = 10_000;

/** `promise`, or a rejection naming `what` once `ms` have passed. */
export function withTimeLimit<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

interface RemoteState {
  entry: string;
  /** Content hash of its server entry as last fetched (a release), or undefined before the first check. */
  release?: string;
  etag?: string;
  /** When its server code last failed to load (ms since the epoch): it is left out of pages for a while. */
  failedAt?: number;
  /** Exposed modules loaded from this release, by id. */
  modules: Map<string, Promise<unknown>>;
}

/** What {@link ServerRemotes} is told. */
export interface ServerRemotesOptions {
  /** Each remote's manifest URL, by federation name (the runtime configuration): its server build is beside it. */
  remotes: RuntimeConfig['remotes'];
  /** Where a remote's failure or recovery is reported, once per change. */
  log: (message: string) => void;
  /** How long a page waits for a remote's server code, in ms ({@link REMOTE_TIME_LIMIT_MS} by default). */
  timeLimitMs?: number;
  /** How long a remote whose code failed to load is left out of pages, in ms ({@link RETRY_AFTER_MS} by default). */
  retryAfterMs?: number;
  /** SHA-256 pins of the remotes' server entries (the runtime configuration's `serverEntryIntegrity`). */
  integrity?: RuntimeConfig['serverEntryIntegrity'];
}

/** A one-line reason for the log. */
const reasonOf = (error: unknown) => (error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error));

/**
 * The remotes' server builds, loaded through the federation runtime from the configured URLs only (no
 * visitor input names one): an exposed module loads once per release, within a time limit. A remote
 * whose server code cannot be loaded is logged once and left out of pages until
 * {@link RETRY_AFTER_MS} has passed. {@link ServerRemotes.revalidate} picks a remote's new release up
 * without a restart. {@link ServerRemotes.state} changes whenever what pages are rendered with does.
 */
export class ServerRemotes {
  private readonly remotes = new Map<string, RemoteState>();
  private readonly timeLimitMs: number;
  private readonly retryAfterMs: number;

  constructor(private readonly options: ServerRemotesOptions) {
    this.timeLimitMs = options.timeLimitMs ?? REMOTE_TIME_LIMIT_MS;
    this.retryAfterMs = options.retryAfterMs ?? RETRY_AFTER_MS;
    for (const [name, manifest] of Object.entries(options.remotes)) this.remotes.set(name, { entry: serverEntryUrl(manifest), modules: new Map() });
    // Only answers that are JavaScript (and match their pins) run as remote code; refusals fail the load as any failure does.
    registerPlugins([serverCodeCheck({ integrity: options.integrity, log: options.log })]);
    // These remotes, at these URLs, replace any registered before in this process.
    registerRemotes([...this.remotes].map(([name, { entry }]) => ({ name, entry })), { force: true });
  }

  /** The names of the configured remotes. */
  names(): string[] {
    return [...this.remotes.keys()];
  }

  /**
   * The exposed module `id` (`countries/routes/country-list`) of its remote's server build, loaded once
   * per release; `undefined` when the remote is left out (failed lately), not configured, or its code
   * does not load within the time limit (then logged and left out).
   */
  async load<T>(id: string): Promise<T | undefined> {
    const name = id.split('/')[0] ?? '';
    const remote = this.remotes.get(name);
    if (!remote || this.isLeftOut(remote)) return undefined;
    let module = remote.modules.get(id) as Promise<T> | undefined;
    if (!module) {
      module = withTimeLimit(loadRemote<T>(id), this.timeLimitMs, `Loading ${id}`).then((value) => {
        if (value == null) throw new Error(`${id} is not exposed by the ${name} remote's server build`);
        return value;
      });
      remote.modules.set(id, module);
    }
    try {
      const value = await module;
      this.recovered(name, remote);
      return value;
    } catch (error) {
      this.failed(name, error);
      return undefined;
    }
  }

  /** Reports that remote `name`'s server code could not be loaded: logged once, left out for a while, loaded afresh next time. */
  private failed(name: string, error: unknown): void {
    const remote = this.remotes.get(name);
    if (!remote) return;
    const first = remote.failedAt === undefined;
    remote.failedAt = Date.now();
    if (first) this.options.log(`The ${name} remote's server code failed (${remote.entry}): ${reasonOf(error)}. Its pages show as unavailable; tried again in ${this.retryAfterMs / 1000} s.`);
    // A fresh start for the next try: the runtime forgets the remote's entry and loaded modules.
    this.reload(name);
  }

  /** The remotes' releases, one string that changes when any remote has a new one: for caches of rendered pages. */
  releases(): string {
    return [...this.remotes].map(([name, remote]) => `${name}:${remote.release ?? '?'}`).join(' ');
  }

  /** What pages are rendered with now (releases, and which remotes are left out), one string that changes with it. */
  state(): string {
    return [...this.remotes].map(([name, remote]) => `${name}:${remote.release ?? '?'}${this.isLeftOut(remote) ? ':out' : ''}`).join(' ');
  }

  /**
   * Fetches each remote's server entry (revalidated with its ETag) and, when its content changed since
   * the last check, drops the loaded release so the next page loads the new one; a failed remote is
   * tried again at once when it answers. Resolves with the names of the remotes with a new release.
   * A remote that cannot be fetched keeps what it has.
   */
  async revalidate(): Promise<string[]> {
    const changed: string[] = [];
    await Promise.all(
      [...this.remotes].map(async ([name, remote]) => {
        try {
          const response = await fetch(remote.entry, { headers: remote.etag ? { 'if-none-match': remote.etag } : {}, signal: AbortSignal.timeout(this.timeLimitMs) });
          if (response.status === 304) return;
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          const release = createHash('sha256').update(await response.text()).digest('base64url').slice(0, 16);
          remote.etag = response.headers.get('etag') ?? undefined;
          if (remote.release === release) return;
          const first = remote.release === undefined;
          remote.release = release;
          if (!first) {
            changed.push(name);
            this.reload(name);
            this.options.log(`The ${name} remote has a new release (${release}): its pages are rendered with it from now on.`);
          }
          // Answers again: tried on the next page, not after the rest of its wait.
          this.recovered(name, remote);
        } catch {
          // Unreachable now: pages keep what was loaded, or show as unavailable.
        }
      }),
    );
    return changed;
  }

  private isLeftOut(remote: RemoteState): boolean {
    return remote.failedAt !== undefined && Date.now() - remote.failedAt < this.retryAfterMs;
  }

  private recovered(name: string, remote: RemoteState): void {
    if (remote.failedAt === undefined) return;
    remote.failedAt = undefined;
    this.options.log(`The ${name} remote's server code answers again.`);
  }

  /** Makes the runtime forget remote `name` (its entry, container and modules): the next load fetches it afresh. */
  private reload(name: string): void {
    const remote = this.remotes.get(name);
    if (!remote) return;
    remote.modules.clear();
    registerRemotes([{ name, entry: remote.entry }], { force: true });
  }
}
