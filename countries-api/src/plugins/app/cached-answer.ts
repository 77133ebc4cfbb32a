import { createHash } from 'node:crypto';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

/** The encodings answers are sent in. */
export type Encoding = 'br' | 'gzip';

/**
 * One computed answer: status, JSON body as UTF-8 bytes (serialized once), its ETag, the headers
 * every sending of it carries, and its compressed forms, each made on first demand and then kept.
 */
export interface CachedResponse {
  statusCode: number;
  body: Buffer;
  etag: string;
  /** content-type and etag; for a 200 also cache-control, and vary when the body is compressible. */
  headers: Readonly<Record<string, string>>;
  /** Whether the body is large enough to be sent compressed. */
  compressible: boolean;
  encoded: Partial<Record<Encoding, Buffer>>;
  /** Per encoding, how far its form is made: quickly (first sending), being remade at full quality, or at full quality. */
  quality: Partial<Record<Encoding, 'quick' | 'refining' | 'best'>>;
}

/** How long clients and CDNs may reuse a data response, in seconds (one day). */
const DATA_MAX_AGE_S = 86_400;
/** Bodies smaller than this (bytes) are sent uncompressed: the headers would cost more than they save. */
const MIN_COMPRESS_BYTES = 1024;
/**
 * A body at least this large (bytes) is first compressed quickly, and at full quality only once it
 * is asked for again, off the event loop: at full quality a whole-record answer (`/name/a`, 660 kB)
 * holds the event loop many times longer, which a client asking for ever new answers would spend.
 */
const QUICK_FIRST_BYTES = 32 * 1024;

/** Brotli quality 6 and gzip level 6: near the best ratio, at a cost the list can pay once. */
const BEST_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } };
const QUICK_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } };
const BEST_GZIP = { level: 6 };

type Done = (error: Error | null, result: Buffer) => void;
const COMPRESS: Record<Encoding, { best: (body: Buffer) => Buffer; quick: (body: Buffer) => Buffer; bestAsync: (body: Buffer, done: Done) => void }> = {
  br: {
    best: (body) => brotliCompressSync(body, BEST_BROTLI),
    quick: (body) => brotliCompressSync(body, QUICK_BROTLI),
    bestAsync: (body, done) => brotliCompress(body, BEST_BROTLI, done),
  },
  gzip: {
    best: (body) => gzipSync(body, BEST_GZIP),
    quick: (body) => gzipSync(body, { level: 1 }),
    bestAsync: (body, done) => gzip(body, BEST_GZIP, done),
  },
};

/** The answer of `statusCode` with JSON `body`: its weak ETag (SHA-1 of the body) and the headers every sending of it carries. */
export function toCachedResponse(statusCode: number, body: Buffer): CachedResponse {
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  const compressible = statusCode === 200 && body.length >= MIN_COMPRESS_BYTES;
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8', etag };
  if (statusCode === 200) headers['cache-control'] = `public, max-age=${DATA_MAX_AGE_S}`;
  // Only bodies large enough to compress differ by Accept-Encoding.
  if (compressible) headers.vary = 'accept-encoding';
  return { statusCode, body, etag, headers, compressible, encoded: {}, quality: {} };
}

/**
 * `entry`'s body in `encoding` as it is to be sent now. A small body is compressed at full quality
 * at once; a large one quickly the first time, and when it is sent again, remade at full quality on
 * the thread pool (zlib's async calls) for the sendings after that. Each form is kept with the entry.
 */
export function encodedBody(entry: CachedResponse, encoding: Encoding): Buffer {
  const kept = entry.encoded[encoding];
  if (!kept) {
    const quick = entry.body.length >= QUICK_FIRST_BYTES;
    entry.quality[encoding] = quick ? 'quick' : 'best';
    entry.encoded[encoding] = quick ? COMPRESS[encoding].quick(entry.body) : COMPRESS[encoding].best(entry.body);
    return entry.encoded[encoding];
  }
  if (entry.quality[encoding] === 'quick') {
    entry.quality[encoding] = 'refining';
    COMPRESS[encoding].bestAsync(entry.body, (error, result) => {
      // On a failure the quick form stays, and serves.
      entry.quality[encoding] = error ? 'quick' : 'best';
      if (!error) entry.encoded[encoding] = result;
    });
  }
  return kept;
}
