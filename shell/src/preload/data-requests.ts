import type { DataRequest } from '@worldatlas/countries-client';

/** Requests started before the view that reads them exists, by SWR key. */
const started = new Map<string, Promise<unknown>>();
let handOver: ((key: string, answer: Promise<unknown>) => void) | undefined;

/**
 * Starts `request` now, once per key and page load, so that its answer is on its way while the
 * remote that shows it is still loading. Its failure is not reported here: the view that reads it
 * reports and shows it (message with Retry), as when it asks itself. Returns the answer when this
 * call started it, `undefined` when the key was already on its way.
 */
export function startDataRequest(request: DataRequest<unknown>): Promise<unknown> | undefined {
  if (started.has(request.key)) return undefined;
  const answer = request.fetch();
  answer.catch(() => undefined);
  started.set(request.key, answer);
  handOver?.(request.key, answer);
  return answer;
}

/**
 * Gives every started request, and each one started from now on, to `preload` (SWR's): a view's
 * `useSWR(key)` then takes the answer under the same key instead of asking again. Called once SWR
 * has loaded, before anything renders.
 */
export function handDataRequestsTo(preload: (key: string, fetch: () => Promise<unknown>) => unknown): void {
  handOver = (key, answer) => preload(key, () => answer);
  for (const [key, answer] of started) handOver(key, answer);
}

/** Forgets every started request, as a new page load would; for tests. */
export function forgetDataRequests(): void {
  started.clear();
  handOver = undefined;
}
