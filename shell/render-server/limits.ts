/** The largest form body a page takes, in bytes: the contact form's longest message, URL-encoded, fits. */
export const FORM_BODY_LIMIT = 64 * 1024;

/** How many pages are rendered at once and how many more may wait: beyond that, 503 (cached pages are still answered). */
export interface RenderLimits {
  /** Renders at once (`RENDER_CONCURRENCY`, 8): a page's render is CPU and waiting for the API. */
  concurrent: number;
  /** Renders waiting for a place (`RENDER_QUEUE`, 32). */
  queued: number;
}
export const RENDER_LIMITS: Readonly<RenderLimits> = { concurrent: 8, queued: 32 };

/** How long a visitor is asked to wait when every render place and the queue are taken, in seconds. */
export const BUSY_RETRY_AFTER_S = 5;

/** How many pages not in the cache one visitor may ask for per window; beyond that, 429. */
export interface MissLimit {
  /** Pages per window (`VISITOR_MISS_MAX`, 120): a reader opens a few a minute, a crawler of every country fits in three minutes. */
  max: number;
  /** Window length, ms (60 000). */
  windowMs: number;
}
export const MISS_LIMIT: Readonly<MissLimit> = { max: 120, windowMs: 60_000 };
