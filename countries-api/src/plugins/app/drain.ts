import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** False while serving; true from the moment `app.close()` starts (SIGTERM) until the process ends. */
    readonly draining: boolean;
  }
}

/**
 * Keep-alive wait, in ms, for a connection whose last answer finishes while the app drains. Node
 * closes such a connection this long plus its own 1 s margin after the answer's last byte is
 * handed to the socket (0 would mean no limit at all).
 */
const DRAINING_KEEP_ALIVE_MS = 1;

/**
 * Ends every keep-alive connection once its answers in flight are sent, so a drain (`app.close()`)
 * finishes when they are instead of when clients hang up, 72 s later at worst (Fastify's
 * keep-alive timeout). Node's `server.close()` closes only the connections idle at that moment,
 * and Fastify adds `Connection: close` only to requests routed after it: an answer under way
 * then (a flag still streaming to a browser) ends keep-alive, and its connection stayed open.
 * Decorates the app with `draining`, which `/healthz` reports.
 */
export default fp(
  async (app) => {
    let draining = false;
    app.decorate('draining', { getter: () => draining });
    // preClose runs when app.close() starts, before the listener stops and connections drain.
    app.addHook('preClose', (done) => {
      draining = true;
      // Node reads this when an answer finishes: answers whose head already said keep-alive.
      app.server.keepAliveTimeout = DRAINING_KEEP_ALIVE_MS;
      done();
    });
    // An answer whose head is still to be sent (its handler began before the drain) says so, and
    // Node closes the connection right after it.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (draining) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'drain' },
);
