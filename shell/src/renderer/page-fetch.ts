/** How long a page waits for its data, in ms: its requests are aborted then, and the page answers 503. */
export const DATA_TIME_LIMIT_MS = 5_000;

/**
 * A `fetch` for one page's data: every request names the visitor's `address` (`X-Forwarded-For`,
 * which the services trust from the render server only), is aborted once `signal` is (the page's
 * time limit), and `failed()` says whether any request failed (no answer, or an answer other than
 * 2xx or 404): such a page is not kept for other visitors.
 */
export function pageFetch(signal: AbortSignal, address: string): { fetch: typeof fetch; failed: () => boolean } {
  let failures = 0;
  const limited: typeof fetch = async (input, init) => {
    // The services count the visitor, not the render server: one visitor's misses spend their own budget.
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
