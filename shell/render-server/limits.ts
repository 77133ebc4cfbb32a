import pLimit from 'p-limit';

/** The largest form body a page takes, in bytes: the contact form's longest message, URL-encoded, fits. */
export const FORM_BODY_LIMIT = 64 * 1024;

/** Pages rendered at once (a render is CPU and waiting for the API) and waiting: beyond, 503; cached pages are still answered. */
export const RENDER_LIMITS: Readonly<{ concurrent: number; queued: number }> = { concurrent: 8, queued: 32 };

/** How long a visitor is asked to wait when every render place and the queue are taken, in seconds. */
export const BUSY_RETRY_AFTER_S = 5;

/** Pages not in the cache one visitor may ask for per window (ms): a crawler of every country fits in three minutes; beyond, 429. */
export const MISS_LIMIT: Readonly<{ max: number; windowMs: number }> = { max: 120, windowMs: 60_000 };

/**
 * The render places (p-limit), so a flood of uncached pages costs bounded CPU, memory and API connections.
 * @returns a function that runs a render in its turn, or returns `undefined` without running it when every place and the queue are taken.
 */
export function renderQueue({ concurrent, queued }: typeof RENDER_LIMITS): <T>(render: () => Promise<T>) => Promise<T> | undefined {
  const limit = pLimit(concurrent);
  return (render) => (limit.activeCount + limit.pendingCount >= concurrent + queued ? undefined : limit(render));
}
