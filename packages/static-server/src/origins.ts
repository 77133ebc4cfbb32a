/** Browser origins (scheme, host, port; lower case, default port left out) of `urls`, each once, in order: what the CSP and the page's preconnects name. */
export const originsOf = (urls: readonly string[]) => [...new Set(urls.map((url) => new URL(url).origin))];
