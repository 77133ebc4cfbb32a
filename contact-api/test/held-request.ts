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

/**
 * A submission in flight: one write sends a whole `GET /healthz`, then the head and the first half
 * of `POST /v1/messages` with `json` as its body. Once the health answer has arrived, the server
 * has read that write, so the submission is under way (its connection is not idle) and waits for
 * the rest of its body. `release()` sends it and reads the answer; `closed` resolves when the server
 * closes the connection.
 */
export async function heldSubmission(port: number, json: string) {
  const socket = connect({ host: '127.0.0.1', port });
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const next = responseReader(socket);
  const body = Buffer.from(json);
  const half = Math.floor(body.length / 2);
  socket.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\nPOST /v1/messages HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
  socket.write(body.subarray(0, half));
  const health = await next();
  if (health.status !== 200) throw new Error(`health check answered ${health.status}`);
  return {
    closed,
    release: (): Promise<RawResponse> => {
      socket.write(body.subarray(half));
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
