/** How long a page waits for its data, in ms: its requests are aborted then, and the page answers 503. */
export const DATA_TIME_LIMIT_MS = 5_000;

/**
 * A `fetch` for one page's data: each request names the visitor's `address` (`X-Forwarded-For`) and
 * is aborted with `signal`; `failed()` says whether any failed (no answer, or neither 2xx nor 404).
 */
export function pageFetch(signal: AbortSignal, address: string): { fetch: typeof fetch; failed: () => boolean } {
  let failures = 0;
  const limited: typeof fetch = async (input, init) => {
    // The services count the visitor, not the render server.
    const headers = new Headers(init?.headers);
    if (address && !headers.has('x-forwarded-for')) headers.set('x-forwarded-for', address);
    try {
      const response = await fetch(input, { ...init, headers, signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal });
      if (!response.ok && response.status !== 404) failures += 1;
      return response;
    } catch (error) {
      failures += 1;
      throw error;
    }
  };
  return { fetch: limited, failed: () => failures > 0 };
}
