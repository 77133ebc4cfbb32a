/**
 * The runtime configuration of the site: where each remote and the countries API are, so they can
 * move without a rebuild. The render server reads it at start (its environment, or
 * `runtime-config.json`) and writes it into every page, whose island loader reads it there.
 */
export interface RuntimeConfig {
  /** Each remote's manifest URL (`…/mf-manifest.json`), by federation name (`countries`): its browser build is beside it, its server build in `server/`. */
  remotes: Record<string, string>;
  /** Base URL of the countries API, without `/v3.1`, e.g. `http://127.0.0.1:4000`. */
  apiBaseUrl: string;
  /**
   * Optional SHA-256 pins of remotes' server entries (`server/remoteEntry.js`), which the render
   * server runs: `{ facts: 'sha256-<base64 digest>' }` (Subresource Integrity form; several
   * space-separated values allow any of them). A server entry that matches none is refused, logged
   * once, and that remote's pages show as unavailable. Left out of the configuration written into
   * pages (browsers do not use it); digests of public files, not secrets.
   */
  serverEntryIntegrity?: Partial<Record<string, string>>;
}
