import type { RuntimeConfig } from '@worldatlas/contracts';

/** The empty slot the host's index.html carries for its runtime configuration (packages/webpack-config/src/index.html). */
export const RUNTIME_CONFIG_SLOT = '<script type="application/json" id="runtime-config"></script>';

/** Browser origins (scheme, host, port; lower case, default port left out) of `urls`, each once, in order. */
export const originsOf = (urls: readonly string[]) => [...new Set(urls.map((url) => new URL(url).origin))];

/**
 * The host's index.html as it is served: the runtime configuration written into its slot (JSON,
 * `<` escaped so no value can close the element) followed by a `preconnect` for each remote's and
 * the API's origin, so the page starts its first requests without a round trip for the
 * configuration. Byte for byte what the nginx image's entrypoint writes (deploy/nginx/15-worldatlas.envsh).
 * @returns `html` unchanged when it has no slot (a remote's own page).
 */
export function fillShellPage(html: string, config: RuntimeConfig): string {
  if (!html.includes(RUNTIME_CONFIG_SLOT)) return html;
  const json = JSON.stringify({ remotes: config.remotes, apiBaseUrl: config.apiBaseUrl });
  const preconnects = originsOf([...Object.values(config.remotes), config.apiBaseUrl])
    .map((origin) => `<link rel="preconnect" href="${origin}" crossorigin>`)
    .join('');
  return html.replace(RUNTIME_CONFIG_SLOT, `<script type="application/json" id="runtime-config">${json.replace(/</g, '\\u003c')}</script>${preconnects}`);
}
