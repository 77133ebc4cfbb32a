/**
 * Country data changes with a redeploy of the API, not while a visitor browses: fetch each answer
 * once per session and reuse it (no revalidation on mount, focus or reconnect). Errors are retried
 * by the visitor's Retry button, not automatically.
 */
export const FETCH_ONCE = {
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
} as const;
