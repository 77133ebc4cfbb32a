import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** False while serving; true from the moment `app.close()` starts (SIGTERM) until the process ends. */
    readonly draining: boolean;
  }
}

/**
 * Lets a stop (`app.close()`) finish the submissions in flight, then end: from its start the app
 * is `draining` (`/healthz` answers 503 so no new traffic comes), every answer says
 * `Connection: close`, and a keep-alive connection closes right after its last answer instead of
 * waiting for the client (the render server's keep-alive agent) to hang up. Node's `server.close()`
 * alone closes only connections idle at that moment.
 */
export default fp(
  async (app) => {
    let draining = false;
    app.decorate('draining', { getter: () => draining });
    app.addHook('preClose', (done) => {
      draining = true;
      // Read by Node when an answer whose head already said keep-alive finishes.
      app.server.keepAliveTimeout = 1;
      done();
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (draining) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'drain' },
);
