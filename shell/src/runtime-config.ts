import { DEFAULT_RUNTIME_CONFIG, REMOTE_NAMES, type RuntimeConfig } from '@worldatlas/contracts';

const isHttpUrl = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\//.test(value);

/**
 * Checks a parsed runtime-config.json. Missing or invalid entries fall back to the defaults (local ports)
 * with a console warning, so a bad deploy config degrades to a clear remote error, never a blank page.
 */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const raw = (typeof value === 'object' && value !== null ? value : {}) as Partial<Record<string, unknown>>;
  const remotes = (typeof raw.remotes === 'object' && raw.remotes !== null ? raw.remotes : {}) as Record<string, unknown>;
  const config: RuntimeConfig = {
    remotes: { ...DEFAULT_RUNTIME_CONFIG.remotes },
    apiBaseUrl: isHttpUrl(raw.apiBaseUrl) ? raw.apiBaseUrl.replace(/\/+$/, '') : DEFAULT_RUNTIME_CONFIG.apiBaseUrl,
  };
  if (!isHttpUrl(raw.apiBaseUrl)) console.warn(`runtime-config.json: no valid apiBaseUrl, using ${config.apiBaseUrl}`);
  for (const name of REMOTE_NAMES) {
    if (isHttpUrl(remotes[name])) config.remotes[name] = remotes[name];
    else console.warn(`runtime-config.json: no valid URL for remote "${name}", using ${config.remotes[name]}`);
  }
  return config;
}

/**
 * The runtime configuration the server wrote into index.html (`<script type="application/json"
 * id="runtime-config">`, filled where the page is served: packages/static-server, the nginx image's
 * entrypoint), so the page needs no round trip for it. `undefined` when the page has none (the
 * development server), or when it is not JSON (logged): the page then fetches `/runtime-config.json`.
 */
export function inlineRuntimeConfig(root: Document = document): RuntimeConfig | undefined {
  const text = root.getElementById('runtime-config')?.textContent?.trim();
  if (!text) return undefined;
  try {
    return parseRuntimeConfig(JSON.parse(text));
  } catch (error) {
    console.error('index.html holds a runtime configuration that is not JSON; reading /runtime-config.json instead.', error);
    return undefined;
  }
}

/**
 * How long the shell waits for its runtime configuration before starting on the defaults, in ms: as
 * long as the country data may take, since the defaults (local ports) only serve a local setup.
 */
export const RUNTIME_CONFIG_TIMEOUT_MS = 15_000;

/**
 * Fetches `/runtime-config.json` served beside the shell (revalidated, never a stale copy). When it
 * cannot be read (network error, non-2xx, not JSON, no answer within `timeoutMs`), the defaults are
 * used and the reason is logged: the page starts with its header, footer and navigation, and each
 * remote shows its own message with Retry if it cannot be loaded from there.
 */
export async function loadRuntimeConfig(url = '/runtime-config.json', timeoutMs = RUNTIME_CONFIG_TIMEOUT_MS): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-cache', signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseRuntimeConfig(await response.json());
  } catch (error) {
    console.error(`Could not read ${url}; using the default configuration.`, error);
    return DEFAULT_RUNTIME_CONFIG;
  }
}
