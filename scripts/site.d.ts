/** One server a site script runs. */
export interface SiteCommand {
  /** `api`, `contact-api`, `shell`, or a remote's federation name. */
  readonly name: string;
  /** Its command line, run from the repository's root (`npm start -w shell`). */
  readonly command: string;
  /** The variables it is run with, besides the caller's environment (`{ TRUST_PROXY: '127.0.0.2' }`). */
  readonly env: Readonly<Record<string, string>>;
}

/** The ports of the shell's render server, countries-api and contact-api under `npm start`. */
export const SITE_PORTS: Readonly<{ shell: number; api: number; contactApi: number }>;

/** The loopback address the render server's own requests leave from under `npm start` and `npm run dev`. */
export const SOURCE_ADDRESS: string;

/**
 * The runtime configuration of a site on loopback ports, as the images' variables: each remote's
 * `<NAME>_MANIFEST_URL` (`http://127.0.0.1:<port>/mf-manifest.json`) and `API_URL`.
 * @param remotePorts each remote's port by federation name; the registry's by default
 * @param apiPort countries-api's port; 4000 by default
 */
export function siteConfigEnv(remotePorts?: Readonly<Record<string, number>>, apiPort?: number): Record<string, string>;

/** The servers the root's `serve` (`npm start`) or `dev` script runs, in start order: `api`, `contact-api`, `shell`, then each remote. */
export function siteCommands(script: 'serve' | 'dev'): SiteCommand[];

/** The one server named `name` that `script` runs; throws when there is none. */
export function siteCommand(script: 'serve' | 'dev', name: string): SiteCommand;
