import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/** The CORS header of every answer, also written by hand on the raw-socket answers of app.ts's client error handler. */
export const CORS_HEADERS: Readonly<Record<string, string>> = { 'access-control-allow-origin': '*' };

/**
 * CORS (@fastify/cors): read-only access from any origin, as v3.1 allowed. Every answer carries
 * `Access-Control-Allow-Origin: *` ({@link CORS_HEADERS}), error answers included; a preflight
 * (`OPTIONS`, any path) is answered 204 with the allowed methods (GET, HEAD), and so is a plain
 * OPTIONS (no Origin or Access-Control-Request-Method), which would otherwise be a text/plain 400.
 */
export default fp(
  async (app) => {
    await app.register(cors, { origin: '*', methods: ['GET', 'HEAD'], strictPreflight: false });
  },
  { name: 'cors' },
);
