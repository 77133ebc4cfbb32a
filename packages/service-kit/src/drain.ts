import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** False while serving; true from the moment `app.close()` starts (SIGTERM) until the process ends. */
    readonly draining: boolean;
  }
}

/**
 * Keep-alive wait, in ms, for a connection whose last answer finishes while the app drains: Node
 * closes it this long (plus its own 1 s margin) after the answer's last byte; 0 would mean no limit.
 */
const DRAINING_KEEP_ALIVE_MS = 1;

/**
 * Lets a stop (`app.close()`) finish the requests in flight, then end, instead of waiting for
 * clients (a keep-alive agent, a browser) to hang up, up to the keep-alive timeout later. From its
 * start the app is `draining` (each API's `/healthz` answers 503 on it, so no new traffic comes);
 * an answer whose head is still to be sent says `Connection: close`; and a keep-alive connection
 * whose answer was already under way (a file still streaming) closes right after it. Node's
 * `server.close()` alone closes only the connections idle at that moment, and Fastify adds
 * `Connection: close` only to requests routed after it.
 */
export const drain = fp(
  async (app) => {
    let draining = false;
    app.decorate('draining', { getter: () => draining });
    // preClose runs when app.close() starts, before the listener stops and connections drain.
    app.addHook('preClose', (done) => {
      draining = true;
      // Read by Node when an answer whose head already said keep-alive finishes.
      app.server.keepAliveTimeout = DRAINING_KEEP_ALIVE_MS;
      done();
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (draining) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'drain' },
);
