import type { RuntimeConfig } from '@worldatlas/contracts';

const isHttpUrl = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\//.test(value);

/**
 * The runtime configuration the server wrote into the page (`#runtime-config`), without entries that
 * are not http(s) URLs; `undefined` when the page has none or it is not JSON (logged).
 */
export function inlineRuntimeConfig(root: Document = document): RuntimeConfig | undefined {
  const text = root.getElementById('runtime-config')?.textContent?.trim();
  if (!text) return undefined;
  try {
    const raw = JSON.parse(text) as { remotes?: Record<string, unknown>; apiBaseUrl?: unknown };
    const remotes = Object.fromEntries(Object.entries(raw.remotes ?? {}).filter((entry): entry is [string, string] => isHttpUrl(entry[1])));
    return { remotes, apiBaseUrl: isHttpUrl(raw.apiBaseUrl) ? raw.apiBaseUrl : '' };
  } catch (error) {
    console.error('The page holds a runtime configuration that is not JSON: its islands stay plain HTML.', error);
    return undefined;
  }
}
