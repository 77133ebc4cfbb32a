import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/**
 * CORS: read-only access from any origin, as v3.1 allowed. Any OPTIONS request gets the 204
 * preflight answer: a plain OPTIONS (no Origin or Access-Control-Request-Method) would otherwise be
 * a text/plain 400.
 */
export default fp(async (app) => {
  await app.register(cors, { origin: '*', methods: ['GET', 'HEAD'], strictPreflight: false });
});
