import type { RemoteName, RuntimeConfig } from '@worldatlas/contracts';
import { type RenderedPage, renderPage } from './render-page';
import { ServerRemotes } from './server-remotes';

/** What a {@link PageRenderer} is made with. */
export interface PageRendererOptions {
  /** The runtime configuration: the remotes' manifest URLs (their server builds are beside them) and the API. */
  config: RuntimeConfig;
  /** Where failures and new releases are reported, a line each. */
  log: (message: string) => void;
  /** How long a page waits for a remote's server code, in ms. */
  remoteTimeLimitMs?: number;
  /** How long a failed remote is left out of pages, in ms. */
  retryAfterMs?: number;
}

/** The host's pages rendered on the server, with the remotes' server builds loaded at run time. */
export interface PageRenderer {
  /**
   * Renders the page at `url` (absolute; only its path and query are read) with numbers in `locale`.
   * @throws only for a failure of the host's own code; a remote's failure renders its parts as skeletons.
   */
  render(url: URL, locale: string): Promise<RenderedPage>;
  /** The remotes' releases as one string: changes when any remote has a new release (for caches of pages). */
  releases(): string;
  /** Checks each remote's server build for a new release; resolves with the remotes that have one (their pages render with it from then on). */
  revalidate(): Promise<RemoteName[]>;
}

/** Makes a {@link PageRenderer}: registers the remotes' server builds from the configuration and checks their releases once. */
export async function createPageRenderer({ config, log, remoteTimeLimitMs, retryAfterMs }: PageRendererOptions): Promise<PageRenderer> {
  const remotes = new ServerRemotes({ remotes: config.remotes, integrity: config.serverEntryIntegrity, log, timeLimitMs: remoteTimeLimitMs, retryAfterMs });
  await remotes.revalidate();
  return {
    render: (url, locale) => renderPage(url, locale, { config, remotes, log }),
    releases: () => remotes.releases(),
    revalidate: () => remotes.revalidate(),
  };
}
