import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/** A rendered page as it is sent: status, headers of its own (a redirect's `location`, `retry-after`), HTML, its ETag, and its gzip encoding once made. */
export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  html: Buffer;
  etag: string;
  gzip?: Buffer;
}

/** Which part of the page cache keeps a page: `site`, the pages everyone reads; `visitor`, the pages a visitor can vary without end. */
export type CacheSegment = 'site' | 'visitor';

/** Which segment keeps a page rendered for `address` (`undefined`: an unknown path): `site` for a route's page with no query, 200. */
export function segmentOf(address: string | undefined, status: number): CacheSegment {
  return address !== undefined && !address.includes('?') && status === 200 ? 'site' : 'visitor';
}

/** What the page cache keeps at most, in bytes of HTML and gzip, both segments together. */
export const PAGE_CACHE_BYTES = 64 * 1024 * 1024;
const VISITOR_SEGMENT_SHARE = 1 / 8;
/** How long a page is kept at most, in ms: pages follow the API's data within that time. */
const PAGE_CACHE_TTL_MS = 10 * 60 * 1000;
/** What an entry costs beside its HTML and gzip (its object, headers and ETag), in bytes. */
const ENTRY_OVERHEAD_BYTES = 512;

const segment = (maxBytes: number) =>
  new LRUCache<string, CachedPage>({ maxSize: Math.max(1, maxBytes), ttl: PAGE_CACHE_TTL_MS, sizeCalculation: (page, key) => page.html.length + (page.gzip?.length ?? 0) + key.length + ENTRY_OVERHEAD_BYTES });

/**
 * Rendered pages kept in memory, in two LRUs weighed by bytes, so no flood of pages a visitor can
 * vary pushes out the pages everyone reads (the README's `PAGE_CACHE_MB`). `maxBytes` 0 keeps nothing.
 */
export class PageCache {
  private readonly segments: Readonly<Record<CacheSegment, LRUCache<string, CachedPage>>> | undefined;

  constructor(maxBytes = PAGE_CACHE_BYTES) {
    const visitorBytes = Math.floor(maxBytes * VISITOR_SEGMENT_SHARE);
    this.segments = maxBytes > 0 ? { site: segment(maxBytes - visitorBytes), visitor: segment(visitorBytes) } : undefined;
  }

  /** The page kept under `key` in either segment, if any. */
  get(key: string): CachedPage | undefined {
    return this.segments?.site.get(key) ?? this.segments?.visitor.get(key);
  }

  /** Keeps `html` (sent with `status` and `headers`) under `key` in `segment`, with a strong ETag of its bytes and its gzip encoding. */
  set(key: string, segment: CacheSegment, status: number, html: string, headers: Record<string, string> = {}): CachedPage {
    const page = PageCache.page(status, html, headers);
    if (this.segments) {
      PageCache.gzip(page);
      this.segments[segment].set(key, page);
    }
    return page;
  }

  /** `html` as it is sent, with a strong ETag of its bytes, not kept. */
  static page(status: number, html: string, headers: Record<string, string> = {}): CachedPage {
    const bytes = Buffer.from(html, 'utf8');
    return { status, headers, html: bytes, etag: `"${createHash('sha1').update(bytes).digest('base64url')}"` };
  }

  /** The page's gzip encoding, made on first demand and kept with it. */
  static gzip(page: CachedPage): Buffer {
    page.gzip ??= gzipSync(page.html, { level: 6 });
    return page.gzip;
  }

  /** How many pages each segment keeps now. */
  get size(): Record<CacheSegment, number> {
    return { site: this.segments?.site.size ?? 0, visitor: this.segments?.visitor.size ?? 0 };
  }
}
