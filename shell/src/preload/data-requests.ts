import type { DataRequest } from '@worldatlas/contracts';

/** Requests started before the view that reads them exists, by SWR key. */
const started = new Map<string, Promise<unknown>>();
let handOver: ((key: string, answer: Promise<unknown>) => void) | undefined;

/**
 * Starts `request` now, or joins the same request (same key) already on its way, so that its answer is
 * on its way while the remote that shows it is still loading. A failed request is forgotten (a later
 * call asks again) and not reported here: the view that reads it reports and shows it (message with
 * Retry), as when it asks itself.
 * @returns the answer; rejects as `request.fetch` does.
 */
export function startDataRequest<T>(request: DataRequest<T>): Promise<T> {
  const underWay = started.get(request.key);
  if (underWay) return underWay as Promise<T>;
  const answer = request.fetch();
  started.set(request.key, answer);
  answer.catch(() => {
    if (started.get(request.key) === answer) started.delete(request.key);
  });
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
