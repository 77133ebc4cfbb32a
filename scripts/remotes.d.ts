/** One remote of the registry (remotes.json). */
export interface Remote {
  /** Its federation name (`facts`): route modules and islands are `<name>/…`; under the Ingress it is at `/remotes/<name>/`. */
  readonly name: string;
  /** Its workspace folder (`mf-<name>`): also its image's, compose service's and Kubernetes objects' name. */
  readonly folder: string;
  /** The port it is served on under `npm start`. */
  readonly port: number;
  /** The federation name in capitals, which its variables start with: `<NAME>` (`<NAME>_MANIFEST_URL`, `<NAME>_INTERNAL_URL`, `<NAME>_PORT`). */
  readonly envPrefix: string;
}

/** The site's remotes, in the registry's order (see remotes.js). */
export const REMOTES: readonly Remote[];

/** Reads and checks a registry file (see remotes.js); throws naming the file and entry when it is malformed. */
export function readRemotes(file?: string): Remote[];

/** `http://127.0.0.1:<port>/mf-manifest.json`: a remote's manifest as `npm start` and the test sites serve it. */
export function localManifestUrl(port: number): string;
