import type { FastifyServerOptions } from 'fastify';
import { STATUS_CODES, type ServerOptions } from 'node:http';
import type { Duplex } from 'node:stream';

/** How long a connection may take to send its request, how long it may sit idle, and how large its headers may be. */
export interface ConnectionLimits {
  /** Time to receive a request's line and headers, ms (Node's `headersTimeout`); then 408 and the connection closes. */
  headersTimeoutMs: number;
  /** Time to receive a whole request, body included, ms (`requestTimeout`); then 408 and the connection closes. */
  requestTimeoutMs: number;
  /** Time a connection may pass without sending or receiving a byte, ms (`connectionTimeout`); then it is closed. */
  idleTimeoutMs: number;
  /** Time an idle keep-alive connection is kept for its next request, ms (`keepAliveTimeout`). */
  keepAliveTimeoutMs: number;
  /** How often the header and request deadlines are checked, ms (`connectionsCheckingInterval`): a deadline is enforced within this much after it passes. */
  checkIntervalMs: number;
  /** Bytes of request line and headers accepted (`maxHeaderSize`); more is answered 431. */
  maxHeaderBytes: number;
}

/**
 * The limits of every WorldAtlas Node server (the remotes' `npm start` servers, the shell's render
 * server, countries-api and contact-api), in line with the nginx images (deploy/nginx): no request
 * takes longer than 30 s to arrive, headers 10 s and 16 KiB, so a client that sends half a request
 * and stalls holds a connection 11 s at most (the deadline and one check interval). Their largest bodies are contact messages of a few
 * KiB. An idle keep-alive connection is kept 72 s, longer than load balancers and ingress-nginx keep
 * an idle connection to them (60 s), so they never send a request on one the server is closing (a 502).
 */
export const CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  idleTimeoutMs: 90_000,
  keepAliveTimeoutMs: 72_000,
  checkIntervalMs: 1_000,
  maxHeaderBytes: 16 * 1024,
};

/** Fastify's and Node's server options for `limits`, to spread into `Fastify({...})`. */
export function serverLimits(limits: ConnectionLimits): Pick<FastifyServerOptions, 'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout'> & { http: ServerOptions } {
  return {
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    http: {
      // Node refuses a header deadline past the request's.
      headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
      maxHeaderSize: limits.maxHeaderBytes,
    },
  };
}

/**
 * Answers a request Node could not parse or that broke a limit (408 for a deadline, 431 for headers
 * too large, 400 for anything malformed) with `headers` (the page's security headers), a plain
 * status text that repeats nothing of the request, and closes the connection once it is written.
 * For Fastify's `clientErrorHandler`.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex, headers: Record<string, string>): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = STATUS_CODES[status] ?? 'Bad Request';
  const lines = Object.entries({ ...headers, 'content-type': 'text/plain; charset=utf-8', 'content-length': String(Buffer.byteLength(body)), connection: 'close' }).map(([name, value]) => `${name}: ${value}\r\n`);
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  // Destroyed once written: a client that keeps sending cannot hold the connection open.
  socket.write(`HTTP/1.1 ${status} ${body}\r\n${lines.join('')}\r\n${body}`, () => socket.destroy());
}
