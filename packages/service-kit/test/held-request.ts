import { connect, type Socket } from 'node:net';

/** One HTTP/1.1 answer as read off the wire. */
export interface RawResponse {
  status: number;
  /** Header names lower-cased. */
  headers: Record<string, string>;
  body: string;
}

/** Reads answers with a Content-Length off `socket`, in order. */
function responseReader(socket: Socket): () => Promise<RawResponse> {
  let buffered = Buffer.alloc(0);
  let ended = false;
  let wake: (() => void) | undefined;
  socket.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    wake?.();
  });
  socket.on('close', () => {
    ended = true;
    wake?.();
  });
  return async function next(): Promise<RawResponse> {
    for (;;) {
      const headEnd = buffered.indexOf('\r\n\r\n');
      if (headEnd !== -1) {
        const [statusLine = '', ...lines] = buffered.subarray(0, headEnd).toString('latin1').split('\r\n');
        const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
        const length = Number(headers['content-length'] ?? 0);
        if (buffered.length >= headEnd + 4 + length) {
          const body = buffered.subarray(headEnd + 4, headEnd + 4 + length).toString('utf8');
          buffered = buffered.subarray(headEnd + 4 + length);
          return { status: Number(statusLine.split(' ')[1]), headers, body };
        }
      }
      if (ended) throw new Error(`connection closed before a whole answer arrived (had ${buffered.length} bytes)`);
      await new Promise<void>((resolve) => (wake = resolve));
    }
  };
}

/** Opens a connection to 127.0.0.1:`port`; resolves once it is open, with its answers' reader and when it closes. */
async function open(port: number) {
  const socket = connect({ host: '127.0.0.1', port });
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { socket, closed, next: responseReader(socket) };
}

/**
 * A request the server has started to read but cannot answer yet: one write sends `sent`, a whole
 * request (`GET /healthz …`) followed by the start of another (its head without the blank line
 * that ends it, or its head and half its body). Once the first answer (`firstResponse`) has
 * arrived, the server has read that write, so the second request is under way (its connection is
 * not idle). `release()` sends `rest` and reads the second answer; `closed` resolves when the server
 * closes the connection.
 */
export async function holdRequest(port: number, sent: string | Buffer, rest: string | Buffer) {
  const { socket, closed, next } = await open(port);
  socket.write(sent);
  const firstResponse = await next();
  return {
    firstResponse,
    closed,
    release: (): Promise<RawResponse> => {
      socket.write(rest);
      return next();
    },
  };
}

/** Whether a new TCP connection to `port` is refused (nothing listens there any more). */
export function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/**
 * An answer the server has begun to send but cannot finish: `GET path` on a keep-alive connection
 * whose client stops reading at the first bytes, so TCP backpressure holds the rest back. Loopback's
 * socket buffers take about 4 MB from a client that does not read: the answer must be larger.
 * Resolves once those first bytes have arrived. `resume()` reads on and resolves with the whole
 * answer; `closed` resolves when the server closes the connection.
 */
export async function stalledResponse(port: number, path: string) {
  const { socket, closed, next } = await open(port);
  const started = new Promise<void>((resolve) => socket.once('data', () => resolve()));
  // No Accept-Encoding: the answer goes uncompressed, at its full size.
  socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
  await started;
  socket.pause();
  return {
    closed,
    resume: (): Promise<RawResponse> => {
      socket.resume();
      return next();
    },
  };
}
