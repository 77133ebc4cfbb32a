import { connect } from 'node:net';

/** An answer read off a socket until the server closed it: status, headers (names lower-cased) and body as text. */
export interface SocketAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Parses what a server sent on one connection (the first answer; `status` 0 when nothing came). */
function parseAnswer(text: string): SocketAnswer {
  const headEnd = text.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = (headEnd === -1 ? text : text.slice(0, headEnd)).split('\r\n');
  const headers = Object.fromEntries(lines.filter((line) => line.includes(':')).map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  return { status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0), headers, body: headEnd === -1 ? '' : text.slice(headEnd + 4) };
}

/**
 * Sends `request` byte for byte as written (no client normalises `..`, decodes `%2e` or refuses a
 * request target such as `*`) to 127.0.0.1:`port`, and resolves with what came back once the server
 * closes the connection (send `Connection: close`). With `giveUpMs`, the client closes it itself
 * after that long and resolves with what came so far (`status` 0 when nothing did): a test of a
 * server that should have closed it fails on its assertions instead of waiting.
 */
export function sendRaw(port: number, request: string, giveUpMs?: number): Promise<SocketAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const giveUp = giveUpMs === undefined ? undefined : setTimeout(() => socket.destroy(), giveUpMs);
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve(parseAnswer(received));
    });
    socket.write(request, 'latin1');
  });
}

/**
 * Sends `head` and then one byte every `intervalMs` (a request that is never finished, the way a
 * slow-body or slow-header attack holds a connection) until the server closes the connection.
 * Resolves with what the server sent and how many bytes followed `head`.
 */
export function trickle(port: number, head: string, intervalMs: number): Promise<SocketAnswer & { bytesAfterHead: number }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let bytesAfterHead = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A reset is how some servers end such a connection: the answer so far still counts.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ ...parseAnswer(received), bytesAfterHead });
    });
    socket.write(head, 'latin1', () => {
      timer = setInterval(() => {
        if (socket.writable) socket.write('x', () => (bytesAfterHead += 1));
      }, intervalMs);
    });
  });
}
