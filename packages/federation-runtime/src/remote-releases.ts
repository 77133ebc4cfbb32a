import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { createHash } from 'node:crypto';
import { remoteFailures } from './remote-failures';
import { serverCodeCheck } from './server-code-check';

/** Where a remote publishes its server build, beside its browser build: `…/facts/mf-manifest.json` → `…/facts/server/remoteEntry.js`. */
const serverEntryUrl = (manifestUrl: string) => new URL('server/remoteEntry.js', manifestUrl).href;

/** How long a page waits for a remote's server code, in ms, before rendering its page as unavailable. */
const REMOTE_TIME_LIMIT_MS = 3_000;
/** How long a remote that failed is left out of pages, in ms, before the server tries it again. */
const RETRY_AFTER_MS = 10_000;

/** What {@link RemoteReleases} is told. */
interface RemoteReleasesOptions {
  /** Each remote's manifest URL, by federation name (the host's runtime configuration): its server build is beside it. */
  remotes: Readonly<Record<string, string>>;
  /** SHA-256 pins of the remotes' server entries (`sha256-…`, by federation name), checked by `serverCodeCheck`. */
  integrity?: Partial<Record<string, string>>;
  /** Where a remote's failure, recovery or new release is reported, once per change. */
  log: (message: string) => void;
  /** What a failed load of exposed module `id` gives instead (the host's stand-in route module). */
  fallback: (id: string, error: unknown) => unknown;
  /** How long a page waits for a remote's server code, in ms ({@link REMOTE_TIME_LIMIT_MS} by default). */
  timeLimitMs?: number;
  /** How long a remote whose code failed to load is left out of pages, in ms ({@link RETRY_AFTER_MS} by default). */
  retryAfterMs?: number;
}

/**
 * The remotes' server builds as the federation runtime loads them (`loadRemote`), from the configured
 * URLs only (no visitor input names one), with the runtime plugins that say what runs as their code
 * (`serverCodeCheck`, within the time limit) and what a remote that fails gives (`remoteFailures`:
 * the fallback, left out for a while). What is the host's own: each remote's release (a hash of its
 * server entry), checked by {@link RemoteReleases.revalidate}, so a redeployed remote's pages render
 * with its new release without a restart; {@link RemoteReleases.state} changes whenever what pages
 * are rendered with does.
 */
export class RemoteReleases {
  private readonly entries = new Map<string, { entry: string; release?: string; etag?: string }>();
  private readonly failures: ReturnType<typeof remoteFailures>;
  private readonly timeLimitMs: number;

  constructor(private readonly options: RemoteReleasesOptions) {
    this.timeLimitMs = options.timeLimitMs ?? REMOTE_TIME_LIMIT_MS;
    for (const [name, manifest] of Object.entries(options.remotes)) this.entries.set(name, { entry: serverEntryUrl(manifest) });
    this.failures = remoteFailures({ retryAfterMs: options.retryAfterMs ?? RETRY_AFTER_MS, log: options.log, fallback: options.fallback });
    registerPlugins([this.failures, serverCodeCheck({ integrity: options.integrity, log: options.log, timeLimitMs: this.timeLimitMs })]);
    // These remotes, at these URLs, replace any registered before in this process.
    registerRemotes([...this.entries].map(([name, { entry }]) => ({ name, entry })), { force: true });
  }

  /** The remotes' releases, one string that changes when any remote has a new one: for caches of rendered pages. */
  releases(): string {
    return [...this.entries].map(([name, remote]) => `${name}:${remote.release ?? '?'}`).join(' ');
  }

  /** What pages are rendered with now: the releases, and which remotes are left out after a failure. */
  state(): string {
    return `${this.releases()} out:${this.failures.failing().join(',')}`;
  }

  /**
   * Fetches each remote's server entry (revalidated with its ETag) and, when its content changed since
   * the last check, makes the runtime forget the loaded release so the next page loads the new one.
   * Resolves with the names of the remotes with a new release. A remote that cannot be fetched keeps
   * what it has.
   */
  async revalidate(): Promise<string[]> {
    const changed: string[] = [];
    await Promise.all(
      [...this.entries].map(async ([name, remote]) => {
        try {
          const response = await fetch(remote.entry, { headers: remote.etag ? { 'if-none-match': remote.etag } : {}, signal: AbortSignal.timeout(this.timeLimitMs) });
          if (response.status === 304) return;
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          const release = createHash('sha256').update(await response.text()).digest('base64url').slice(0, 16);
          remote.etag = response.headers.get('etag') ?? undefined;
          if (remote.release === release) return;
          const first = remote.release === undefined;
          remote.release = release;
          if (first) return;
          changed.push(name);
          registerRemotes([{ name, entry: remote.entry }], { force: true });
          this.options.log(`The ${name} remote has a new release (${release}): its pages are rendered with it from now on.`);
        } catch {
          // Unreachable now: pages keep what was loaded, or show as unavailable.
        }
      }),
    );
    return changed;
  }
}
