import { createServer as createHttpServer, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { API } from './test-site';

// The countries API as the render server's tests make it fail: in front of the real one, passing,
// holding or refusing each request as the test decides.

/** How the stand-in API answers a request: passed to the real API, held until released, or refused with a status. */
type StandInAnswer = 'pass' | 'hold' | number;

/** The countries API as a render server sees it, with failures a test chooses, in front of the real one. */
export interface StandInApi {
  url: string;
  /** Decides each request's answer by its path and query (`/v3.1/all?fields=…`); every request passes by default. */
  answer: (path: string) => StandInAnswer;
  /** The requests asked for, in order: path and query, and the `X-Forwarded-For` they came with. */
  seen: { path: string; forwardedFor: string | undefined }[];
  /** Connections open to it now. */
  openConnections(): number;
  /** Answers the held requests (passed to the real API) and passes every later one. */
  release(): void;
  close(): Promise<void>;
}

/** Starts a {@link StandInApi} on a free loopback port, in front of the test's countries-api. */
export async function startStandInApi(): Promise<StandInApi> {
  const held: (() => void)[] = [];
  const sockets = new Set<Socket>();
  const pass = async (path: string, response: ServerResponse) => {
    try {
      const real = await fetch(`${API}${path}`);
      const body = Buffer.from(await real.arrayBuffer());
      response.writeHead(real.status, { 'content-type': real.headers.get('content-type') ?? 'application/json' }).end(body);
    } catch {
      response.destroy();
    }
  };
  const server = createHttpServer((request, response) => {
    const path = request.url ?? '/';
    const forwarded = request.headers['x-forwarded-for'];
    api.seen.push({ path, forwardedFor: Array.isArray(forwarded) ? forwarded.join(', ') : forwarded });
    const answer = api.answer(path);
    if (answer === 'pass') void pass(path, response);
    else if (answer === 'hold') held.push(() => void pass(path, response));
    else response.writeHead(answer, { 'content-type': 'application/json', ...(answer === 429 ? { 'retry-after': '30' } : {}) }).end(JSON.stringify({ status: answer, message: 'refused by the test' }));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const api: StandInApi = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answer: () => 'pass',
    seen: [],
    openConnections: () => sockets.size,
    release: () => {
      api.answer = () => 'pass';
      for (const answer of held.splice(0)) answer();
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((done) => server.close(() => done()));
    },
  };
  return api;
}

/** Polls `check` until it holds, a bounded number of times: never bound to a number of seconds. */
export async function eventually(check: () => boolean): Promise<boolean> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}
