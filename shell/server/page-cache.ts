import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/** A rendered page as it is sent: status, headers of its own (a redirect's `location`, `retry-after`), HTML, its ETag, and its gzip encoding once asked for. */
export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  html: Buffer;
  etag: string;
  gzip?: Buffer;
}

/** What the page cache keeps at most, in bytes of HTML and its gzip encodings. */
export const PAGE_CACHE_BYTES = 64 * 1024 * 1024;
/** How long a page is kept at most, in ms: pages follow the API's data within that time. */
export const PAGE_CACHE_TTL_MS = 10 * 60 * 1000;

/**
 * Rendered pages kept in memory (LRU, bounded by bytes) by the key the caller makes: the address, the
 * locale and the remotes' releases, so a remote's new release is a new key and its old pages age out.
 * A page is kept {@link PAGE_CACHE_TTL_MS} at most, so pages follow the API's data. With `maxBytes`
 * 0 nothing is kept: every page is rendered.
 */
export class PageCache {
  private readonly pages: LRUCache<string, CachedPage> | undefined;

  constructor(maxBytes = PAGE_CACHE_BYTES, ttlMs = PAGE_CACHE_TTL_MS) {
    // A gzip encoding is smaller than the HTML: twice the HTML bounds an entry with both.
    this.pages = maxBytes > 0 ? new LRUCache({ maxSize: maxBytes, ttl: ttlMs, sizeCalculation: (page, key) => page.html.length * 2 + key.length + 128 }) : undefined;
  }

  /** The page kept under `key`, if any (and not older than the time it is kept). */
  get(key: string): CachedPage | undefined {
    return this.pages?.get(key);
  }

  /** Keeps `html` (sent with `status` and `headers`) under `key`, with a strong ETag of its bytes. */
  set(key: string, status: number, html: string, headers: Record<string, string> = {}): CachedPage {
    const page = PageCache.page(status, html, headers);
    this.pages?.set(key, page);
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

  /** How many pages are kept now. */
  get size(): number {
    return this.pages?.size ?? 0;
  }
}
