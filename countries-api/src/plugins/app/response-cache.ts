import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fresh from 'fresh';
import { LRUCache } from 'lru-cache';
import { type CachedResponse, type Encoding, encodedBody, toCachedResponse } from './cached-answer';

/** What the response cache may cost by default, in bytes (32 MiB; `CACHE_MB` sets it). */
export const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024;

/** What the cache has done since it was made: answers found by URL, found by key, and computed. */
export interface CacheStats {
  urlHits: number;
  keyHits: number;
  misses: number;
}

/**
 * What an entry costs beyond its body and key, in bytes: the entry, its headers and ETag, the
 * Buffer's object and the LRU's slots (measured with `process.memoryUsage()` in
 * response-cache.test.ts, with room to spare).
 */
const ENTRY_OVERHEAD_BYTES = 600;
const URL_OVERHEAD_BYTES = 200;
/** The share of the cache's bytes kept for the URLs answered 404. */
const NOT_FOUND_SHARE = 1 / 16;
/** How many answers other than 200 are kept, one per status and body (v3.1's 404 and a few more). */
const ERROR_ANSWERS = 16;

/** An entry's cost: its body twice (room for its compressed forms) and its key at two bytes a character. */
const entryBytes = (entry: CachedResponse, key: string, overhead: number) => entry.body.length * 2 + key.length * 2 + overhead;

/**
 * Answers computed once per key (endpoint + normalized query) and kept in memory, bounded by the
 * bytes they cost (lru-cache: keys, bodies and their compressed forms, headers and overhead),
 * because `/name/{name}` keys are unbounded. A second index by request URL lets a repeated request
 * be answered before validation and routing work: it is what "answered before" means to the rate
 * limit. Answers other than 200 (v3.1's 404) are not kept by key: their URLs share one answer per
 * body, in a small index of their own (a sixteenth of the bytes), so a flood of names that do not
 * exist cannot push real answers out.
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, CachedResponse>;
  private readonly byUrl: LRUCache<string, CachedResponse>;
  private readonly notFoundByUrl: LRUCache<string, CachedResponse>;
  /** The answers other than 200, by status and body. */
  private readonly errorAnswers = new LRUCache<string, CachedResponse>({ max: ERROR_ANSWERS });
  /** Counts since the cache was made (read by the metrics plugin). */
  readonly stats: CacheStats = { urlHits: 0, keyHits: 0, misses: 0 };

  /** @param maxBytes what the three indexes may cost together, in bytes. */
  constructor(maxBytes: number) {
    const notFoundBytes = Math.floor(maxBytes * NOT_FOUND_SHARE);
    const answerBytes = Math.floor((maxBytes - notFoundBytes) / 2);
    this.entries = new LRUCache({ maxSize: answerBytes, sizeCalculation: (entry, key) => entryBytes(entry, key, ENTRY_OVERHEAD_BYTES) });
    // A body here may outlive its entry in `entries`: it is counted in both.
    this.byUrl = new LRUCache({ maxSize: answerBytes, sizeCalculation: (entry, url) => entryBytes(entry, url, URL_OVERHEAD_BYTES) });
    // The shared answer is not counted per URL.
    this.notFoundByUrl = new LRUCache({ maxSize: notFoundBytes, sizeCalculation: (_entry, url) => url.length * 2 + URL_OVERHEAD_BYTES });
  }

  /** The answer already sent for this exact request URL (path and query), if any. */
  forUrl(url: string): CachedResponse | undefined {
    const entry = this.byUrl.get(url) ?? this.notFoundByUrl.get(url);
    if (entry) this.stats.urlHits += 1;
    return entry;
  }

  /** Records that `url` is answered by `entry`, so the next request for it skips validation and lookup. */
  rememberUrl(url: string, entry: CachedResponse): void {
    const index = entry.statusCode === 200 ? this.byUrl : this.notFoundByUrl;
    if (index.get(url) !== entry) index.set(url, entry);
  }

  /** The cached answer for `key`, computing, serializing and hashing it on first use (an answer other than 200 is computed each time). */
  get(key: string, compute: () => { statusCode: number; payload: unknown }): CachedResponse {
    let entry = this.entries.get(key);
    if (entry) {
      this.stats.keyHits += 1;
      return entry;
    }
    this.stats.misses += 1;
    const { statusCode, payload } = compute();
    const body = JSON.stringify(payload);
    if (statusCode !== 200) return this.errorAnswer(statusCode, body);
    entry = toCachedResponse(statusCode, Buffer.from(body));
    this.entries.set(key, entry);
    return entry;
  }

  /** The one answer kept for `statusCode` and `body`, made on first use. */
  private errorAnswer(statusCode: number, body: string): CachedResponse {
    const id = `${statusCode} ${body}`;
    let entry = this.errorAnswers.get(id);
    if (!entry) this.errorAnswers.set(id, (entry = toCachedResponse(statusCode, Buffer.from(body))));
    return entry;
  }

  /** Bytes held by the indexes, as their size limits count them. */
  sizeBytes(): number {
    return this.entries.calculatedSize + this.byUrl.calculatedSize + this.notFoundByUrl.calculatedSize;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
  interface FastifyReply {
    /**
     * Sends a cached JSON answer: 304 when `If-None-Match` matches its ETag, else the body, brotli or
     * gzip compressed when the client accepts it. Successful answers get a public Cache-Control.
     */
    sendCached(entry: CachedResponse): FastifyReply;
  }
}

/**
 * Decorates the app with `responseCache` (a {@link ResponseCache} of at most `maxBytes`, 32 MiB by
 * default) and replies with `sendCached(entry)`, and answers a GET or HEAD whose exact URL was
 * answered before straight from the cache, in an onRequest hook, before validation and lookup.
 * Register it after the header plugins and the rate limit: an early answer still carries their
 * headers and counts toward the budget of every request.
 */
export default fp(
  async (app, opts: { maxBytes?: number }) => {
    const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });
    const cache = new ResponseCache(opts.maxBytes ?? DEFAULT_CACHE_BYTES);
    app.decorate('responseCache', cache);

    function send(reply: FastifyReply, entry: CachedResponse): FastifyReply {
      reply.code(entry.statusCode).headers(entry.headers);
      if (entry.statusCode !== 200) return reply.send(entry.body);
      const request = reply.request.headers;
      const conditional = request['if-none-match'] !== undefined || request['if-modified-since'] !== undefined;
      if (conditional && fresh(request, { etag: entry.etag })) return reply.code(304).send();

      const accepted = entry.compressible ? request['accept-encoding'] : undefined;
      const encoding = accepted ? negotiator.negotiate(accepted) : null;
      if (!encoding) return reply.send(entry.body);
      return reply.header('content-encoding', encoding).send(encodedBody(entry, encoding));
    }

    app.addHook('onRequest', (request, reply, done) => {
      const entry = request.method === 'GET' || request.method === 'HEAD' ? cache.forUrl(request.url) : undefined;
      if (entry) send(reply, entry);
      else done();
    });

    app.decorateReply('sendCached', function (this: FastifyReply, entry: CachedResponse) {
      cache.rememberUrl(this.request.url, entry);
      return send(this, entry);
    });
  },
  { name: 'response-cache' },
);
